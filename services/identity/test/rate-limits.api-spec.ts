import { randomUUID } from 'node:crypto';
import {
  loadConfig,
  type SandboxProcess,
  type SessionCustomer,
  type TestApp,
  createTestApp,
  startSandboxProcess,
} from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { identityConfigOptions } from '../src/config/identity-config';
import { UserEntity } from '../src/users/user.entity';
import { freshIp, freshPhone } from './otp-helpers';

const home = { address: '12 MG Road, Koregaon Park', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/*
 * Shoppers are limited by who they are (customer, phone, device) first; the client address has
 * only a ceiling sized for a carrier's address, behind which many shoppers sign in at once.
 */
describe('shopper rate limits in identity', () => {
  let sandbox: SandboxProcess;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    t = await createTestApp(AppModule, {
      env: {
        MSG91_BASE_URL: sandbox.urls.http,
        SMS_TIMEOUT_MS: '2000',
        OTP_SENDS_PER_IP_PER_HOUR: '12',
        OTP_SENDS_PER_DEVICE_PER_HOUR: '2',
        OTP_VERIFIES_PER_PHONE_PER_HOUR: '3',
        RATE_LIMIT_ADDRESS_WRITES: '3/1h',
        RATE_LIMIT_ADDRESS_WRITES_PER_ADDRESS: '100/1h',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  const shopper = async (): Promise<string> => {
    const user = await t.dataSource.getRepository(UserEntity).save({
      phone: `+91${freshPhone()}`,
      name: 'Asha Rao',
      email: `asha.${randomUUID().slice(0, 6)}@example.in`,
    });
    const customer: SessionCustomer = {
      userId: user.id,
      name: user.name,
      phone: user.phone,
      email: user.email,
    };
    return t.sessionCookie({ customer });
  };
  const limited = (res: { status: number; headers: Record<string, string> }) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  describe('OTP sends', () => {
    it('by default lets thousands of shoppers behind one carrier address sign in each hour', () => {
      const { env } = loadConfig('identity', {}, identityConfigOptions);
      expect(env.OTP_SENDS_PER_IP_PER_HOUR).toBeGreaterThanOrEqual(3000);
      expect(env.OTP_VERIFIES_PER_IP_PER_HOUR).toBeGreaterThanOrEqual(3000);
    });

    const send = (phone: string, ip: string, cookie?: string) => {
      const req = t.agent().post('/api/auth/send-otp').set('X-Forwarded-For', ip).send({ phone });
      return cookie ? req.set('Cookie', cookie) : req;
    };

    it('lets ten different phones behind one address sign in, below the address ceiling', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await send(freshPhone(), ip)).status).toBe(200);
    });

    it('holds one device (its session) to a few phones an hour, not the others on its address', async () => {
      const ip = freshIp();
      const device = await shopper();
      for (let i = 0; i < 2; i++) expect((await send(freshPhone(), ip, device)).status).toBe(200);
      const refused = await send(freshPhone(), ip, device);
      limited(refused);
      expect(refused.body.message).toBe(
        'Too many OTP requests from this device. Please try again in 60 minutes',
      );
      expect((await send(freshPhone(), ip, await shopper())).status).toBe(200);
      expect((await send(freshPhone(), ip)).status).toBe(200);
    });

    it('stops an address at its ceiling, with the network message', async () => {
      const ip = freshIp();
      for (let i = 0; i < 12; i++) expect((await send(freshPhone(), ip)).status).toBe(200);
      const refused = await send(freshPhone(), ip);
      limited(refused);
      expect(refused.body.message).toBe(
        'Too many OTP requests from your network. Please try again in 60 minutes',
      );
    });
  });

  describe('OTP checks', () => {
    it('limits the checks of one phone across addresses; another phone on the same address goes on', async () => {
      const phone = freshPhone();
      const ip = freshIp();
      const verify = (who: string, from: string) =>
        t
          .agent()
          .post('/api/auth/verify-otp')
          .set('X-Forwarded-For', from)
          .send({ phone: who, otp: '123456', name: 'Asha Rao', email: 'asha@example.in' });
      for (let i = 0; i < 3; i++) expect((await verify(phone, freshIp())).status).toBe(400);
      const refused = await verify(phone, ip);
      limited(refused);
      expect(refused.body.message).toBe(
        'Too many verification attempts for this phone number. Please try again in 60 minutes',
      );
      expect((await verify(freshPhone(), ip)).status).toBe(400);
    });
  });

  describe('address writes', () => {
    it('answer 429 with Retry-After past the customer limit; another customer on the address goes on', async () => {
      const ip = freshIp();
      const asha = await shopper();
      const write = (cookie: string) =>
        t.agent().post('/api/addresses').set('Cookie', cookie).set('X-Forwarded-For', ip).send(home);
      const first = await write(asha).expect(201);
      await t
        .agent()
        .put(`/api/addresses/${first.body.id as string}/set-default`)
        .set('Cookie', asha)
        .set('X-Forwarded-For', ip)
        .expect(200);
      await t
        .agent()
        .delete(`/api/addresses/${first.body.id as string}`)
        .set('Cookie', asha)
        .set('X-Forwarded-For', ip)
        .expect(200);
      const refused = await write(asha);
      limited(refused);
      expect(refused.body).toEqual({ message: 'Too many address changes. Please try again in 60 minutes' });
      await write(await shopper()).expect(201);
    });
  });
});
