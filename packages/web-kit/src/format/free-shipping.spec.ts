import { freeShippingMessage } from './free-shipping';

describe('freeShippingMessage', () => {
  it('says how much more a cart needs, then that shipping is free', () => {
    expect(freeShippingMessage(34_900)).toBe('Add ₹152 more for free shipping');
    expect(freeShippingMessage(50_000)).toBe('Add ₹1 more for free shipping');
    expect(freeShippingMessage(69_800)).toBe('Free shipping');
  });

  it('shows the amount in the shopper currency', () => {
    expect(freeShippingMessage(0, { code: 'USD', symbol: '$', rate: 0.012 })).toBe(
      'Add $6.01 more for free shipping',
    );
  });
});
