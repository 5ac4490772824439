import { randomUUID } from 'node:crypto';
import { RATE_LIMITS, type SessionCustomer, type TestApp, createTestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';

/*
 * Placing orders, asking for returns and checking pincodes are limited per shopper (the
 * signed-in customer, else the browser's session) and, as a brake only, per client address.
 * Every attempt counts, answered or refused, so the bursts below use calls the service refuses
 * cheaply (400/404) until the limiter answers 429 instead.
 */
describe('shopper rate limits in orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, {
      env: {
        RATE_LIMIT_ORDERS: '3/1h',
        RATE_LIMIT_ORDERS_PER_ADDRESS: '5/1h',
        RATE_LIMIT_RETURN_REQUESTS: '2/1h',
        RATE_LIMIT_RETURN_REQUESTS_PER_ADDRESS: '100/1h',
        RATE_LIMIT_PINCODE_CHECKS: '4/10m',
        RATE_LIMIT_PINCODE_CHECKS_PER_ADDRESS: '6/1h',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const shopper = async (): Promise<string> => {
    const customer: SessionCustomer = {
      userId: randomUUID(),
      name: 'Asha Rao',
      phone: '+919876543210',
      email: `asha.${randomUUID().slice(0, 6)}@example.in`,
    };
    return t.sessionCookie({ customer });
  };
  const freshIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

  const expectLimited = (
    res: { status: number; headers: Record<string, string>; body: unknown },
    message: RegExp,
  ) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ message: expect.stringMatching(message) });
  };

  describe('POST /api/shiprocket/orders', () => {
    const place = (cookie: string, ip: string) =>
      t.agent().post('/api/shiprocket/orders').set('Cookie', cookie).set('X-Forwarded-For', ip).send({});

    it('answers 429 with Retry-After past the shopper limit; another shopper on the address goes on', async () => {
      const ip = freshIp();
      const asha = await shopper();
      for (let i = 0; i < 3; i++) expect((await place(asha, ip)).status).toBe(400);
      const refused = await place(asha, ip);
      expectLimited(refused, /^Too many orders placed\. Please try again in (59|60) minutes$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3590);
      expect(refused.body.message).toBe(
        RATE_LIMITS.placeOrder.message(Number(refused.headers['retry-after'])),
      );

      // Same address, another customer: below the address ceiling (5), not held back.
      const ravi = await shopper();
      expect((await place(ravi, ip)).status).toBe(400);
      expect((await place(ravi, ip)).status).toBe(400);
      // The address ceiling, reached by two shoppers together, holds a third.
      expectLimited(
        await place(await shopper(), ip),
        /^Too many requests from your network\. Please try again in/,
      );
      // Elsewhere, nobody is held back.
      expect((await place(await shopper(), freshIp())).status).toBe(400);
    });

    it('does not count a caller who is not signed in', async () => {
      const ip = freshIp();
      for (let i = 0; i < 7; i++) {
        expect(
          (await t.agent().post('/api/shiprocket/orders').set('X-Forwarded-For', ip).send({})).status,
        ).toBe(401);
      }
    });
  });

  describe('POST /api/orders/:id/returns', () => {
    it('answers 429 with Retry-After past the shopper limit, per customer', async () => {
      const ip = freshIp();
      const ask = (cookie: string) =>
        t
          .agent()
          .post(`/api/orders/${randomUUID()}/returns`)
          .set('Cookie', cookie)
          .set('X-Forwarded-For', ip)
          .send({ reason: 'Damaged' });
      const asha = await shopper();
      for (let i = 0; i < 2; i++) expect([400, 404]).toContain((await ask(asha)).status);
      expectLimited(await ask(asha), /^Too many return requests\. Please try again in (59|60) minutes$/);
      expect([400, 404]).toContain((await ask(await shopper())).status);
    });
  });

  describe('GET /api/shipping/serviceability/:pincode', () => {
    it('limits a shopper per session and an address only by its ceiling', async () => {
      const ip = freshIp();
      const check = (cookie?: string) => {
        const req = t.agent().get('/api/shipping/serviceability/12345x').set('X-Forwarded-For', ip);
        return cookie ? req.set('Cookie', cookie) : req;
      };
      const asha = await shopper();
      for (let i = 0; i < 4; i++) expect((await check(asha)).status).toBe(400);
      expectLimited(await check(asha), /^Too many pincode checks\. Please try again in (9|10) minutes$/);
      // Another shopper, and a visitor without a session, share only the address ceiling (6).
      expect((await check(await shopper())).status).toBe(400);
      expect((await check()).status).toBe(400);
      expectLimited(await check(), /^Too many requests from your network\./);
    });
  });
});
