/**
 * One phone, one stored form. Shoppers type the same mobile many ways (9620183843,
 * +91 96201 83843, 096201-83843, 91 9620183843); every service, Redis key and stored row holds
 * it as E.164, "+919620183843", so the same shopper is the same phone everywhere (their orders,
 * their profile, the OTP wait and the hourly caps). People see it as "+91 96201 83843".
 *
 * Accepted, after removing spaces and hyphens:
 * - an Indian number: 10 digits, or a 0, 91 or +91 in front of them → +91XXXXXXXXXX;
 * - a number with another country code: a plus, then 10 to 15 digits not starting with 0,
 *   kept as typed (still E.164); without a plus, 11 to 15 digits are read the same way.
 * Refused (the delivery form's message): anything else, including +91 with other than 10 digits.
 */
export const CANONICAL_INDIAN_PHONE = /^\+91\d{10}$/;

const SEPARATORS = /[\s-]/g;

/** The stored form of a typed phone (E.164), or null when it is not a phone number. */
export function parsePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return null;
  const [, plus, digits = ''] = match;
  if (!plus) {
    if (digits.length === 10) return `+91${digits}`;
    if (digits.length === 11 && digits.startsWith('0')) return `+91${digits.slice(1)}`;
  }
  if (digits.startsWith('0')) return null;
  if (digits.startsWith('91')) return digits.length === 12 ? `+${digits}` : null;
  if (digits.length < 10 || digits.length > 15) return null;
  return `+${digits}`;
}

/** Whether two typed phones are the same phone (false when either is not a phone). */
export function samePhone(a: string, b: string): boolean {
  const left = parsePhone(a);
  return left !== null && left === parsePhone(b);
}

/**
 * How a phone is shown: an Indian mobile as "+91 96201 83843"; a foreign number as stored; text
 * that is not a phone (an old row nobody could read) unchanged.
 */
export function formatPhone(phone: string): string {
  const canonical = parsePhone(phone);
  if (!canonical) return phone;
  if (CANONICAL_INDIAN_PHONE.test(canonical)) {
    return `+91 ${canonical.slice(3, 8)} ${canonical.slice(8)}`;
  }
  return canonical;
}
