import { parseOrderNumber } from '@festive/contracts';

/**
 * What one search text can be, each key matched exactly as the contracts (order-desk.ts) describe:
 * an order number, the last 10 digits of a phone, a courier AWB, or a part of a customer name.
 * A text is read as the keys its shape allows, so a phone search never scans every name.
 */
export interface SearchKeys {
  orderNumber?: number;
  /** The last 10 digits, compared with the stored phone's last 10 digits (+91, 0 and spaces aside). */
  phone?: string;
  awb?: string;
  /** A LIKE pattern (contains), with the text's own % and _ escaped. */
  namePattern?: string;
}

const PHONE_DIGITS = 10;
/** "FG-100040", "fg 100040", "#FG100040": the shop's prefix says it is an order number. */
const HAS_ORDER_PREFIX = /^#?\s*FG/i;
/** What people put between the digits of a phone or a number: spaces, dashes, brackets, a plus. */
const DIGIT_SEPARATORS = /[\s\-‐–—().+]/g;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The keys a search text is matched by; null for a blank text (no search). */
export function searchKeys(q: string | undefined): SearchKeys | null {
  const text = q?.trim() ?? '';
  if (!text) return null;
  if (HAS_ORDER_PREFIX.test(text)) {
    const orderNumber = parseOrderNumber(text);
    if (orderNumber !== null) return { orderNumber };
  }
  const digits = text.replace(DIGIT_SEPARATORS, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length >= PHONE_DIGITS) return { phone: digits.slice(-PHONE_DIGITS), awb: digits };
    const orderNumber = parseOrderNumber(digits);
    return orderNumber === null ? { awb: digits } : { orderNumber, awb: digits };
  }
  return { namePattern: `%${escapeLike(text)}%`, awb: text };
}

/**
 * The stored phone's last 10 digits, as SQL over a column. The migration indexes exactly this
 * expression on orders.customer_phone, so the text must stay the same.
 */
export const phoneDigitsSql = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;

/** IST (contracts ORDER_DESK_TIME_ZONE) has no daylight saving: a shop day is 00:00 to 24:00 at +05:30. */
const IST_OFFSET = '+05:30';
const DAY_MS = 24 * 3600 * 1000;

/** The instants bounding the days `from` to `to` (inclusive, IST): start ≤ created_at < end. */
export function dayRange(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  return {
    start: from ? new Date(`${from}T00:00:00${IST_OFFSET}`) : undefined,
    end: to ? new Date(new Date(`${to}T00:00:00${IST_OFFSET}`).getTime() + DAY_MS) : undefined,
  };
}

/** The page asked for, with the contracts' default size. */
export function pageOf(query: { page?: number; pageSize?: number }, defaultSize: number) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
