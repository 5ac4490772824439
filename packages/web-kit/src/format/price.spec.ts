import { formatCheckoutTotal, formatPrice, formatSubtotal } from './price';

const INR = { rate: 1, symbol: '₹', code: 'INR' };
const USD = { rate: 0.012, symbol: '$', code: 'USD' };
const GBP = { rate: 0.0095, symbol: '£', code: 'GBP' };
const EUR = { rate: 0.011, symbol: '€', code: 'EUR' };
const CNY = { rate: 0.085, symbol: '¥', code: 'CNY' };

describe('formatPrice', () => {
  it('shows rupees as whole numbers with Indian grouping', () => {
    expect(formatPrice('1299.00', INR)).toBe('₹1,299');
    expect(formatPrice('123456.00', INR)).toBe('₹1,23,456');
    expect(formatPrice('499.50', INR)).toBe('₹500');
    expect(formatPrice(249, INR)).toBe('₹249');
  });
  it('defaults to rupees', () => {
    expect(formatPrice('99.00')).toBe('₹99');
  });
  it('multiplies by the rate and keeps 2 decimals only for USD and GBP', () => {
    expect(formatPrice('1299.00', USD)).toBe('$15.59');
    expect(formatPrice('1000.00', GBP)).toBe('£9.50');
    expect(formatPrice('1299.00', EUR)).toBe('€14');
    expect(formatPrice('1299.00', CNY)).toBe('¥110');
  });
});

describe('formatSubtotal', () => {
  it('is whole for INR, CNY and RUB', () => {
    expect(formatSubtotal('2598.50', INR)).toBe('₹2,599');
    expect(formatSubtotal('1000.00', CNY)).toBe('¥85');
    expect(formatSubtotal('1000.00', { rate: 1.1, symbol: '₽', code: 'RUB' })).toBe('₽1,100');
  });
  it('has 2 decimals for every other currency', () => {
    expect(formatSubtotal('1000.00', EUR)).toBe('€11.00');
    expect(formatSubtotal('1299.00', USD)).toBe('$15.59');
  });
});

describe('formatCheckoutTotal', () => {
  it('always shows 2 decimals', () => {
    expect(formatCheckoutTotal('2598.00', INR)).toBe('₹2,598.00');
    expect(formatCheckoutTotal(1299.5, INR)).toBe('₹1,299.50');
  });
});

describe('an amount that cannot be read', () => {
  it('shows a dash instead of NaN', () => {
    expect(formatPrice('abc')).toBe('—');
    expect(formatCheckoutTotal(-1)).toBe('—');
  });
});
