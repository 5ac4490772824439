import { expect, test } from '@playwright/test';
import { uniquePhone } from '../support/sign-in';
import { fromAddress } from './topology';

// Behind two proxies the services still tell shoppers apart: each network has its own ceiling
// of code sends (OTP_SENDS_PER_IP_PER_HOUR=4 in this run), and an X-Forwarded-For sent from
// outside is kept to the left of what the ingress saw, where nobody believes it.

const sendOtp = (address: string, headers: Record<string, string> = {}) =>
  fromAddress(address, 'POST', '/api/auth/send-otp', { phone: uniquePhone() }, headers);

test('two shoppers behind the proxies get separate OTP limits; a forged X-Forwarded-For changes nothing', async () => {
  for (let i = 0; i < 4; i++) {
    const sent = await sendOtp('127.0.0.2');
    expect([sent.status, sent.body]).toEqual([200, expect.any(String)]);
  }
  const refused = await sendOtp('127.0.0.2');
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body).message).toMatch(/^Too many OTP requests from your network/);

  // Claiming to be someone else does not lift the ceiling...
  for (const forged of ['203.0.113.50', '127.0.0.3', '127.0.0.3, 127.0.0.4']) {
    const again = await sendOtp('127.0.0.2', { 'X-Forwarded-For': forged });
    expect([forged, again.status]).toEqual([forged, 429]);
  }
  // ...and the other shopper, on another network, is not held back by the first one.
  const other = await sendOtp('127.0.0.3', { 'X-Forwarded-For': '127.0.0.2' });
  expect([other.status, other.body]).toEqual([200, expect.any(String)]);
});
