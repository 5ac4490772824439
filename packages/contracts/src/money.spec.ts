import { paiseToDecimal, toPaise } from './money.js';

describe('toPaise', () => {
  it.each([
    ['1299.50', 129950],
    ['1299.5', 129950],
    ['0.1', 10],
    ['12', 1200],
    [' 7.05 ', 705],
    ['0', 0],
    ['99999999.99', 9_999_999_999],
  ])('reads the decimal string %p as %p paise', (value, paise) => {
    expect(toPaise(value)).toBe(paise);
  });

  it('reads numbers without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(249)).toBe(24900);
    expect(toPaise(0)).toBe(0);
  });

  it.each(['abc', '', '-5', '1.234', '1e3', '1,000', '.5', '123456789'])(
    'throws a clear error for the string %p',
    (value) => {
      expect(() => toPaise(value)).toThrow(/^not a money amount: /);
    },
  );

  it.each([-1, 1.234, Number.NaN, Number.POSITIVE_INFINITY, 1e8])('throws for the number %p', (value) => {
    expect(() => toPaise(value)).toThrow(RangeError);
  });
});

describe('paiseToDecimal', () => {
  it('prints canonical decimals', () => {
    expect(paiseToDecimal(129950)).toBe('1299.50');
    expect(paiseToDecimal(5)).toBe('0.05');
    expect(paiseToDecimal(0)).toBe('0.00');
  });

  it('throws for what is not a whole, non-negative number of paise', () => {
    expect(() => paiseToDecimal(0.5)).toThrow(RangeError);
    expect(() => paiseToDecimal(-1)).toThrow(RangeError);
    expect(() => paiseToDecimal(Number.NaN)).toThrow(RangeError);
  });
});
