import { parsePhone } from '@festive/contracts';
import { z } from 'zod';
import type { SessionCustomer } from './session.types';

/** How many days a phone verified by a one-time code stays trusted for the same shopper's orders. */
export const DEFAULT_TRUSTED_PHONE_DAYS = 30;

/**
 * Read by identity (which tells the checkout whether a code is needed) and orders (which refuses
 * an order the rule does not allow), so both apply the same window. Fractions of a day are
 * allowed (tests use seconds); 0 trusts nothing: every order needs a fresh code.
 */
export const trustedPhoneEnvShape = {
  TRUSTED_PHONE_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .min(0, 'must be 0 or more days')
    .max(365, 'must be at most 365 days')
    .default(DEFAULT_TRUSTED_PHONE_DAYS),
};

/**
 * - `trusted`: the session's own phone, verified in it within the window;
 * - `other-phone`: not the phone this session verified (or no phone at all): a code is needed;
 * - `stale`: the session's phone, but its verification is older than the window;
 * - `unrecorded`: the session's phone in a session written before verification times were kept
 *   (it can be no older than the session itself).
 */
export type PhoneTrustVerdict = 'trusted' | 'other-phone' | 'stale' | 'unrecorded';

export function phoneTrust(
  customer: SessionCustomer | null | undefined,
  phone: string,
  trustedDays: number,
  now: number = Date.now(),
): PhoneTrustVerdict {
  const wanted = parsePhone(phone);
  if (!customer || !wanted || parsePhone(customer.phone) !== wanted) return 'other-phone';
  if (!customer.phoneVerifiedAt) return 'unrecorded';
  return isWithinTrustWindow(customer.phoneVerifiedAt, trustedDays, now) ? 'trusted' : 'stale';
}

/** Whether a verification at `verifiedAt` (ISO text or Date) is still inside the window. */
export function isWithinTrustWindow(
  verifiedAt: string | Date | null | undefined,
  trustedDays: number,
  now: number = Date.now(),
): boolean {
  if (!verifiedAt) return false;
  const at = typeof verifiedAt === 'string' ? Date.parse(verifiedAt) : verifiedAt.getTime();
  if (!Number.isFinite(at)) return false;
  return now - at < trustedDays * 24 * 3600 * 1000;
}
