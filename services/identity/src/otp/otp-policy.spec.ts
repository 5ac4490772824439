import { generateOtp, hashOtp, minutesFrom, normalisePhone } from './otp-policy';
import { OTP_MESSAGES } from './otp-messages';

describe('generateOtp', () => {
  it('gives 6 digits, leading zeros included, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
  });
});

describe('hashOtp', () => {
  const secret = 'a-secret-of-at-least-thirty-two-chars';

  it('is an HMAC-SHA256 hex digest that never contains the code', () => {
    const hash = hashOtp(secret, '+919876543210', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashOtp(secret, '+919876543210', '123456')).toBe(hash);
  });

  it('depends on the secret, the phone and the code', () => {
    const base = hashOtp(secret, '+919876543210', '123456');
    expect(hashOtp(`${secret}x`, '+919876543210', '123456')).not.toBe(base);
    expect(hashOtp(secret, '+919876543211', '123456')).not.toBe(base);
    expect(hashOtp(secret, '+919876543210', '123457')).not.toBe(base);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+447911123456', '+447911123456'],
    ['447911123456789', '+447911123456789'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe('OTP messages', () => {
  it('round the wait up to whole minutes and speak in singular when needed', () => {
    expect(minutesFrom(1)).toBe(1);
    expect(minutesFrom(61)).toBe(2);
    expect(OTP_MESSAGES.resendWait(1)).toBe('Please wait 1 second before requesting a new OTP');
    expect(OTP_MESSAGES.resendWait(30)).toBe('Please wait 30 seconds before requesting a new OTP');
    expect(OTP_MESSAGES.phoneHourlyCap(59)).toBe(
      'Too many OTP requests for this phone number. Please try again in 1 minute',
    );
    expect(OTP_MESSAGES.wrong(1)).toBe('Invalid OTP. 1 attempt left');
  });
});
