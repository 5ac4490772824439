import { DELIVERY_MESSAGES, OTP_MESSAGE, sendOtpResponseSchema, sessionSchema } from '@festive/contracts';
import { type SandboxProcess, type TestApp, createTestApp, startSandboxProcess } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { OtpRecordEntity } from '../src/otp/otp-record.entity';
import { OTP_MESSAGES } from '../src/otp/otp-messages';
import { UserEntity } from '../src/users/user.entity';
import { freshIp, freshPhone, inboxCount, latestCode } from './otp-helpers';

const person = { name: 'Asha Rao', email: 'asha@example.in' };

describe('phone sign-in (send-otp, verify-otp)', () => {
  let sandbox: SandboxProcess;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    t = await createTestApp(AppModule, {
      env: {
        MSG91_BASE_URL: sandbox.urls.http,
        SMS_TIMEOUT_MS: '1000',
        OTP_SENDS_PER_IP_PER_HOUR: '8',
        OTP_VERIFIES_PER_IP_PER_HOUR: '12',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });
  afterEach(async () => {
    await sandbox.fault('sms', 'ok');
  });

  const send = (phone: string, ip = freshIp()) =>
    t.agent().post('/api/auth/send-otp').set('X-Forwarded-For', ip).send({ phone });
  const verify = (body: Record<string, unknown>, ip = freshIp(), agent = t.agent()) =>
    agent.post('/api/auth/verify-otp').set('X-Forwarded-For', ip).send(body);
  const codeKey = (phone: string) => `otp:code:+91${phone}`;
  const cooldownKey = (phone: string) => `otp:cooldown:+91${phone}`;

  describe('validation', () => {
    it.each([
      [{}, /^phone: /],
      [{ phone: '12345' }, `phone: ${DELIVERY_MESSAGES.phone}`],
      [{ phone: '98765 4321' }, `phone: ${DELIVERY_MESSAGES.phone}`],
      [{ phone: '+91987654321012345' }, `phone: ${DELIVERY_MESSAGES.phone}`],
      [{ phone: 9876543210 }, /^phone: /],
    ])('send-otp %j answers 400 naming the field', async (body, message) => {
      const res = await t.agent().post('/api/auth/send-otp').send(body).expect(400);
      expect(res.body.message).toMatch(message);
    });

    const good = { phone: '9876543210', otp: '123456', ...person };
    it.each([
      [{ ...good, otp: '12345' }, `otp: ${OTP_MESSAGE}`],
      [{ ...good, otp: '1234567' }, `otp: ${OTP_MESSAGE}`],
      [{ ...good, otp: '12a456' }, `otp: ${OTP_MESSAGE}`],
      [{ ...good, phone: 'abc' }, `phone: ${DELIVERY_MESSAGES.phone}`],
      [{ ...good, name: 'A' }, `name: ${DELIVERY_MESSAGES.name}`],
      [{ ...good, email: 'not-an-email' }, `email: ${DELIVERY_MESSAGES.email}`],
      [{ phone: '9876543210', otp: '123456', name: 'Asha' }, /^email: /],
    ])('verify-otp %j answers 400 naming the field', async (body, message) => {
      const res = await verify(body).expect(400);
      expect(res.body.message).toMatch(message);
      expect(res.body.issues[0].path).toBe(res.body.message.split(':')[0]);
    });
  });

  describe('sending', () => {
    it('texts a 6-digit code through MSG91 and stores only its hash, for 10 minutes', async () => {
      const phone = freshPhone();
      const res = await send(phone).expect(200);
      expect(sendOtpResponseSchema.parse(res.body)).toEqual({
        message: 'Verification code sent',
        resendAfterSeconds: 30,
      });
      const code = await latestCode(sandbox, phone);
      expect(code).toMatch(/^\d{6}$/);

      const stored = await t.redis.hgetall(codeKey(phone));
      expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(code);
      const ttl = await t.redis.ttl(codeKey(phone));
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);

      const [record] = await t.dataSource
        .getRepository(OtpRecordEntity)
        .find({ where: { phone: `+91${phone}` } });
      expect(record).toMatchObject({ otpHash: stored.hash, verified: 0 });
      const lifetime = record!.expiresAt.getTime() - record!.createdAt.getTime();
      expect(Math.abs(lifetime - 600_000)).toBeLessThan(5_000);
      const columns = await t.dataSource.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'identity' AND table_name = 'otp_records'`,
      );
      expect(columns.map((c: { column_name: string }) => c.column_name).sort()).toEqual(
        ['created_at', 'expires_at', 'id', 'otp_hash', 'phone', 'verified'].sort(),
      );
    });

    it('asks to wait 30 s before a resend, then allows it', async () => {
      const phone = freshPhone();
      await send(phone).expect(200);
      const res = await send(phone).expect(429);
      expect(res.body.message).toMatch(/^Please wait (29|30) seconds before requesting a new OTP$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(29);
      expect(await inboxCount(sandbox, phone)).toBe(1);

      await t.redis.del(cooldownKey(phone)); // 30 seconds later
      await send(phone).expect(200);
      expect(await inboxCount(sandbox, phone)).toBe(2);
    });

    it('sends at most 5 codes per phone per hour', async () => {
      const phone = freshPhone();
      for (let i = 0; i < 5; i++) {
        await send(phone).expect(200);
        await t.redis.del(cooldownKey(phone));
      }
      const res = await send(phone).expect(429);
      expect(res.body.message).toBe(OTP_MESSAGES.phoneHourlyCap(3600));
      expect(res.body.message).toBe(
        'Too many OTP requests for this phone number. Please try again in 60 minutes',
      );
      expect(await inboxCount(sandbox, phone)).toBe(5);
    });

    it('limits sends from one client address, whatever the phone', async () => {
      const ip = freshIp();
      for (let i = 0; i < 8; i++) await send(freshPhone(), ip).expect(200);
      const phone = freshPhone();
      const res = await send(phone, ip).expect(429);
      expect(res.body.message).toBe(
        'Too many OTP requests from your network. Please try again in 60 minutes',
      );
      expect(await inboxCount(sandbox, phone)).toBe(0);
      await send(phone, freshIp()).expect(200);
    });

    it('answers 503 when the SMS provider fails or hangs, and lets the shopper retry at once', async () => {
      const phone = freshPhone();
      await sandbox.fault('sms', 'fail');
      const failed = await send(phone).expect(503);
      expect(failed.body).toEqual({ message: OTP_MESSAGES.smsTimeout });
      expect(await t.redis.exists(codeKey(phone))).toBe(0);

      await sandbox.fault('sms', 'timeout');
      const started = Date.now();
      const hung = await send(phone).expect(503);
      expect(hung.body).toEqual({ message: OTP_MESSAGES.smsTimeout });
      expect(Date.now() - started).toBeLessThan(5_000);

      await sandbox.fault('sms', 'ok');
      await send(phone).expect(200);
      expect(await inboxCount(sandbox, phone)).toBe(1);
    });

    it('answers 502 when MSG91 refuses the message (here: a blank auth key)', async () => {
      const app = await createTestApp(AppModule, {
        env: { MSG91_BASE_URL: sandbox.urls.http, MSG91_AUTH_KEY: ' ' },
      });
      try {
        const phone = freshPhone();
        const res = await app.agent().post('/api/auth/send-otp').send({ phone }).expect(502);
        expect(res.body).toEqual({ message: OTP_MESSAGES.smsFailed });
        expect(await inboxCount(sandbox, phone)).toBe(0);
      } finally {
        await app.close();
      }
    });
  });

  describe('verifying', () => {
    it('creates the user, signs in and answers both session readings', async () => {
      const phone = freshPhone();
      await send(phone).expect(200);
      const otp = await latestCode(sandbox, phone);
      const agent = t.agent();
      const res = await verify({ phone, otp, ...person }, freshIp(), agent).expect(200);
      const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ phone: `+91${phone}` });
      const expected = {
        loggedIn: true,
        userId: user.id,
        name: 'Asha Rao',
        userPhone: `+91${phone}`,
        user: { name: 'Asha Rao', phone: `+91${phone}`, email: 'asha@example.in' },
      };
      expect(sessionSchema.parse(res.body)).toEqual(expected);
      expect(String(res.headers['set-cookie'])).toMatch(/fg\.sid=.*HttpOnly/);
      expect((await agent.get('/api/auth/session').expect(200)).body).toEqual(expected);
      expect((await agent.get('/api/auth/me').expect(200)).body).toEqual({
        name: 'Asha Rao',
        phone: `+91${phone}`,
        email: 'asha@example.in',
      });
      const [record] = await t.dataSource.getRepository(OtpRecordEntity).findBy({ phone: `+91${phone}` });
      expect(record?.verified).toBe(1);
    });

    it('finds the same user for every spelling of the phone and keeps the latest name and e-mail', async () => {
      const phone = freshPhone();
      await send(phone).expect(200);
      const first = await verify({ phone, otp: await latestCode(sandbox, phone), ...person }).expect(200);
      await t.redis.del(cooldownKey(phone));
      await send(`+91${phone}`).expect(200);
      const second = await verify({
        phone: `91${phone}`,
        otp: await latestCode(sandbox, phone),
        name: 'Asha R. Kulkarni',
        email: 'asha.k@example.in',
      }).expect(200);
      expect(second.body.userId).toBe(first.body.userId);
      expect(second.body.user).toEqual({
        name: 'Asha R. Kulkarni',
        phone: `+91${phone}`,
        email: 'asha.k@example.in',
      });
      expect(await t.dataSource.getRepository(UserEntity).countBy({ phone: `+91${phone}` })).toBe(1);
    });

    it('keeps an admin sign-in of the same browser when the customer signs in', async () => {
      const phone = freshPhone();
      await send(phone).expect(200);
      const adminCookie = await t.sessionCookie({ isAdmin: true });
      const res = await verify(
        { phone, otp: await latestCode(sandbox, phone), ...person },
        freshIp(),
        t.agent().set('Cookie', adminCookie),
      ).expect(200);
      const cookie = String(res.headers['set-cookie']).split(';')[0]!;
      expect(cookie).not.toBe(adminCookie); // a new session id: no fixation
      const sessionId = decodeURIComponent(cookie.split('=')[1]!).replace(/^s:/, '').split('.')[0];
      const stored = JSON.parse((await t.redis.get(`sess:${sessionId}`)) ?? '{}');
      expect(stored).toMatchObject({ isAdmin: true, customer: { phone: `+91${phone}`, name: 'Asha Rao' } });
    });

    it('uses a code once', async () => {
      const phone = freshPhone();
      await send(phone).expect(200);
      const otp = await latestCode(sandbox, phone);
      const answers = await Promise.all([1, 2, 3].map(() => verify({ phone, otp, ...person })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      const again = await verify({ phone, otp, ...person }).expect(400);
      expect(again.body.message).toBe(OTP_MESSAGES.expired);
    });

    it('counts wrong codes down and kills the code at the fifth, so the sixth try fails even when right', async () => {
      const phone = freshPhone();
      await send(phone).expect(200);
      const otp = await latestCode(sandbox, phone);
      const wrong = otp === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i++)
        messages.push((await verify({ phone, otp: wrong, ...person }).expect(400)).body.message);
      expect(messages).toEqual([
        'Invalid OTP. 4 attempts left',
        'Invalid OTP. 3 attempts left',
        'Invalid OTP. 2 attempts left',
        'Invalid OTP. 1 attempt left',
        'Too many incorrect attempts. Please request a new OTP',
      ]);
      const sixth = await verify({ phone, otp, ...person }).expect(400);
      expect(sixth.body.message).toBe('Too many incorrect attempts. Please request a new OTP');
      expect(await t.dataSource.getRepository(UserEntity).countBy({ phone: `+91${phone}` })).toBe(0);

      // A new code starts with a clean count.
      await t.redis.del(cooldownKey(phone));
      await send(phone).expect(200);
      await verify({ phone, otp: await latestCode(sandbox, phone), ...person }).expect(200);
    });

    it('refuses an expired code (the Redis TTL ran out)', async () => {
      const phone = freshPhone();
      await send(phone).expect(200);
      const otp = await latestCode(sandbox, phone);
      await t.redis.pexpire(codeKey(phone), 1); // ten minutes later
      await new Promise((resolve) => setTimeout(resolve, 20));
      const res = await verify({ phone, otp, ...person }).expect(400);
      expect(res.body.message).toBe('OTP expired or not requested. Please request a new OTP');
    });

    it('refuses a code for a phone that never asked for one', async () => {
      const res = await verify({ phone: freshPhone(), otp: '123456', ...person }).expect(400);
      expect(res.body.message).toBe(OTP_MESSAGES.expired);
    });

    it('limits code checks from one client address across phones', async () => {
      const ip = freshIp();
      for (let i = 0; i < 12; i++)
        await verify({ phone: freshPhone(), otp: '123456', ...person }, ip).expect(400);
      const res = await verify({ phone: freshPhone(), otp: '123456', ...person }, ip).expect(429);
      expect(res.body.message).toBe(
        'Too many verification attempts from your network. Please try again in 60 minutes',
      );
    });
  });
});
