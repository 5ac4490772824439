import { randomUUID } from 'node:crypto';
import type { SessionCustomer, TestApp } from '@festive/server-kit';

/** A signed-in shopper: the session identity writes after the OTP, and its cookie. */
export async function signIn(
  t: TestApp,
  overrides: Partial<SessionCustomer> = {},
): Promise<{ customer: SessionCustomer; cookie: string }> {
  const customer: SessionCustomer = {
    userId: randomUUID(),
    name: 'Asha Rao',
    phone: '+919876543210',
    email: `asha.${randomUUID().slice(0, 6)}@example.in`,
    ...overrides,
  };
  return { customer, cookie: await t.sessionCookie({ customer }) };
}
