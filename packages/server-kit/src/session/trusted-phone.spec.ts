import { z } from 'zod';
import { isWithinTrustWindow, phoneTrust, trustedPhoneEnvShape } from './trusted-phone';

const DAY = 24 * 3600 * 1000;
const now = Date.parse('2026-03-01T10:00:00.000Z');
const customer = (phoneVerifiedAt?: string) => ({
  userId: 'u1',
  name: 'Asha',
  phone: '+919620183843',
  email: 'a@b.in',
  ...(phoneVerifiedAt ? { phoneVerifiedAt } : {}),
});

describe('phoneTrust', () => {
  it('trusts the session phone, however it is typed, within the window', () => {
    const verified = new Date(now - 29 * DAY).toISOString();
    expect(phoneTrust(customer(verified), '96201 83843', 30, now)).toBe('trusted');
    expect(phoneTrust(customer(verified), '+919620183843', 30, now)).toBe('trusted');
  });

  it('does not trust it after the window', () => {
    expect(phoneTrust(customer(new Date(now - 31 * DAY).toISOString()), '9620183843', 30, now)).toBe('stale');
    expect(phoneTrust(customer(new Date(now).toISOString()), '9620183843', 0, now)).toBe('stale');
  });

  it('never trusts another phone, a visitor or text that is no phone', () => {
    const verified = new Date(now).toISOString();
    expect(phoneTrust(customer(verified), '9620183844', 30, now)).toBe('other-phone');
    expect(phoneTrust(null, '9620183843', 30, now)).toBe('other-phone');
    expect(phoneTrust(customer(verified), 'nope', 30, now)).toBe('other-phone');
  });

  it('says when the session holds no verification time', () => {
    expect(phoneTrust(customer(), '9620183843', 30, now)).toBe('unrecorded');
  });
});

describe('isWithinTrustWindow', () => {
  it('reads dates and ISO text, and nothing else', () => {
    expect(isWithinTrustWindow(new Date(now - DAY), 2, now)).toBe(true);
    expect(isWithinTrustWindow('not a date', 2, now)).toBe(false);
    expect(isWithinTrustWindow(null, 2, now)).toBe(false);
  });
});

describe('TRUSTED_PHONE_DAYS', () => {
  const env = z.object(trustedPhoneEnvShape);
  it('defaults to 30 days and accepts fractions and 0', () => {
    expect(env.parse({}).TRUSTED_PHONE_DAYS).toBe(30);
    expect(env.parse({ TRUSTED_PHONE_DAYS: '0.5' }).TRUSTED_PHONE_DAYS).toBe(0.5);
    expect(env.parse({ TRUSTED_PHONE_DAYS: '0' }).TRUSTED_PHONE_DAYS).toBe(0);
  });
  it('refuses what is not a number of days', () => {
    expect(env.safeParse({ TRUSTED_PHONE_DAYS: 'month' }).success).toBe(false);
    expect(env.safeParse({ TRUSTED_PHONE_DAYS: '-1' }).success).toBe(false);
    expect(env.safeParse({ TRUSTED_PHONE_DAYS: '400' }).success).toBe(false);
  });
});
