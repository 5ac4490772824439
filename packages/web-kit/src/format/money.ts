/**
 * Money in the browser is integer paise, read with the contracts' `toPaise` like the services
 * read it. That throws on an amount it cannot read; the browser never shows or sends such an
 * amount, so the places below say what happens instead.
 */
import { toPaise } from '@festive/contracts';

/** A rupee amount as paise, or null when it is not a valid amount (a display shows a dash). */
export function paiseOrNull(value: string | number): number | null {
  try {
    return toPaise(value);
  } catch {
    return null;
  }
}

/** Sum of price × quantity over cart lines, in paise. Throws when a line's price is not an amount. */
export function linesTotalPaise(lines: readonly { price: string | number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
}
