import { CONTROL_CHARACTERS_MESSAGE } from '@festive/contracts';
import { type SandboxProcess, type TestApp, createTestApp, startSandboxProcess } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { freshIp, freshPhone, latestCode } from './otp-helpers';

/**
 * An OTP is used up only by the sign-in it serves succeeding: a body the contract refuses never
 * reaches the code, and a right code whose sign-in then fails (here the database refusing the
 * user row) stays usable for the shopper's next try. It is still used once, and only once.
 */
describe('verify-otp keeps a right code until the sign-in succeeds', () => {
  let sandbox: SandboxProcess;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    t = await createTestApp(AppModule, { env: { MSG91_BASE_URL: sandbox.urls.http } });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  async function codeFor(phone: string) {
    await t.agent().post('/api/auth/send-otp').set('X-Forwarded-For', freshIp()).send({ phone }).expect(200);
    const otp = await latestCode(sandbox, phone);
    return (name: string) =>
      t
        .agent()
        .post('/api/auth/verify-otp')
        .set('X-Forwarded-For', freshIp())
        .send({ phone, otp, name, email: 'asha@example.in' });
  }

  it('refuses a name with a NUL before the code is touched, naming the field', async () => {
    const verify = await codeFor(freshPhone());
    const refused = await verify('Asha\u0000Rao').expect(400);
    expect(refused.body.message).toBe(`name: ${CONTROL_CHARACTERS_MESSAGE}`);
    const signedIn = await verify('Asha Rao').expect(200);
    expect(signedIn.body).toMatchObject({ loggedIn: true, name: 'Asha Rao' });
    await verify('Asha Rao').expect(400);
  });

  it('gives a right code back when the sign-in fails after the check, then uses it once', async () => {
    const verify = await codeFor(freshPhone());
    // A real refusal by PostgreSQL after the code was checked: the user row cannot be written.
    await t.dataSource.query(
      `ALTER TABLE identity.users ADD CONSTRAINT test_refused_name CHECK (name <> 'Asha Refused')`,
    );
    try {
      const failed = await verify('Asha Refused');
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.dataSource.query(`ALTER TABLE identity.users DROP CONSTRAINT test_refused_name`);
    }
    await verify('Asha Rao').expect(200);
    const again = await verify('Asha Rao').expect(400);
    expect(again.body.message).toBe('OTP expired or not requested. Please request a new OTP');
  });

  it('signs in only one of two simultaneous right answers', async () => {
    const verify = await codeFor(freshPhone());
    const answers = await Promise.all([verify('Asha Rao'), verify('Asha Rao')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
  });
});
