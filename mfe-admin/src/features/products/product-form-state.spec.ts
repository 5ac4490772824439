import type { Product } from '@festive/contracts';
import {
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  parseStock,
  skuPreview,
  tagOptions,
  toProductPayload,
  withCategory,
  withSubcategory,
  withTax,
  hsnCodeProblem,
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
  hsnCode: '7419',
  gstRate: 12,
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
      hsnCode: '9505',
      gstRate: 18,
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

  it("follows the subcategory's GST class until the admin sets one", () => {
    const sweets = withSubcategory(EMPTY_PRODUCT_FORM, 'Chocolates & Sweets');
    expect(toProductPayload(sweets, 'create')).toMatchObject({ hsnCode: '2106', gstRate: 5 });
    const byHand = withTax(sweets, { gstRate: '18', hsnCode: ' 1806 ' });
    expect(toProductPayload(withSubcategory(byHand, 'Home & Decor'), 'create')).toMatchObject({
      subcategory: 'Home & Decor',
      hsnCode: '1806',
      gstRate: 18,
    });
    // An edited product whose class is its subcategory's usual one still follows the subcategory.
    const usual = formFromProduct({ ...product, subcategory: 'Home & Decor', hsnCode: '6913' });
    expect(usual.taxEdited).toBe(false);
    expect(withSubcategory(usual, 'Personalized')).toMatchObject({ hsnCode: '4420', gstRate: '12' });
    expect(formFromProduct(product).taxEdited).toBe(true);
  });

  it.each([
    ['9505', null],
    ['21069099', null],
    ['950', 'HSN code must be 4 to 8 digits'],
    ['', 'HSN code must be 4 to 8 digits'],
    ['95 05', 'HSN code must be 4 to 8 digits'],
  ])('checks the HSN code %p with the contract', (value, problem) => {
    expect(hsnCodeProblem(value)).toBe(problem);
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
