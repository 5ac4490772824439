import type { Product } from '@festive/contracts';
import {
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  parseStock,
  skuPreview,
  tagOptions,
  toProductPayload,
  withCategory,
} from './product-form-state';

const product: Product = {
  id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
  sku: 'FH004',
  name: 'Brass Diya',
  description: 'Hand-beaten',
  price: '349.50',
  image: '/objects/uploads/abc',
  images: ['/objects/uploads/def'],
  category: 'Home & Decor',
  subcategory: null,
  tags: ['Diwali'],
  occasion: 'Diwali',
  stock: 12,
  sizeOptions: null,
  color: null,
  material: 'Brass',
};

describe('product form', () => {
  it('creates with the defaults: Festivals, no SKU, blank optionals and empty lists left out', () => {
    const payload = toProductPayload(
      { ...EMPTY_PRODUCT_FORM, name: ' Rakhi Set ', image: 'https://x.in/r.jpg' },
      'create',
    );
    expect(payload).toEqual({
      name: 'Rakhi Set',
      description: '',
      price: '0',
      image: 'https://x.in/r.jpg',
      images: undefined,
      category: '',
      subcategory: undefined,
      tags: undefined,
      occasion: 'Festivals',
      stock: 0,
      sizeOptions: undefined,
      color: undefined,
      material: undefined,
    });
    expect(payload).not.toHaveProperty('sku');
  });

  it('sets the category from the trimmed subcategory', () => {
    const form = {
      ...withCategory(EMPTY_PRODUCT_FORM, 'Occasions'),
      subcategory: ' Personalized ',
      tags: ['Birthday'],
    };
    expect(toProductPayload(form, 'create')).toMatchObject({
      category: 'Personalized',
      subcategory: 'Personalized',
      occasion: 'Occasions',
      tags: ['Birthday'],
    });
  });

  it('maps a legacy occasion to its parent and saves the specific name back', () => {
    const form = formFromProduct(product);
    expect(form).toMatchObject({
      category: 'Festivals',
      occasionOverride: 'Diwali',
      existingCategory: 'Home & Decor',
    });
    expect(toProductPayload(form, 'edit')).toMatchObject({
      sku: 'FH004',
      occasion: 'Diwali',
      category: 'Home & Decor',
      material: 'Brass',
      images: ['/objects/uploads/def'],
      stock: 12,
    });
  });

  it('drops the override when the category is changed', () => {
    const form = withCategory(formFromProduct(product), 'Occasions');
    expect(toProductPayload(form, 'edit').occasion).toBe('Occasions');
    expect(formFromProduct({ ...product, occasion: 'Occasions' }).occasionOverride).toBeNull();
    expect(formFromProduct({ ...product, occasion: 'Pooja' })).toMatchObject({
      category: '',
      occasionOverride: 'Pooja',
    });
  });

  it.each([
    ['7', 7],
    ['12abc', 12],
    ['', 0],
    ['many', 0],
    ['-3', 0],
  ])('parses stock %p as %p', (value, stock) => {
    expect(parseStock(value)).toBe(stock);
  });

  it('offers tags only once a category is chosen', () => {
    expect(tagOptions('', ['Birthday'])).toEqual([]);
    expect(tagOptions('Festivals', ['Birthday'])).toHaveLength(7);
    expect(tagOptions('Occasions', ['Birthday', 'Wedding'])).toEqual(['Birthday', 'Wedding']);
  });

  it('previews the next SKU for the chosen category and subcategory', () => {
    const form = { ...withCategory(EMPTY_PRODUCT_FORM, 'Festivals'), subcategory: 'Gift Hampers' };
    expect(skuPreview(form, [{ sku: 'FG002' }, { sku: null }, { sku: 'OG009' }])).toBe('FG003');
    expect(skuPreview(EMPTY_PRODUCT_FORM, [])).toBe('FX001');
  });
});
