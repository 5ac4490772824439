import { parseStoredCart } from './cart-storage';
import { checkoutCartOf } from './checkout-cart';

const line = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Brass Diya',
  price: '299.00',
  image: '/d.png',
  quantity: 2,
};

describe('stored cart', () => {
  it('reads back lines, owner and known stock', () => {
    const raw = JSON.stringify({ items: [{ ...line, stock: 4 }], owner: 'user-1' });
    expect(parseStoredCart(raw)).toEqual({ items: [{ ...line, stock: 4 }], owner: 'user-1' });
  });

  it('drops unreadable lines and survives garbage', () => {
    const raw = JSON.stringify({
      items: [line, { ...line, quantity: 0 }, { ...line, price: null }, 'x', { ...line, stock: -1 }],
    });
    expect(parseStoredCart(raw)).toEqual({ items: [line, line], owner: null });
    expect(parseStoredCart('{not json')).toEqual({ items: [], owner: null });
    expect(parseStoredCart(null)).toEqual({ items: [], owner: null });
  });
});

describe('checkout cart', () => {
  it('keeps the spec fields of each line, totals in rupees and names the currency', () => {
    const cart = checkoutCartOf(
      [
        { ...line, stock: 4 },
        { ...line, id: '22222222-2222-4222-8222-222222222222', price: '0.10', quantity: 3 },
      ],
      { symbol: '₹', code: 'INR' },
    );
    expect(cart).toEqual({
      items: [line, { ...line, id: '22222222-2222-4222-8222-222222222222', price: '0.10', quantity: 3 }],
      total: 598.3,
      currency: { symbol: '₹', code: 'INR' },
    });
  });
});
