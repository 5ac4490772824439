import { groupIndian } from './indian-grouping';

const intlFormatters = new Map<number, Intl.NumberFormat>();

/** The formatter the shop used before: the oracle every amount is checked against. */
function intl(amount: number, decimals: number): string {
  let formatter = intlFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    intlFormatters.set(decimals, formatter);
  }
  return formatter.format(amount);
}

// Rates the currency table holds, and some with more digits than any rate so far.
const RATES = [1, 0.012, 0.0095, 0.011, 0.085, 1.1, 83.3, 0.0187, 0.01193, 0.00942];

describe('groupIndian', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian(999, 0)).toBe('999');
    expect(groupIndian(1000, 0)).toBe('1,000');
    expect(groupIndian(123456, 0)).toBe('1,23,456');
    expect(groupIndian(12345678.9, 2)).toBe('1,23,45,678.90');
  });

  it('rounds half away from zero at the shortest decimal form, as Intl does', () => {
    expect(groupIndian(1.005, 2)).toBe('1.01');
    expect(groupIndian(412.335, 2)).toBe('412.34');
    expect(groupIndian(499.5, 0)).toBe('500');
    expect(groupIndian(0.994, 2)).toBe('0.99');
    expect(groupIndian(9.995, 2)).toBe('10.00');
  });

  it('prints what Intl prints for every price a rate can make', () => {
    const mismatches: string[] = [];
    for (let paise = 0; paise < 2_000_000; paise += 97) {
      for (const rate of RATES) {
        const amount = (paise / 100) * rate;
        for (const decimals of [0, 2]) {
          const ours = groupIndian(amount, decimals);
          const theirs = intl(amount, decimals);
          if (ours !== theirs && mismatches.length < 5)
            mismatches.push(`${amount}/${decimals}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('matches Intl at the edges: tiny, huge and negative amounts', () => {
    for (const amount of [
      0,
      1e-7,
      5e-7,
      0.0000049,
      99999999.995,
      1e15 + 0.5,
      1e20,
      1e21,
      123e18,
      -1.5,
      -1234567.891,
    ]) {
      for (const decimals of [0, 1, 2]) expect(groupIndian(amount, decimals)).toBe(intl(amount, decimals));
    }
  });
});
