/**
 * Money in code is integer paise, never floating point. Amounts arrive as decimal strings
 * ("1299.50", as PostgreSQL's numeric(10,2) and the contracts carry them) or, from older
 * browser payloads, as numbers; both are read into paise here, the one place that does it.
 */

/** At most 8 digits of rupees and 2 of paise: the range of numeric(10,2). */
const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;
const MAX_PAISE = 9_999_999_999;
/** A number like 0.1 + 0.2 is 30 paise plus float noise; anything further off has a third decimal. */
const FLOAT_NOISE = 1e-6;

function notAnAmount(value: unknown): Error {
  const shown = typeof value === 'string' ? `"${value}"` : String(value);
  return new RangeError(
    `not a money amount: ${shown} (expected a non-negative amount of rupees with at most 8 digits and 2 decimals)`,
  );
}

/**
 * A rupee amount as integer paise: "1299.5" → 129950, 19.99 → 1999. Throws a RangeError on
 * anything else (negative, not a number, more than 2 decimals, more than 8 digits of rupees),
 * so a bad amount is never silently rounded, truncated or turned into NaN.
 */
export function toPaise(value: string | number): number {
  if (typeof value === 'number') {
    const scaled = value * 100;
    const paise = Math.round(scaled);
    if (
      !Number.isFinite(scaled) ||
      paise < 0 ||
      paise > MAX_PAISE ||
      Math.abs(scaled - paise) > FLOAT_NOISE
    ) {
      throw notAnAmount(value);
    }
    return paise;
  }
  const match = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null;
  if (!match) throw notAnAmount(value);
  const [, rupees = '0', fraction = ''] = match;
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer paise as the canonical decimal string the services store and compare: 129950 → "1299.50". */
export function paiseToDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount of paise: ${paise}`);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
