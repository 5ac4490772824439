import { type SandboxProcess, type TestApp, createTestApp, startSandboxProcess } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { freshIp, freshPhone, latestCode } from './otp-helpers';

/**
 * A right code whose sign-in then fails for another reason (here PostgreSQL refusing a NUL in
 * the name) is not used up: the shopper corrects the name and signs in with the same code.
 */
describe('verify-otp keeps a right code when the sign-in fails for another reason', () => {
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

  it('answers as before, then accepts the same code once, and only once', async () => {
    const phone = freshPhone();
    await t.agent().post('/api/auth/send-otp').set('X-Forwarded-For', freshIp()).send({ phone }).expect(200);
    const otp = await latestCode(sandbox, phone);
    const verify = (name: string) =>
      t
        .agent()
        .post('/api/auth/verify-otp')
        .set('X-Forwarded-For', freshIp())
        .send({ phone, otp, name, email: 'asha@example.in' });

    const refused = await verify('Asha\u0000Rao').expect(400);
    expect(refused.body).toMatchObject({ message: 'name: must not contain control characters' });
    const signedIn = await verify('Asha Rao').expect(200);
    expect(signedIn.body).toMatchObject({ loggedIn: true, name: 'Asha Rao' });
    await verify('Asha Rao').expect(400);
  });
});
