import { QUEUES } from '@festive/contracts';
import {
  bullPrefix,
  closeRedis,
  createQueue,
  createRedis,
  createTestApp,
  createTestWorker,
  eventually,
  freePort,
  type TestApp,
  type TestWorker,
} from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { DEV_SUPPORT_INBOX } from '../src/config/support-chat-config';
import { EscalationReconciler } from '../src/escalation/escalation-reconciler';
import { escalationJobId } from '../src/escalation/escalation-queue';
import { WorkerModule } from '../src/worker.module';
import { signIn } from './support/customers';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

jest.setTimeout(120_000);

/**
 * Redis is not the record: a live-agent request whose job Redis lost is found again from
 * PostgreSQL by the worker and e-mailed to the support team, once.
 */
describe('escalation reconciliation (worker)', () => {
  let sandbox: TestSandbox;
  let t: TestApp;
  let worker: TestWorker | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    env = {
      SMTP_URL: sandbox.urls.smtp,
      ORDERS_URL: `http://127.0.0.1:${await freePort()}`,
      // No automatic pass: the test runs one when it wants to.
      RECONCILE_INTERVAL_MS: '3600000',
      RECONCILE_GRACE_MINUTES: '0',
    };
    t = await createTestApp(AppModule, { env });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await sandbox?.close();
  });

  const mailFor = async (sessionId: string) =>
    (await sandbox.mail(DEV_SUPPORT_INBOX)).filter((m) => m.text?.includes(sessionId));
  const jobState = async (sessionId: string) => {
    const queue = createQueue(t.config, QUEUES.supportEscalation);
    try {
      return await queue.getJobState(escalationJobId(sessionId));
    } finally {
      await queue.close();
    }
  };
  /** Redis losing the queue: every BullMQ key of this test's prefix, and nothing else, goes. */
  const loseQueuedJobs = async () => {
    const client = createRedis(t.config, { prefixed: false, name: 'escalation-reconcile-test' });
    try {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${bullPrefix(t.config)}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await client.del(...keys);
      } while (cursor !== '0');
    } finally {
      await closeRedis(client);
    }
  };

  it('queues again a live-agent request whose job Redis lost, and the team gets one e-mail', async () => {
    const { cookie } = await signIn(t, { name: 'Meera Iyer' });
    await t
      .agent()
      .post('/api/chat')
      .set('Cookie', cookie)
      .send({ messages: [{ role: 'user', content: 'My diya set arrived broken' }] })
      .expect(200);
    await t.agent().post('/api/chat/request-live-agent').set('Cookie', cookie).expect(200);
    const sessionId = (await t.agent().get('/api/chat').set('Cookie', cookie).expect(200)).body.session
      .id as string;
    expect(await jobState(sessionId)).toBe('waiting');
    await loseQueuedJobs();
    expect(await jobState(sessionId)).toBe('unknown');

    worker = await createTestWorker(WorkerModule, {
      env: { ...env, DATABASE_URL: t.config.env.DATABASE_URL, REDIS_PREFIX: t.config.env.REDIS_PREFIX },
    });
    const reconciler = worker.app.get(EscalationReconciler);
    expect(await reconciler.reconcile()).toEqual({ requeued: [sessionId], stillQueued: 0 });
    await eventually(async () => expect(await mailFor(sessionId)).toHaveLength(1));
    await eventually(async () => {
      const [row] = await t.dataSource.query(
        `SELECT live_agent_notified FROM support_chat.chat_sessions WHERE id = $1`,
        [sessionId],
      );
      expect(row.live_agent_notified).toBe(1);
    });

    // Everything sent: a second pass owes nothing, and no second e-mail goes out.
    expect(await reconciler.reconcile()).toEqual({ requeued: [], stillQueued: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailFor(sessionId)).toHaveLength(1);
  });
});
