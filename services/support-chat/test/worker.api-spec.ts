import { LIVE_AGENT_REQUESTED_MESSAGE, QUEUES } from '@festive/contracts';
import {
  bullConnection,
  bullPrefix,
  createQueue,
  createTestApp,
  createTestWorker,
  eventually,
  freePort,
  type TestApp,
  type TestWorker,
} from '@festive/server-kit';
import { type Job, QueueEvents } from 'bullmq';
import { AppModule } from '../src/app.module';
import { DEV_SUPPORT_INBOX } from '../src/config/support-chat-config';
import { escalationJobId } from '../src/escalation/escalation-queue';
import { WorkerModule } from '../src/worker.module';
import { signIn } from './support/customers';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * The live-agent flow end to end: the HTTP app flags the session and queues one job, the worker
 * (same database and Redis prefix) e-mails the transcript to the sandbox's SMTP catcher, once.
 */
describe('live agent escalation', () => {
  let sandbox: TestSandbox;
  let t: TestApp;
  let worker: TestWorker;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    const env = {
      SMTP_URL: sandbox.urls.smtp,
      ORDERS_URL: `http://127.0.0.1:${await freePort()}`,
      ESCALATION_JOB_BACKOFF_MS: '100',
      ESCALATION_JOB_ATTEMPTS: '3',
    };
    t = await createTestApp(AppModule, { env });
    worker = await createTestWorker(WorkerModule, {
      env: { ...env, DATABASE_URL: t.config.env.DATABASE_URL, REDIS_PREFIX: t.config.env.REDIS_PREFIX },
    });
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await sandbox?.close();
  });

  const mailFor = async (sessionId: string) =>
    (await sandbox.mail(DEV_SUPPORT_INBOX)).filter((m) => m.text?.includes(sessionId));

  it('flags the session, is idempotent, and e-mails the transcript exactly once', async () => {
    const { cookie, customer } = await signIn(t, { name: 'Asha <Rao>', phone: '+919812345678' });
    await t
      .agent()
      .post('/api/chat')
      .set('Cookie', cookie)
      .send({ messages: [{ role: 'user', content: 'Where is my parcel? <img src=x onerror=alert(1)>' }] })
      .expect(200);
    await t
      .agent()
      .post('/api/chat')
      .set('Cookie', cookie)
      .send({ messages: [{ role: 'user', content: 'I want to talk to a human' }] })
      .expect(200);

    const first = await t.agent().post('/api/chat/request-live-agent').set('Cookie', cookie).expect(200);
    expect(first.body).toEqual({ message: LIVE_AGENT_REQUESTED_MESSAGE });
    const second = await t.agent().post('/api/chat/request-live-agent').set('Cookie', cookie).expect(200);
    expect(second.body).toEqual({ message: LIVE_AGENT_REQUESTED_MESSAGE });

    const history = (await t.agent().get('/api/chat').set('Cookie', cookie).expect(200)).body;
    expect(history.session.liveAgentRequested).toBe(1);
    const sessionId: string = history.session.id;

    const [mail] = await eventually(async () => {
      const found = await mailFor(sessionId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mail!.to).toEqual([DEV_SUPPORT_INBOX]);
    expect(mail!.subject).toBe('Live agent requested: Asha <Rao> (+919812345678)');
    expect(mail!.text).toContain(`E-mail: ${customer.email}`);
    expect(mail!.text).toContain('Phone: +919812345678');
    expect(mail!.text).toContain('Asha <Rao>: Where is my parcel? <img src=x onerror=alert(1)>');
    expect(mail!.text).toContain('Asha <Rao>: I want to talk to a human');
    expect(mail!.text).toContain('Assistant: ');
    expect(mail!.html).toContain('Where is my parcel? &lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).toContain('Asha &lt;Rao&gt;');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain(customer.email);

    await eventually(async () => {
      const after = (await t.agent().get('/api/chat').set('Cookie', cookie).expect(200)).body;
      expect(after.session).toMatchObject({ liveAgentRequested: 1, liveAgentNotified: 1 });
    });

    // A third request after the e-mail went out: same answer, still one e-mail.
    await t.agent().post('/api/chat/request-live-agent').set('Cookie', cookie).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailFor(sessionId)).toHaveLength(1);
  });

  it('a request before any message opens a session and still e-mails the team', async () => {
    const { cookie, customer } = await signIn(t, { name: 'Ravi Kumar', phone: '+919900112233' });
    await t.agent().post('/api/chat/request-live-agent').set('Cookie', cookie).expect(200);
    const history = (await t.agent().get('/api/chat').set('Cookie', cookie).expect(200)).body;
    expect(history.session).toMatchObject({ userId: customer.userId, liveAgentRequested: 1 });
    expect(history.messages).toEqual([]);
    const [mail] = await eventually(async () => {
      const found = await mailFor(history.session.id);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mail!.subject).toBe('Live agent requested: Ravi Kumar (+919900112233)');
  });

  /** Adds a support.escalation job and waits until the worker has finished with it. */
  async function run(data: unknown, jobId?: string) {
    const queue = createQueue(worker.config, QUEUES.supportEscalation);
    const events = new QueueEvents(QUEUES.supportEscalation, {
      connection: bullConnection(worker.config),
      prefix: bullPrefix(worker.config),
    });
    try {
      await events.waitUntilReady();
      const job = await queue.add('test', data, {
        jobId,
        attempts: 3,
        backoff: { type: 'fixed', delay: 50 },
      });
      await job.waitUntilFinished(events, 15_000).catch(() => undefined);
      const finished = (await queue.getJob(job.id!)) as Job;
      return { state: await finished.getState(), failedReason: finished.failedReason };
    } finally {
      await events.close();
      await queue.close();
    }
  }

  it('fails a job with a bad payload at once, and keeps it visible', async () => {
    const job = await run({ session: 'x' });
    expect(job.state).toBe('failed');
    expect(job.failedReason).toMatch(/^invalid support\.escalation payload: sessionId: /);
  });

  it('fails a job for a session that does not exist without retrying', async () => {
    const job = await run({ sessionId: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55' });
    expect(job.state).toBe('failed');
    expect(job.failedReason).toBe('chat session 0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55 does not exist');
  });

  it('retries while SMTP fails, and the failed job stays visible when retries run out', async () => {
    const { cookie } = await signIn(t, { name: 'Kiran' });
    await t
      .agent()
      .post('/api/chat')
      .set('Cookie', cookie)
      .send({ messages: [{ role: 'user', content: 'hi' }] })
      .expect(200);
    const sessionId = (await t.agent().get('/api/chat').set('Cookie', cookie).expect(200)).body.session
      .id as string;
    await sandbox.fault('mail', 'fail');
    try {
      const job = await run({ sessionId }, `${escalationJobId(sessionId)}-retry-test`);
      expect(job.state).toBe('failed');
      const rows = await t.dataSource.query(
        `SELECT live_agent_notified FROM support_chat.chat_sessions WHERE id = $1`,
        [sessionId],
      );
      expect(rows[0].live_agent_notified).toBe(0);
    } finally {
      await sandbox.fault('mail', 'ok');
    }
    // A later job for the same session (the customer asks again) gets through.
    expect((await run({ sessionId }, `${escalationJobId(sessionId)}-again`)).state).toBe('completed');
    expect(await mailFor(sessionId)).toHaveLength(1);
  });
});
