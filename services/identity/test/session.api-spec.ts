import { type TestApp, createTestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { UserEntity } from '../src/users/user.entity';

describe('session calls and the same-origin rule', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { env: { PUBLIC_URL: 'https://shop.example.in' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedInUser(phone = '+919845012345') {
    const users = t.dataSource.getRepository(UserEntity);
    const user = await users.save(users.create({ phone, name: 'Kabir', email: 'kabir@example.in' }));
    return { userId: user.id, name: user.name, phone: user.phone, email: user.email };
  }

  describe('GET /api/auth/me', () => {
    it('answers the profile from the database', async () => {
      const customer = await signedInUser();
      const cookie = await t.sessionCookie({ customer });
      await t.agent().get('/api/auth/me').set('Cookie', cookie).expect(200, {
        name: 'Kabir',
        phone: '+919845012345',
        email: 'kabir@example.in',
      });
    });

    it('answers 401 to a visitor and to a session whose user is gone', async () => {
      await t.agent().get('/api/auth/me').expect(401, { message: 'Please sign in' });
      const cookie = await t.sessionCookie({
        customer: {
          userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
          name: 'X',
          phone: '+919800000001',
          email: 'x@y.in',
        },
      });
      await t.agent().get('/api/auth/me').set('Cookie', cookie).expect(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('removes the customer role and keeps an admin sign-in of the same browser', async () => {
      const customer = {
        userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
        name: 'A',
        phone: '+919800000002',
        email: 'a@b.in',
      };
      const cookie = await t.sessionCookie({ customer, isAdmin: true });
      await t
        .agent()
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .expect(200, { message: 'Logged out successfully' });
      await t
        .agent()
        .get('/api/auth/session')
        .set('Cookie', cookie)
        .expect(200, { loggedIn: false, user: null });
      const sessionId = decodeURIComponent(cookie.split('=')[1]!).replace(/^s:/, '').split('.')[0];
      const stored = JSON.parse((await t.redis.get(`sess:${sessionId}`)) ?? '{}');
      expect(stored.isAdmin).toBe(true);
      expect(stored.customer).toBeUndefined();
    });

    it('ends a customer-only session entirely and is harmless for a visitor', async () => {
      const cookie = await t.sessionCookie({ customer: await signedInUser('+919845099999') });
      const res = await t.agent().post('/api/auth/logout').set('Cookie', cookie).expect(200);
      expect(String(res.headers['set-cookie'])).toMatch(/^fg\.sid=;/);
      await t
        .agent()
        .get('/api/auth/session')
        .set('Cookie', cookie)
        .expect(200, { loggedIn: false, user: null });
      await t.agent().post('/api/auth/logout').expect(200);
    });
  });

  describe('same-origin rule on mutating calls', () => {
    it('refuses a foreign Origin with 403 before anything else', async () => {
      const res = await t
        .agent()
        .post('/api/auth/send-otp')
        .set('Origin', 'https://evil.example')
        .send({ phone: '9876543210' })
        .expect(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused' });
      await t.agent().post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
      await t.agent().post('/api/auth/logout').set('Origin', 'null').expect(403);
    });

    it("lets the shop's own Origin through, and requests without one (non-browser clients)", async () => {
      await t.agent().post('/api/auth/logout').set('Origin', 'https://shop.example.in').expect(200);
      await t.agent().post('/api/auth/logout').expect(200);
      await t
        .agent()
        .post('/api/auth/send-otp')
        .set('Origin', 'https://shop.example.in')
        .send({ phone: '1' })
        .expect(400);
    });

    it('refuses a body that is not JSON with 415 (a cross-site form cannot send JSON)', async () => {
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await t
          .agent()
          .post('/api/auth/send-otp')
          .set('Content-Type', type)
          .send('phone=9876543210')
          .expect(415);
        expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
      }
      await t.agent().post('/api/auth/logout').set('Content-Type', 'text/plain').expect(415);
    });

    it('leaves reads alone', async () => {
      await t.agent().get('/api/auth/session').set('Origin', 'https://evil.example').expect(200);
    });
  });
});
