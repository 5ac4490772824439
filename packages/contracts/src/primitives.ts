import { z } from 'zod/mini';
import { LIMITS } from './constants.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, type TextLines } from './control-characters.js';

export { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, type TextLines };

/**
 * Building blocks for the entity and call schemas. Written with `zod/mini` because the browser
 * bundles these same schemas (6 KB instead of 23 KB); the services parse with them too.
 */

export const uuid = () => z.uuid();

/**
 * The control-character check (control-characters.ts, free of zod so the first page can ask it
 * too) as a check for a string schema built elsewhere. Every string a client sends starts from
 * `plainString`, which has it: the 400 names the field, "customerName: must not contain control
 * characters".
 */
export const withoutControlCharacters = (lines: TextLines = 'single-line') =>
  z.refine<string>((value) => !hasControlCharacters(value, lines), CONTROL_CHARACTERS_MESSAGE);

/** The string every request field is built from (names, addresses, reasons, search, ids...). */
export const plainString = (lines: TextLines = 'single-line') =>
  z.string().check(withoutControlCharacters(lines));

/** A required text: trimmed, non-empty, bounded. */
export const text = (max: number = LIMITS.textMax, lines: TextLines = 'single-line') =>
  plainString(lines).check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/**
 * An optional text where a blank value means "not given" (blank optional texts are
 * omitted). Accepts undefined, null, '' or whitespace and yields undefined.
 */
export const optionalText = (max: number = LIMITS.textMax, lines: TextLines = 'single-line') =>
  z.pipe(
    z.optional(z.nullable(plainString(lines).check(z.maxLength(max)))),
    z.transform((value: string | null | undefined) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : undefined;
    }),
  );

/** A stored optional text as answered by the services: null when absent. */
export const nullableText = () => z.nullable(z.string());

const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A decimal amount of rupees, numeric(10,2). Arrives as a string or a number (price
 * "may arrive as a string or number and is parsed as a decimal") and always leaves as a
 * canonical string with two decimals, so no float ever reaches the database.
 */
export const money = (field = 'amount') => {
  const message = `${field} must be a non-negative amount with at most 8 digits and 2 decimals`;
  return z.pipe(
    z.union([plainString(), z.number({ error: message })], { error: message }),
    z.transform((value: string | number, ctx) => {
      const raw = typeof value === 'number' ? numberToDecimalString(value) : value.trim();
      if (raw === null || !MONEY_PATTERN.test(raw)) {
        ctx.issues.push({ code: 'custom', input: value, message });
        return z.NEVER;
      }
      return normaliseDecimal(raw);
    }),
  );
};

/** A money value as answered by the services (canonical decimal string). */
export const moneyString = () => z.string().check(z.regex(/^\d{1,8}\.\d{2}$/));

function numberToDecimalString(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  // toFixed(2) on a JS number is the one place a float is read; it happens at the edge and
  // is checked against the pattern (a value with more than 2 decimals is rejected, not rounded).
  const fixed = value.toFixed(2);
  return Number(fixed) === value ? fixed : String(value);
}

function normaliseDecimal(raw: string): string {
  const [whole = '0', fraction = ''] = raw.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

/** An integer that may arrive as a numeric string (query parameters, form fields). */
export const intLike = () =>
  z.pipe(
    z.union([z.number(), plainString().check(z.regex(/^-?\d+$/, 'must be a whole number'))]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.int(),
    ),
  );

/** The spec's integer flags (isDefault, invoiceSent, verified...): 0 or 1. */
export const flag = () => z.union([z.literal(0), z.literal(1)]);

/** An ISO timestamp as answered by the services. */
export const timestamp = () => z.string();

/** An image reference: an uploaded object path (/objects/...) or an http(s) URL. */
export const imageRef = () =>
  plainString().check(
    z.trim(),
    z.maxLength(1000),
    z.refine(
      (value) => /^\/objects\/(?!.*\.\.)[A-Za-z0-9._/-]+$/.test(value) || /^https?:\/\/\S+$/i.test(value),
      {
        message: 'must be an uploaded object path or an http(s) URL',
      },
    ),
  );
