import { linesTotalPaise, paiseToDecimal, toPaise } from './money';

describe('money in paise', () => {
  it('reads decimal strings and numbers without float drift', () => {
    expect(toPaise('1299.50')).toBe(129950);
    expect(toPaise('0.1')).toBe(10);
    expect(toPaise('12')).toBe(1200);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });
  it('rejects what is not an amount', () => {
    expect(toPaise('abc')).toBeNaN();
    expect(toPaise('-5')).toBeNaN();
    expect(toPaise(Number.POSITIVE_INFINITY)).toBeNaN();
  });
  it('sums cart lines and prints canonical decimals', () => {
    const total = linesTotalPaise([
      { price: '0.10', quantity: 3 },
      { price: 249, quantity: 2 },
    ]);
    expect(total).toBe(49830);
    expect(paiseToDecimal(total)).toBe('498.30');
    expect(paiseToDecimal(5)).toBe('0.05');
  });
});
