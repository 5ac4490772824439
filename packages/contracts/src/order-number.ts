import { z } from 'zod/mini';

/*
 * The one order number people see, say on the phone and type back: "FG-100040". The orders
 * service numbers each order from a database sequence when it is stored; every page, e-mail,
 * invoice and provider (Razorpay's receipt, Shiprocket's order id) shows this form. The order's
 * UUID stays the key in URLs and calls.
 */

/** The letters before every order number (Festival Gifts). */
export const ORDER_NUMBER_PREFIX = 'FG';

/** Numbers are written with at least this many digits (the sequence starts at 100001). */
const MIN_DIGITS = 6;
/** The sequence is a PostgreSQL integer. */
const MAX_ORDER_NUMBER = 2_147_483_647;

/** An order number as every answer writes it. */
export const ORDER_NUMBER_PATTERN = /^FG-\d{6,10}$/;
export const ORDER_NUMBER_MESSAGE = 'must be an order number like FG-100040';

/** What a person may type for one: "FG-100040", "fg 100040", "FG100040", "#FG-100040" or "100040". */
const TYPED_ORDER_NUMBER = /^#?\s*(?:FG\s*[-‐–—]?\s*)?(\d{1,10})$/i;

const isOrderNumberValue = (value: number): boolean =>
  Number.isSafeInteger(value) && value >= 1 && value <= MAX_ORDER_NUMBER;

/** The stored number as people see it: 100040 → "FG-100040". */
export function formatOrderNumber(value: number): string {
  if (!isOrderNumberValue(value)) throw new RangeError(`${value} is not an order number`);
  return `${ORDER_NUMBER_PREFIX}-${String(value).padStart(MIN_DIGITS, '0')}`;
}

/**
 * The stored number a person typed (search boxes, the support chat), or null when the text is
 * not an order number. Case, spaces, the hyphen and the prefix itself are optional.
 */
export function parseOrderNumber(input: string): number | null {
  const digits = TYPED_ORDER_NUMBER.exec(input.trim())?.[1];
  if (digits === undefined) return null;
  const value = Number(digits);
  return isOrderNumberValue(value) ? value : null;
}

/** The typed text in the one written form ("fg100040" → "FG-100040"), or null. */
export function normaliseOrderNumber(input: string): string | null {
  const value = parseOrderNumber(input);
  return value === null ? null : formatOrderNumber(value);
}

/** An order number in an answer (FG-100040). */
export const orderNumberString = () => z.string().check(z.regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER_MESSAGE));
