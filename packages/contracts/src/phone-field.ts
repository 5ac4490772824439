import { z } from 'zod/mini';
import { DELIVERY_MESSAGES } from './messages.js';
import { parsePhone } from './phone.js';
import { plainString } from './primitives.js';

/*
 * The phone field of request schemas. Apart from phone.ts, which the storefront's first page
 * imports to show a phone: this module builds zod schemas and so brings zod with it.
 */

/** Every stored form fits the earlier rule (optional plus, then 10 to 15 digits). */
const STORED_PHONE_RULE = /^\+?\d{10,15}$/;

/**
 * A phone field of a request: any accepted form in, the stored form (E.164) out; anything else
 * is refused with the delivery form's message.
 */
export const phoneNumber = () =>
  z.pipe(
    z.pipe(
      plainString(),
      z.transform((value: string, ctx) => {
        const canonical = parsePhone(value);
        if (canonical === null) {
          ctx.issues.push({ code: 'custom', input: value, message: DELIVERY_MESSAGES.phone });
          return z.NEVER;
        }
        return canonical;
      }),
    ),
    // What leaves is E.164, within the rule released readers of stored delivery details apply.
    z.string().check(z.regex(STORED_PHONE_RULE)),
  );
