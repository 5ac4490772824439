import {
  formatOrderNumber,
  normaliseOrderNumber,
  ORDER_NUMBER_PATTERN,
  orderNumberString,
  parseOrderNumber,
} from './order-number';

describe('order numbers', () => {
  it.each([
    [100040, 'FG-100040'],
    [100001, 'FG-100001'],
    [1234567, 'FG-1234567'],
    [42, 'FG-000042'],
    [2_147_483_647, 'FG-2147483647'],
  ])('writes %p as %p', (value, written) => {
    expect(formatOrderNumber(value)).toBe(written);
    expect(written).toMatch(ORDER_NUMBER_PATTERN);
    expect(parseOrderNumber(written)).toBe(value);
  });

  it.each([0, -1, 1.5, Number.NaN, 2_147_483_648])('refuses to write %p', (value) => {
    expect(() => formatOrderNumber(value)).toThrow(RangeError);
  });

  it.each([
    ['FG-100040', 100040],
    ['fg-100040', 100040],
    ['FG100040', 100040],
    ['fg100040', 100040],
    ['FG 100040', 100040],
    ['  FG - 100040 ', 100040],
    ['#FG-100040', 100040],
    ['FG–100040', 100040],
    ['100040', 100040],
    ['#100040', 100040],
    ['FG-000042', 42],
  ])('reads what a person types: %p', (typed, value) => {
    expect(parseOrderNumber(typed)).toBe(value);
  });

  it.each(['', 'FG', 'FG-', 'GF-100040', 'FG-10004a', 'FG--100040', '100040x', 'FG-0', '0', '12345678901'])(
    'reads %p as no order number',
    (typed) => {
      expect(parseOrderNumber(typed)).toBeNull();
    },
  );

  it('normalises typed numbers to the written form', () => {
    expect(normaliseOrderNumber('fg100040')).toBe('FG-100040');
    expect(normaliseOrderNumber('100040')).toBe('FG-100040');
    expect(normaliseOrderNumber('d470e8e2')).toBeNull();
  });

  it('answers carry only the written form', () => {
    const schema = orderNumberString();
    expect(schema.safeParse('FG-100040').success).toBe(true);
    for (const other of ['fg-100040', 'FG100040', '100040', 'd470e8e2', 'FG-1234']) {
      expect(schema.safeParse(other).success).toBe(false);
    }
  });
});
