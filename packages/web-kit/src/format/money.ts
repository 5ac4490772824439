/**
 * Money in code is integer paise (design §3: never floating point). Prices arrive as decimal
 * strings ("1299.50") or, from older payloads, numbers (spec §3); both are read here once.
 */

const DECIMAL = /^(\d+)(?:\.(\d{1,2})\d*)?$/;

/** A rupee amount as integer paise; NaN when the value is not a non-negative decimal. */
export function toPaise(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : NaN;
  const match = DECIMAL.exec(value.trim());
  if (!match) return NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the canonical decimal string the services accept ("1299.50"). */
export function paiseToDecimal(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const fraction = String(paise % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** Sum of price × quantity over cart lines, in paise. */
export function linesTotalPaise(lines: readonly { price: string | number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
}
