import {
  addressSchema,
  addressesResponseSchema,
  errorBodySchema,
  meSchema,
  messageResponseSchema,
  sendOtpResponseSchema,
  sessionSchema,
  verifyOtpResponseSchema,
} from '@festive/contracts';
import {
  createTestApp,
  startSandboxProcess,
  type SandboxProcess,
  type TestApp,
  lastContractRelease,
} from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { latestCode } from './otp-helpers';

/*
 * Identity ships on its own: its answers must parse with today's contracts and with those of the
 * last release (packages/contracts/releases), which the remotes still running were built with;
 * and what those released remotes send must still be accepted.
 */
const { fitsRelease, answers } = lastContractRelease();

describe('identity against the contracts of the last release', () => {
  let sandbox: SandboxProcess;
  let t: TestApp;
  const ip = '203.0.113.77';
  const shopper = { phone: '9845012345', name: 'Asha Rao', email: 'asha@example.in' };

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    t = await createTestApp(AppModule, {
      env: { MSG91_BASE_URL: sandbox.urls.http, SMS_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('sessionSchema: GET /api/auth/session of a visitor', async () => {
    answers('sessionSchema', sessionSchema, (await t.agent().get('/api/auth/session').expect(200)).body);
  });

  describe('a shopper signs in and keeps addresses, as the released checkout and account remotes do', () => {
    let signedIn: ReturnType<TestApp['agent']>;

    it('POST /api/auth/send-otp and POST /api/auth/verify-otp', async () => {
      signedIn = t.agent();
      const send = { phone: shopper.phone };
      fitsRelease('sendOtpSchema', send);
      const sent = await signedIn
        .post('/api/auth/send-otp')
        .set('X-Forwarded-For', ip)
        .send(send)
        .expect(200);
      answers('sendOtpResponseSchema', sendOtpResponseSchema, sent.body);

      const verify = { ...shopper, otp: await latestCode(sandbox, shopper.phone) };
      fitsRelease('verifyOtpSchema', verify);
      const res = await signedIn
        .post('/api/auth/verify-otp')
        .set('X-Forwarded-For', ip)
        .send(verify)
        .expect(200);
      expect(answers('verifyOtpResponseSchema', verifyOtpResponseSchema, res.body).loggedIn).toBe(true);
    });

    it('GET /api/auth/session and GET /api/auth/me, signed in', async () => {
      const session = answers(
        'sessionSchema',
        sessionSchema,
        (await signedIn.get('/api/auth/session').expect(200)).body,
      );
      expect(session.user).not.toBeNull();
      answers('meSchema', meSchema, (await signedIn.get('/api/auth/me').expect(200)).body);
    });

    it('the address calls', async () => {
      // The released account page leaves isDefault out for an ordinary address.
      const home = {
        address: '12 MG Road, Koregaon Park',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      };
      fitsRelease('createAddressSchema', home);
      const created = answers(
        'addressSchema',
        addressSchema,
        (await signedIn.post('/api/addresses').send(home).expect(201)).body,
      );
      fitsRelease('createAddressSchema', { ...home, isDefault: 1 });
      await signedIn
        .post('/api/addresses')
        .send({ ...home, isDefault: 1 })
        .expect(201);
      answers(
        'addressesResponseSchema',
        addressesResponseSchema,
        (await signedIn.get('/api/addresses').expect(200)).body,
      );
      const chosen = await signedIn.put(`/api/addresses/${created.id}/set-default`).expect(200);
      expect(answers('addressSchema', addressSchema, chosen.body).isDefault).toBe(1);
      const removed = await signedIn.delete(`/api/addresses/${created.id}`).expect(200);
      answers('messageResponseSchema', messageResponseSchema, removed.body);
    });

    it('a refused call answers the error body, and logout a message', async () => {
      const refused = await signedIn.post('/api/addresses').send({ pincode: '41' }).expect(400);
      answers('errorBodySchema', errorBodySchema, refused.body);
      const out = await signedIn.post('/api/auth/logout').expect(200);
      answers('messageResponseSchema', messageResponseSchema, out.body);
    });
  });
});
