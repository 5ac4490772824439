import { productInputSchema } from './catalog';
import { money, optionalText } from './primitives';
import { deliveryDetailsSchema } from './identity';
import { carouselImageInputSchema } from './catalog';
import { placeOrderSchema } from './orders';
import { findRoute, findService, API_ROUTES } from './routes';

describe('money', () => {
  const price = money('price');
  it.each([
    ['499', '499.00'],
    [' 499.5 ', '499.50'],
    ['0499.99', '499.99'],
    [499, '499.00'],
    [1299.5, '1299.50'],
    [0, '0.00'],
    ['99999999.99', '99999999.99'],
  ])('parses %p as %p', (input, expected) => {
    expect(price.parse(input)).toBe(expected);
  });

  it.each([
    ['-1'],
    [-1],
    ['12.345'],
    [12.345],
    ['abc'],
    [''],
    ['1e5'],
    [Number.NaN],
    [Infinity],
    ['100000000'],
  ])('rejects %p with a message naming the field', (input) => {
    const result = price.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^price /);
  });
});

describe('optionalText', () => {
  it.each([[undefined], [null], [''], ['   ']])('treats %p as absent', (input) => {
    expect(optionalText().parse(input)).toBeUndefined();
  });
  it('trims a given value', () => {
    expect(optionalText().parse('  Red ')).toBe('Red');
  });
});

describe('productInputSchema', () => {
  const valid = {
    name: 'Diya set',
    description: 'Clay lamps',
    price: '249.00',
    image: '/objects/uploads/a.png',
  };
  it('applies the spec defaults and omits blank optional texts and empty lists', () => {
    const parsed = productInputSchema.parse({ ...valid, subcategory: ' ', color: '', tags: [], images: [] });
    expect(parsed).toMatchObject({ occasion: 'Festivals', stock: 0, category: '' });
    expect(parsed.subcategory).toBeUndefined();
    expect(parsed.color).toBeUndefined();
    expect(parsed.tags).toBeUndefined();
    expect(parsed.images).toBeUndefined();
  });
  it('accepts price as a number and stock as a numeric string', () => {
    const parsed = productInputSchema.parse({ ...valid, price: 99.9, stock: '12' });
    expect(parsed.price).toBe('99.90');
    expect(parsed.stock).toBe(12);
  });
  it('rejects an image that is neither an object path nor a URL', () => {
    expect(productInputSchema.safeParse({ ...valid, image: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('carouselImageInputSchema', () => {
  it('parses integers and falls back to 0', () => {
    const parsed = carouselImageInputSchema.parse({
      image: '/objects/uploads/x.png',
      imageWidth: '1920',
      imageHeight: 'abc',
      order: undefined,
      title: ' ',
    });
    expect(parsed).toMatchObject({ imageWidth: 1920, imageHeight: 0, order: 0 });
    expect(parsed.title).toBeUndefined();
  });
});

describe('deliveryDetailsSchema messages', () => {
  const valid = {
    name: 'Asha Rao',
    phone: '+919876543210',
    email: 'asha@example.in',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  };
  it('accepts a valid form', () => {
    expect(deliveryDetailsSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['phone', '+91 98765 4321', 'Please enter a valid phone number'],
    ['email', 'asha@', 'Please enter a valid email'],
    ['address', 'MG', 'Address must be at least 5 characters'],
    ['city', 'P', 'City must be at least 2 characters'],
    ['state', 'M', 'State must be at least 2 characters'],
    ['pincode', '41100', 'Pincode must be 6 digits'],
    ['pincode', '41100a', 'Pincode must be 6 digits'],
  ])('%s = %p gives %p', (field, value, message) => {
    const result = deliveryDetailsSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('placeOrderSchema', () => {
  it('says which payment methods are allowed', () => {
    const result = placeOrderSchema.safeParse({ paymentMethod: 'Cash' });
    expect(result.error?.issues.find((i) => i.path[0] === 'paymentMethod')?.message).toBe(
      'Please select a payment method',
    );
  });
});

describe('route table', () => {
  it('routes by method and path', () => {
    expect(findRoute('GET', '/api/orders/all')?.access).toBe('admin');
    expect(findRoute('GET', '/api/orders/1234/invoice')?.service).toBe('orders');
    expect(findRoute('PUT', '/api/addresses/abc/set-default')?.service).toBe('identity');
    expect(findRoute('GET', '/api/nothing')).toBeUndefined();
    expect(findService('/api/admin/products/1')).toBe('catalog');
    expect(findService('/api/admin/status')).toBe('admin');
    expect(findService('/objects/uploads/a.png')).toBe('catalog');
  });
  it('never gives one path pattern two owners', () => {
    const owners = new Map<string, string>();
    for (const r of API_ROUTES) {
      expect(owners.get(r.path) ?? r.service).toBe(r.service);
      owners.set(r.path, r.service);
    }
  });
});
