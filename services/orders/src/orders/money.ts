/**
 * Money in the orders service is integer paise: decimal strings from PostgreSQL
 * and the contracts are read into paise once, summed as integers, and written back as strings.
 */
const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "1299.5" → 129950. Throws on anything that is not a non-negative decimal with ≤ 2 places. */
export function toPaise(value: string): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a money amount: "${value}"`);
  const [, rupees = '0', fraction = ''] = match;
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 129950 → "1299.50" */
export function toDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`not an amount of paise: ${paise}`);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** A GST rate like "18" or "12.50" as basis points (1800, 1250), so tax math stays in integers. */
export function rateToBasisPoints(rate: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a GST rate: "${rate}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
