/**
 * An amount with en-IN digit grouping (1,23,45,678) and a fixed number of decimals: exactly what
 * `new Intl.NumberFormat('en-IN', { minimumFractionDigits: d, maximumFractionDigits: d })`
 * prints, without Intl. A browser's first Intl formatter loads its locale data, some 30 ms of a
 * mid-range phone's main thread in one piece, and the first page shows prices before anything
 * else there needs Intl. The spec file checks it against Intl over hundreds of thousands of amounts.
 */
export function groupIndian(amount: number, decimals: number): string {
  const digits = roundedDigits(Math.abs(amount), decimals);
  const point = digits.indexOf('.');
  const whole = point < 0 ? digits : digits.slice(0, point);
  const fraction = point < 0 ? '' : digits.slice(point);
  // The last three digits stand alone; the rest go in pairs.
  const lakhs = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},` : '';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${lakhs}${whole.slice(-3)}${fraction}`;
}

/**
 * A non-negative number rounded half away from zero at its shortest decimal form (1.005 → 1.01),
 * as Intl does; `toFixed` rounds the binary value instead (1.005 → 1.00).
 */
function roundedDigits(value: number, decimals: number): string {
  const text = String(value);
  if (text.includes('e')) {
    // Beyond 1e21 a number is a whole one; below 1e-6 it rounds to zero at any precision here.
    return value >= 1
      ? `${BigInt(value)}${decimals ? `.${'0'.repeat(decimals)}` : ''}`
      : value.toFixed(decimals);
  }
  const [whole, fraction = ''] = text.split('.');
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const roundsUp = (fraction[decimals] ?? '0') >= '5';
  const digits = (roundsUp ? kept + 1n : kept).toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
