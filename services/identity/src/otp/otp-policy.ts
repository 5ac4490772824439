import { createHmac, randomInt } from 'node:crypto';
import { LIMITS, parsePhone } from '@festive/contracts';

/** The rules of a one-time code: how long it lives, how often it may be asked for. */
export const OTP_POLICY = {
  ttlSeconds: 10 * 60,
  maxWrongAttempts: 5,
  resendAfterSeconds: 30,
  sendsPerPhonePerHour: 5,
  windowSeconds: 60 * 60,
} as const;

/** A code of LIMITS.otpLength digits from the CSPRNG; leading zeros are kept ("004211"). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/**
 * The only form a code is stored in: HMAC-SHA256 keyed with the server secret and bound to the
 * phone, so a leaked Redis dump or audit table cannot be brute-forced offline (10^6 codes) and a
 * hash of one phone's code is worth nothing for another phone.
 */
export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/**
 * One phone, one key: the contracts' parser already turned the request's phone into its stored
 * form (E.164, +91XXXXXXXXXX for India), so 9876543210 and +919876543210 share one code, one
 * resend wait and one hourly count. Parsing again keeps that true for any other caller.
 */
export function normalisePhone(phone: string): string {
  return parsePhone(phone) ?? phone.trim();
}

/** Whole minutes, at least 1, for "try again in N minutes". */
export const minutesFrom = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
