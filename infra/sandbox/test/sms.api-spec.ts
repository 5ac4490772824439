import { sandboxForTests } from './support/sandbox-for-tests';

const flow = (recipients: unknown[], extra: Record<string, unknown> = {}) => ({
  template_id: 'sandbox-otp-template',
  sender: 'FGIFTS',
  short_url: '0',
  recipients,
  ...extra,
});

describe('sandbox SMS (MSG91 flow API)', () => {
  const sandbox = sandboxForTests();

  beforeEach(async () => {
    await sandbox.http().delete('/sms/messages').expect(204);
  });

  it('keeps the rendered OTP text for the inbox and answers like MSG91', async () => {
    const res = await sandbox
      .http()
      .post('/api/v5/flow')
      .set('authkey', 'any-key')
      .send(flow([{ mobiles: '919876543210', otp: '042424' }]))
      .expect(200);
    expect(res.body).toEqual({ type: 'success', message: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const inbox = await sandbox.http().get('/sms/messages').query({ phone: '+91 98765 43210' }).expect(200);
    expect(inbox.body).toEqual([
      {
        id: expect.any(String),
        phone: '919876543210',
        message: expect.stringMatching(/^042424 is your Festival Gifts verification code/),
        date: expect.any(String),
        templateId: 'sandbox-otp-template',
        sender: 'FGIFTS',
        // The request id MSG91 answered, so a sender's record can be matched to the text.
        requestId: res.body.message,
      },
    ]);
  });

  it('lists newest first and filters by phone in any spelling', async () => {
    for (const otp of ['111111', '222222']) {
      await sandbox
        .http()
        .post('/api/v5/flow/')
        .set('authkey', 'k')
        .send(flow([{ mobiles: '919812345678', otp }]))
        .expect(200);
    }
    await sandbox.http().post('/sms/send').send({ phone: '9000000000', message: 'hello' }).expect(200);
    const inbox = await sandbox.http().get('/sms/messages').query({ phone: '9812345678' }).expect(200);
    expect(inbox.body.map((m: { message: string }) => m.message.slice(0, 6))).toEqual(['222222', '111111']);
  });

  it('refuses a call without an authkey with 401, as MSG91 does', async () => {
    const res = await sandbox
      .http()
      .post('/api/v5/flow')
      .send(flow([{ mobiles: '919876543210', otp: '1' }]))
      .expect(401);
    expect(res.body).toEqual({ type: 'error', message: 'Authentication failure' });
  });

  it.each([
    [flow([{ mobiles: '919876543210' }], { template_id: '' }), 'template_id is required'],
    [flow([{ mobiles: '+919876543210' }]), 'mobiles must be digits with the country code, e.g. 919876543210'],
    [flow([{ mobiles: '919876543210' }], { sender: 'TOOLONGID' }), 'sender must be a 6-letter DLT header'],
    [flow([]), 'recipients must be a list of 1 to 100 entries'],
  ])('answers 400 {type: error} for a bad body (%#)', async (body, message) => {
    const res = await sandbox.http().post('/api/v5/flow').set('authkey', 'k').send(body).expect(400);
    expect(res.body).toEqual({ type: 'error', message });
  });

  it('answers malformed JSON with 400 and keeps nothing', async () => {
    await sandbox
      .http()
      .post('/api/v5/flow')
      .set('authkey', 'k')
      .set('Content-Type', 'application/json')
      .send('{"template_id":')
      .expect(400);
    expect((await sandbox.http().get('/sms/messages').expect(200)).body).toEqual([]);
  });

  it('honours the sms fault: 503 when failing, no answer when timing out', async () => {
    await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'fail' }).expect(200);
    await sandbox
      .http()
      .post('/api/v5/flow')
      .set('authkey', 'k')
      .send(flow([{ mobiles: '919876543210', otp: '123456' }]))
      .expect(503);
    await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'timeout' }).expect(200);
    const started = Date.now();
    await expect(
      fetch(`${sandbox.urls.http}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: 'k', 'content-type': 'application/json' },
        body: JSON.stringify(flow([{ mobiles: '919876543210', otp: '123456' }])),
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const inbox = await sandbox.http().get('/sms/messages').expect(200);
    expect(inbox.body).toEqual([]);
  });
});
