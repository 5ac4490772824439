import { sessionSchema } from '@festive/contracts';
import { SESSION_COOKIE, createTestApp, migratedSchema, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { AddressEntity } from '../src/addresses/address.entity';
import { UserEntity } from '../src/users/user.entity';

const asha = {
  userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
  name: 'Asha Rao',
  phone: '+919876543210',
  email: 'asha@example.in',
};

describe('identity service', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('schema', () => {
    it('migrations create every table and entities match them', async () => {
      expect(await migratedSchema(t.dataSource, 'identity')).toEqual({
        tables: ['addresses', 'identity_migrations', 'otp_records', 'users'],
        unmatched: [],
      });
    });

    it('keeps phones unique and allows one default address per user', async () => {
      const users = t.dataSource.getRepository(UserEntity);
      const user = await users.save(
        users.create({ phone: '9876500000', name: 'Ravi', email: 'ravi@example.in' }),
      );
      await expect(
        users.insert({ phone: '9876500000', name: 'Other', email: 'o@example.in' }),
      ).rejects.toThrow(/users_phone_key/);
      const addresses = t.dataSource.getRepository(AddressEntity);
      const line = {
        userId: user.id,
        address: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      };
      await addresses.insert([
        { ...line, isDefault: 1 },
        { ...line, isDefault: 0 },
        { ...line, isDefault: 0 },
      ]);
      await expect(addresses.insert({ ...line, isDefault: 1 })).rejects.toThrow(
        /addresses_one_default_per_user_idx/,
      );
      const [stored] = await addresses.find({ where: { userId: user.id, isDefault: 1 } });
      expect(stored?.isDefault).toBe(1);
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers an anonymous visitor without creating a session', async () => {
      const res = await t.agent().get('/api/auth/session').expect(200);
      expect(sessionSchema.parse(res.body)).toEqual({ loggedIn: false, user: null });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers both readings for a signed-in shopper', async () => {
      const cookie = await t.sessionCookie({ customer: asha });
      const res = await t.agent().get('/api/auth/session').set('Cookie', cookie).expect(200);
      expect(sessionSchema.parse(res.body)).toEqual({
        loggedIn: true,
        userId: asha.userId,
        name: 'Asha Rao',
        userPhone: '+919876543210',
        user: { name: 'Asha Rao', phone: '+919876543210', email: 'asha@example.in' },
      });
    });

    it('treats an admin-only session as anonymous', async () => {
      const cookie = await t.sessionCookie({ isAdmin: true });
      const res = await t.agent().get('/api/auth/session').set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ loggedIn: false, user: null });
    });

    it('ignores a cookie with a forged signature', async () => {
      const cookie = await t.sessionCookie({ customer: asha });
      const forged = cookie.replace(/\.[^.]+$/, '.forgedsignature');
      const res = await t.agent().get('/api/auth/session').set('Cookie', forged).expect(200);
      expect(res.body).toEqual({ loggedIn: false, user: null });
    });

    it('ignores a well-signed cookie whose session no longer exists', async () => {
      const cookie = await t.sessionCookie({ customer: asha });
      const sessionId = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1))
        .replace(/^s:/, '')
        .split('.')[0];
      await t.redis.del(`sess:${sessionId}`);
      const res = await t.agent().get('/api/auth/session').set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ loggedIn: false, user: null });
    });
  });

  it('GET /health answers 200', async () => {
    await t.http.get('/health').expect(200);
  });
});
