import {
  DEFAULT_CURRENCY,
  TWO_DECIMAL_PRICE_CURRENCIES,
  WHOLE_SUBTOTAL_CURRENCIES,
  type Currency,
} from '@festive/contracts';
import { toPaise } from './money';

/** What a formatter needs of the currency record (GET /api/currency). */
export type DisplayCurrency = Pick<Currency, 'rate' | 'symbol' | 'code'>;

const formatters = new Map<number, Intl.NumberFormat>();

/** en-IN grouping (1,23,456) with a fixed number of decimals; one formatter per precision. */
function grouped(amount: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(amount);
}

function includes(list: readonly string[], code: string): boolean {
  return list.includes(code.toUpperCase());
}

/** Rupees (string, number or paise) converted to the shopper's currency. */
function converted(rupees: string | number, currency: DisplayCurrency): number {
  return (toPaise(rupees) / 100) * currency.rate;
}

/**
 * A product price (spec §9): price × rate; USD and GBP with 2 decimals, INR and every other
 * currency rounded to whole units.
 */
export function formatPrice(price: string | number, currency: DisplayCurrency = DEFAULT_CURRENCY): string {
  const decimals = includes(TWO_DECIMAL_PRICE_CURRENCIES, currency.code) ? 2 : 0;
  return `${currency.symbol}${grouped(converted(price, currency), decimals)}`;
}

/** The cart subtotal (spec §9): whole units for INR, CNY and RUB, else 2 decimals. */
export function formatSubtotal(
  rupees: string | number,
  currency: DisplayCurrency = DEFAULT_CURRENCY,
): string {
  const decimals = includes(WHOLE_SUBTOTAL_CURRENCIES, currency.code) ? 0 : 2;
  return `${currency.symbol}${grouped(converted(rupees, currency), decimals)}`;
}

/** Checkout totals (spec §9): always 2 decimals. */
export function formatCheckoutTotal(
  rupees: string | number,
  currency: DisplayCurrency = DEFAULT_CURRENCY,
): string {
  return `${currency.symbol}${grouped(converted(rupees, currency), 2)}`;
}
