import { linesTotalPaise, paiseOrNull } from './money';

describe('money in paise', () => {
  it('reads decimal strings and numbers without float drift', () => {
    expect(paiseOrNull('1299.50')).toBe(129950);
    expect(paiseOrNull(19.99)).toBe(1999);
    expect(paiseOrNull(0.1 + 0.2)).toBe(30);
  });
  it('gives null for what is not an amount', () => {
    expect(paiseOrNull('abc')).toBeNull();
    expect(paiseOrNull('-5')).toBeNull();
    expect(paiseOrNull('1.239')).toBeNull();
    expect(paiseOrNull(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('sums cart lines', () => {
    expect(
      linesTotalPaise([
        { price: '0.10', quantity: 3 },
        { price: 249, quantity: 2 },
      ]),
    ).toBe(49830);
  });
  it('refuses to sum a line whose price is not an amount', () => {
    expect(() => linesTotalPaise([{ price: 'abc', quantity: 1 }])).toThrow(/not a money amount/);
  });
});
