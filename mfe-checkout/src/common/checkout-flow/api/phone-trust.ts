import { phoneTrustResponseSchema } from '@festive/contracts';
import { apiRequest } from '@festive/web-kit';

/**
 * POST /api/auth/phone-trust {phone}: whether this signed-in shopper's phone, verified within the
 * trusted window, needs no new code; otherwise how long its resend wait still runs.
 */
export function checkPhoneTrust(phone: string) {
  return apiRequest('/api/auth/phone-trust', phoneTrustResponseSchema, { method: 'POST', body: { phone } });
}
