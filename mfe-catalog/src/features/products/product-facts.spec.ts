import { celebrationTags, galleryImages, sizeList, stockState } from './product-facts';

describe('product page facts', () => {
  it('stock: out of stock, only N left at 5 or fewer, in stock above', () => {
    expect(stockState(0)).toEqual({ kind: 'out', label: 'Out of stock' });
    expect(stockState(1)).toEqual({ kind: 'few', label: 'Only 1 left' });
    expect(stockState(5)).toEqual({ kind: 'few', label: 'Only 5 left' });
    expect(stockState(6)).toEqual({ kind: 'in', label: 'In stock' });
  });

  it('size options from the stored text', () => {
    expect(sizeList('S, M, L')).toEqual(['S', 'M', 'L']);
    expect(sizeList('Free Size')).toEqual(['Free Size']);
    expect(sizeList(null)).toEqual([]);
    expect(sizeList(' , ')).toEqual([]);
  });

  it('gallery: the main image first, each image once', () => {
    expect(galleryImages({ image: '/a.png', images: ['/b.png', '/a.png', '/c.png'] })).toEqual([
      '/a.png',
      '/b.png',
      '/c.png',
    ]);
    expect(galleryImages({ image: '/a.png', images: null })).toEqual(['/a.png']);
  });

  it('festival and occasion tags, festivals first, with a legacy occasion name', () => {
    expect(celebrationTags({ occasion: 'Festivals', tags: ['Birthday', 'Diwali', 'Diwali'] })).toEqual([
      'Diwali',
      'Birthday',
    ]);
    expect(celebrationTags({ occasion: 'Holi', tags: null })).toEqual(['Holi']);
    expect(celebrationTags({ occasion: 'Occasions', tags: [] })).toEqual([]);
  });
});
