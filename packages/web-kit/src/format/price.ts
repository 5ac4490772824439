import {
  DEFAULT_CURRENCY,
  TWO_DECIMAL_PRICE_CURRENCIES,
  WHOLE_SUBTOTAL_CURRENCIES,
  type Currency,
} from '@festive/contracts';
import { groupIndian } from './indian-grouping';
import { paiseOrNull } from './money';

/** What a formatter needs of the currency record (GET /api/currency). */
export type DisplayCurrency = Pick<Currency, 'rate' | 'symbol' | 'code'>;

function includes(list: readonly string[], code: string): boolean {
  return list.includes(code.toUpperCase());
}

/** Shown instead of an amount that cannot be read, rather than "NaN" or a crashed page. */
const UNREADABLE_AMOUNT = '—';

/** Rupees (string or number) converted to the shopper's currency and printed; a dash when unreadable. */
function converted(rupees: string | number, currency: DisplayCurrency, decimals: number): string {
  const paise = paiseOrNull(rupees);
  if (paise === null) return UNREADABLE_AMOUNT;
  return `${currency.symbol}${groupIndian((paise / 100) * currency.rate, decimals)}`;
}

/**
 * A product price: price × rate; USD and GBP with 2 decimals, INR and every other
 * currency rounded to whole units.
 */
export function formatPrice(price: string | number, currency: DisplayCurrency = DEFAULT_CURRENCY): string {
  const decimals = includes(TWO_DECIMAL_PRICE_CURRENCIES, currency.code) ? 2 : 0;
  return converted(price, currency, decimals);
}

/** The cart subtotal: whole units for INR, CNY and RUB, else 2 decimals. */
export function formatSubtotal(
  rupees: string | number,
  currency: DisplayCurrency = DEFAULT_CURRENCY,
): string {
  const decimals = includes(WHOLE_SUBTOTAL_CURRENCIES, currency.code) ? 0 : 2;
  return converted(rupees, currency, decimals);
}

/** Checkout totals: always 2 decimals. */
export function formatCheckoutTotal(
  rupees: string | number,
  currency: DisplayCurrency = DEFAULT_CURRENCY,
): string {
  return converted(rupees, currency, 2);
}
