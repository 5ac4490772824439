import { SESSION_STORE, createTestApp, type TestApp } from '@festive/server-kit';
import type { SessionData, Store } from 'express-session';
import { AppModule } from '../src/app.module';
import { DEV_ADMIN_PASSWORD } from '../src/config/admin-config';
import { hashPassword } from '../src/password/password-hash';
import { AdminSignIn } from '../src/sign-ins/admin-sign-in.entity';

const shopper = {
  userId: '1b7c3a52-7d0e-4d2c-9a53-0f7a0a8e9a11',
  name: 'Asha',
  phone: '9876543210',
  email: 'a@b.in',
};
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String((res.headers['set-cookie'] as string[] | undefined)?.[0] ?? '').split(';')[0]!;

describe('admin sign-in (POST /api/admin/login, /api/admin/logout)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { env: { ADMIN_SIGN_IN_ATTEMPTS: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each test signs in from its own address so the lockout of one does not leak into another. */
  const from = (ip: string) => ({
    login: (password: unknown, cookie = '') =>
      t.agent().post('/api/admin/login').set('X-Forwarded-For', ip).set('Cookie', cookie).send({ password }),
  });
  const status = (cookie: string) => t.agent().get('/api/admin/status').set('Cookie', cookie);
  const sessionOf = (cookie: string) => {
    const id = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    const store = t.app.get<Store>(SESSION_STORE);
    return new Promise<SessionData | null | undefined>((resolve, reject) =>
      store.get(id, (error, session) => (error ? reject(error) : resolve(session))),
    );
  };

  it('refuses a wrong password with 401, then signs in with the right one', async () => {
    const wrong = await from('10.0.0.1').login('diwali').expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await from('10.0.0.1').login(DEV_ADMIN_PASSWORD).expect(200);
    expect(right.body).toEqual({ isAdmin: true });
    const cookie = cookieOf(right);
    expect(String(right.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect((await status(cookie).expect(200)).body).toEqual({ isAdmin: true });

    const audit = await t.dataSource
      .getRepository(AdminSignIn)
      .find({ where: { ip: '10.0.0.1' }, order: { createdAt: 'ASC' } });
    expect(audit.map((row) => row.success)).toEqual([false, true]);
  });

  it('signs out: the status says so and admin calls answer 401 again', async () => {
    const cookie = cookieOf(await from('10.0.0.2').login(DEV_ADMIN_PASSWORD).expect(200));
    await t.agent().get('/api/dashboard/stats').set('Cookie', cookie).expect(200);
    await t.agent().post('/api/admin/logout').set('Cookie', cookie).expect(204);
    expect((await status(cookie).expect(200)).body).toEqual({ isAdmin: false });
    await t.agent().get('/api/dashboard/stats').set('Cookie', cookie).expect(401);
  });

  it('keeps the shopper signed in across admin sign-in and sign-out', async () => {
    const shopperCookie = await t.sessionCookie({ customer: shopper });
    const both = cookieOf(await from('10.0.0.3').login(DEV_ADMIN_PASSWORD, shopperCookie).expect(200));
    expect(both).not.toBe(shopperCookie);
    expect(await sessionOf(both)).toMatchObject({ customer: shopper, isAdmin: true });
    await t.agent().post('/api/admin/logout').set('Cookie', both).expect(204);
    const after = await sessionOf(both);
    expect(after?.customer).toEqual(shopper);
    expect(after?.isAdmin).toBeUndefined();
  });

  it('locks an address out after repeated attempts (429), without touching other addresses', async () => {
    for (let i = 0; i < 3; i += 1) await from('10.0.0.4').login('guess').expect(401);
    const locked = await from('10.0.0.4').login(DEV_ADMIN_PASSWORD).expect(429);
    expect(locked.body).toEqual({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await from('10.0.0.5').login(DEV_ADMIN_PASSWORD).expect(200);
  });

  it('checks no more guesses than allowed however many arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => from('10.0.0.6').login('guess')));
    expect(answers.map((res) => res.status).sort()).toEqual([
      401, 401, 401, 429, 429, 429, 429, 429, 429, 429,
    ]);
  });

  it('clears the count after a successful sign-in', async () => {
    await from('10.0.0.7').login('guess').expect(401);
    await from('10.0.0.7').login('guess').expect(401);
    await from('10.0.0.7').login(DEV_ADMIN_PASSWORD).expect(200);
    await from('10.0.0.7').login('guess').expect(401);
    await from('10.0.0.7').login('guess').expect(401);
    await from('10.0.0.7').login(DEV_ADMIN_PASSWORD).expect(200);
  });

  it.each([[undefined], [''], [42], ['x'.repeat(201)]])(
    'answers 400 naming password for %p',
    async (password) => {
      const res = await from('10.0.0.8').login(password).expect(400);
      expect(res.body.message).toMatch(/^password: /);
    },
  );

  it('checks the configured hash, and then no longer takes the plain development password', async () => {
    const hashed = await createTestApp(AppModule, {
      env: { ADMIN_PASSWORD_HASH: await hashPassword('Rangoli#2025', { N: 1024, r: 8, p: 1 }) },
    });
    try {
      const login = (password: string) => hashed.agent().post('/api/admin/login').send({ password });
      await login(DEV_ADMIN_PASSWORD).expect(401);
      await login('Rangoli#2025').expect(200);
    } finally {
      await hashed.close();
    }
  });

  it('refuses a sign-in posted from another site (the CSRF rule every service gets from server-kit)', async () => {
    await t
      .agent()
      .post('/api/admin/login')
      .set('Origin', 'https://evil.example')
      .send({ password: DEV_ADMIN_PASSWORD })
      .expect(403, { message: 'Cross-site request refused' });
    await t
      .agent()
      .post('/api/admin/login')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ password: DEV_ADMIN_PASSWORD }))
      .expect(415);
  });
});
