import { nextSkuFor, parentCategory, skuPrefixFor } from './back-office.js';

describe('product form rules', () => {
  it.each([
    ['Festivals', 'Festivals'],
    ['Occasions', 'Occasions'],
    ['Diwali', 'Festivals'],
    ['Makar Sankranti', 'Festivals'],
    ['all', 'Festivals'],
    ['Corporate Gifting', 'Occasions'],
    ['Something else', undefined],
  ])('maps the occasion %p to %p', (occasion, parent) => {
    expect(parentCategory(occasion)).toBe(parent);
  });

  it.each([
    [{ occasion: 'Festivals', subcategory: 'Gift Hampers' }, 'FG'],
    [{ occasion: 'Occasions', subcategory: 'Chocolates & Sweets' }, 'OC'],
    [{ occasion: 'Diwali', subcategory: 'Home & Decor' }, 'FH'],
    [{ occasion: 'Birthday', subcategory: 'Personalized' }, 'OP'],
    [{ occasion: 'Occasions', category: 'personalized' }, 'OP'],
    [{ subcategory: 'Gift Hampers' }, 'FG'],
    [{ occasion: 'Unheard of', subcategory: 'Gift Hampers' }, 'FG'],
    [{ occasion: 'Festivals', subcategory: '  ', category: '' }, 'FX'],
  ])('gives %p the prefix %s', (product, prefix) => {
    expect(skuPrefixFor(product)).toBe(prefix);
  });

  it('numbers one above the highest serial of the prefix, from 001', () => {
    expect(nextSkuFor('FG', [])).toBe('FG001');
    expect(nextSkuFor('FG', ['FG001', 'FG007', 'FG003', 'OG010', null])).toBe('FG008');
    expect(nextSkuFor('FG', ['FGX12', 'FG', 'AFG009', 'FG1a'])).toBe('FG001');
    expect(nextSkuFor('FH', ['FH999'])).toBe('FH1000');
  });
});
