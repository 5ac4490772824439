/*
 * Rupee amounts are read and written with the contracts' `toPaise` and `paiseToDecimal`;
 * only tax rates are read here.
 */

/** A GST rate like "18" or "12.50" as basis points (1800, 1250), so tax math stays in integers. */
export function rateToBasisPoints(rate: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a GST rate: "${rate}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
