import { QUEUES } from '@festive/contracts';
import {
  bullConnection,
  bullPrefix,
  createQueue,
  createTestWorker,
  type TestWorker,
} from '@festive/server-kit';
import { type Job, QueueEvents } from 'bullmq';
import { WorkerModule } from '../src/worker.module';

describe('support-chat worker', () => {
  let t: TestWorker;

  beforeAll(async () => {
    t = await createTestWorker(WorkerModule);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Adds a support.escalation job and waits until the worker has finished with it. */
  async function run(data: unknown) {
    const queue = createQueue(t.config, QUEUES.supportEscalation);
    const events = new QueueEvents(QUEUES.supportEscalation, {
      connection: bullConnection(t.config),
      prefix: bullPrefix(t.config),
    });
    try {
      await events.waitUntilReady();
      const job = await queue.add('test', data);
      await job.waitUntilFinished(events, 10_000).catch(() => undefined);
      const finished = (await queue.getJob(job.id!)) as Job;
      return { state: await finished.getState(), failedReason: finished.failedReason };
    } finally {
      await events.close();
      await queue.close();
    }
  }

  it('processes a valid escalation job', async () => {
    expect((await run({ sessionId: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55' })).state).toBe('completed');
  });

  it('fails a job with a bad payload', async () => {
    const job = await run({ session: 'x' });
    expect(job.state).toBe('failed');
    expect(job.failedReason).toMatch(/^invalid support\.escalation payload: sessionId: /);
  });
});
