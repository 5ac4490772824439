import { phoneTrustResponseSchema } from '@festive/contracts';
import { type SandboxProcess, type TestApp, createTestApp, startSandboxProcess } from '@festive/server-kit';
import type { QueryRunner } from 'typeorm';
import { AppModule } from '../src/app.module';
import { OnePhoneFormat1766300000000 } from '../src/migrations/1766300000000-one-phone-format';
import { UserEntity } from '../src/users/user.entity';
import { freshIp, freshPhone, latestCode } from './otp-helpers';

const DAY_MS = 24 * 3600 * 1000;
const person = { name: 'Asha Rao', email: 'asha@example.in' };

describe('trusted phones (phone-trust) and one phone format', () => {
  let sandbox: SandboxProcess;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    t = await createTestApp(AppModule, {
      env: { MSG91_BASE_URL: sandbox.urls.http, SMS_TIMEOUT_MS: '1000', OTP_RESEND_SECONDS: '20' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  type Agent = ReturnType<TestApp['agent']>;
  /** Signs a fresh agent in with a code sent to `typed` (any accepted form of the phone). */
  const signIn = async (typed: string): Promise<Agent> => {
    const agent = t.agent();
    await agent
      .post('/api/auth/send-otp')
      .set('X-Forwarded-For', freshIp())
      .send({ phone: typed })
      .expect(200);
    const otp = await latestCode(sandbox, typed.replace(/\D/g, '').slice(-10));
    await agent
      .post('/api/auth/verify-otp')
      .set('X-Forwarded-For', freshIp())
      .send({ phone: typed, otp, ...person })
      .expect(200);
    return agent;
  };
  const trust = async (agent: Agent, phone: string) =>
    phoneTrustResponseSchema.parse(
      (await agent.post('/api/auth/phone-trust').send({ phone }).expect(200)).body,
    );

  it('stores the phone once, in E.164, however it was typed, with when it was verified', async () => {
    const phone = freshPhone();
    await signIn(`0${phone.slice(0, 5)} ${phone.slice(5)}`);
    // The same phone typed another way is the same phone: its resend wait runs.
    const again = await t
      .agent()
      .post('/api/auth/send-otp')
      .set('X-Forwarded-For', freshIp())
      .send({ phone });
    expect(again.status).toBe(429);
    await t.redis.del(`otp:cooldown:+91${phone}`);
    const agent = await signIn(`+91-${phone}`);
    const users = await t.dataSource.getRepository(UserEntity).findBy({ phone: `+91${phone}` });
    expect(users).toHaveLength(1);
    expect(Date.now() - users[0]!.phoneVerifiedAt!.getTime()).toBeLessThan(60_000);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.phone).toBe(`+91${phone}`);
  });

  it('trusts the signed-in shopper’s own verified phone, in any accepted form', async () => {
    const phone = freshPhone();
    const agent = await signIn(phone);
    expect(await trust(agent, phone)).toEqual({ trusted: true, resendAfterSeconds: 0 });
    expect(await trust(agent, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toMatchObject({ trusted: true });
  });

  it('never trusts another phone, and says how long its resend wait runs', async () => {
    const agent = await signIn(freshPhone());
    const other = freshPhone();
    expect(await trust(agent, other)).toEqual({ trusted: false, resendAfterSeconds: 0 });
    await t
      .agent()
      .post('/api/auth/send-otp')
      .set('X-Forwarded-For', freshIp())
      .send({ phone: other })
      .expect(200);
    const waiting = await trust(agent, `0${other}`);
    expect(waiting.trusted).toBe(false);
    expect(waiting.resendAfterSeconds).toBeGreaterThan(15);
    expect(waiting.resendAfterSeconds).toBeLessThanOrEqual(20);
  });

  it('does not trust a visitor', async () => {
    expect(await trust(t.agent(), freshPhone())).toEqual({ trusted: false, resendAfterSeconds: 0 });
  });

  it('stops trusting once the verification is older than TRUSTED_PHONE_DAYS', async () => {
    const phone = freshPhone();
    const agent = await signIn(phone);
    await t.dataSource.query(
      `UPDATE "identity"."users" SET "phone_verified_at" = now() - interval '31 days' WHERE "phone" = $1`,
      [`+91${phone}`],
    );
    expect(await trust(agent, phone)).toMatchObject({ trusted: false });
  });

  it('does not trust a session whose own verification is older than the window, or unknown', async () => {
    const phone = freshPhone();
    await signIn(phone);
    const [user] = await t.dataSource.getRepository(UserEntity).findBy({ phone: `+91${phone}` });
    const customer = { userId: user!.id, name: user!.name, phone: user!.phone, email: user!.email };
    const old = await t.sessionCookie({
      customer: { ...customer, phoneVerifiedAt: new Date(Date.now() - 31 * DAY_MS).toISOString() },
    });
    const unknown = await t.sessionCookie({ customer });
    for (const cookie of [old, unknown]) {
      const res = await t
        .agent()
        .post('/api/auth/phone-trust')
        .set('Cookie', cookie)
        .send({ phone })
        .expect(200);
      expect(res.body).toMatchObject({ trusted: false });
    }
  });

  describe('the migration', () => {
    let runner: QueryRunner;
    beforeAll(async () => {
      runner = t.dataSource.createQueryRunner();
    });
    afterAll(async () => {
      await runner.release();
    });

    it('converts stored phones to E.164 and keeps when each user last verified', async () => {
      const migration = new OnePhoneFormat1766300000000();
      await migration.down(runner);
      const a = freshPhone();
      const b = freshPhone();
      await runner.query(
        `INSERT INTO "identity"."users" ("phone", "name", "email") VALUES ($1, 'A', 'a@x.in'), ($2, 'B', 'b@x.in'),
           ('not a phone', 'C', 'c@x.in')`,
        [a, `+91 ${b.slice(0, 5)} ${b.slice(5)}`],
      );
      await runner.query(
        `INSERT INTO "identity"."otp_records" ("phone", "otp_hash", "expires_at", "verified", "created_at")
         VALUES ($1, 'h', now(), 1, now() - interval '3 days'), ($1, 'h', now(), 1, now() - interval '9 days'),
                ($2, 'h', now(), 0, now())`,
        [`0${a}`, `+91${b}`],
      );
      await migration.up(runner);
      const rows = (await runner.query(
        `SELECT "phone", "phone_verified_at" FROM "identity"."users" WHERE "name" IN ('A', 'B', 'C') ORDER BY "name"`,
      )) as { phone: string; phone_verified_at: Date | null }[];
      expect(rows.map((row) => row.phone)).toEqual([`+91${a}`, `+91${b}`, 'not a phone']);
      const verifiedDaysAgo = (Date.now() - rows[0]!.phone_verified_at!.getTime()) / DAY_MS;
      expect(verifiedDaysAgo).toBeGreaterThan(2.9);
      expect(verifiedDaysAgo).toBeLessThan(3.1);
      expect(rows[1]!.phone_verified_at).toBeNull();
      const records = (await runner.query(
        `SELECT DISTINCT "phone" FROM "identity"."otp_records" WHERE "phone" LIKE $1`,
        [`%${a}`],
      )) as { phone: string }[];
      expect(records).toEqual([{ phone: `+91${a}` }]);
    });
  });
});
