import { createTestApp, freePort, RATE_LIMITS, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { signIn } from './support/customers';

/*
 * Each chat message is a paid model call in production: a customer may send a few a minute, and
 * one client address has a ceiling sized for a carrier's address shared by many shoppers.
 */
describe('chat message rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, {
      env: {
        ORDERS_URL: `http://127.0.0.1:${await freePort()}`,
        ORDERS_LOOKUP_TIMEOUT_MS: '1000',
        RATE_LIMIT_CHAT_MESSAGES: '3/10m',
        RATE_LIMIT_CHAT_MESSAGES_PER_ADDRESS: '5/1h',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (cookie: string, ip: string) =>
    t
      .agent()
      .post('/api/chat')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', ip)
      .send({ messages: [{ role: 'user', content: 'Where is my diya?' }] });

  it('answers 429 with Retry-After past the customer limit; another customer is not held back', async () => {
    const ip = '198.51.100.7';
    const asha = (await signIn(t)).cookie;
    for (let i = 0; i < 3; i++) expect((await ask(asha, ip)).status).toBe(200);
    const refused = await ask(asha, ip);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.body).toEqual({ message: RATE_LIMITS.chatMessage.message(wait) });
    expect(refused.body.message).toMatch(/Please try again in (9|10) minutes$/);
    // Nothing of the refused message was kept.
    const history = await t.agent().get('/api/chat').set('Cookie', asha).expect(200);
    expect(JSON.stringify(history.body).match(/Where is my diya\?/g)).toHaveLength(3);

    const ravi = (await signIn(t)).cookie;
    expect((await ask(ravi, ip)).status).toBe(200);
    expect((await ask(ravi, ip)).status).toBe(200);
    // Five messages from the address: the ceiling holds a third customer there, not elsewhere.
    const meera = (await signIn(t)).cookie;
    const network = await ask(meera, ip);
    expect(network.status).toBe(429);
    expect(network.body.message).toMatch(/^Too many requests from your network\. Please try again in/);
    expect((await ask(meera, '198.51.100.8')).status).toBe(200);
  });
});
