import { QUEUES } from '@festive/contracts';
import type { Job } from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from './bullmq';
import { JobProcessor, JobWorker, jobOptions, jobPolicy, jobWorkerOptions } from './job-policy';

/** Where @Processor keeps a processor's worker options (the key @nestjs/bullmq reads them under). */
const WORKER_METADATA = 'bullmq:worker_metadata';

describe('job policy', () => {
  const policy = jobPolicy({ attempts: 4, backoffMs: 200, lockMs: 1500, concurrency: 4 });

  it('names the job, backs off exponentially and keeps failed jobs', () => {
    expect(jobOptions(policy, 'row-1')).toEqual({
      jobId: 'row-1',
      attempts: 4,
      backoff: { type: 'exponential', delay: 200 },
      removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
      removeOnFail: false,
    });
  });

  it('gives a worker the lock as its stall check, and the concurrency', () => {
    expect(jobWorkerOptions(policy)).toEqual({ lockDuration: 1500, stalledInterval: 1500, concurrency: 4 });
  });

  it('queue defaults follow the default policy', () => {
    expect(DEFAULT_JOB_OPTIONS).toMatchObject({ attempts: 12, removeOnFail: false });
  });

  it('a JobWorker sets its worker options from the policy it is built with', () => {
    @JobProcessor(QUEUES.invoiceEmail)
    class Example extends JobWorker {
      constructor(lockMs: number) {
        super(jobPolicy({ lockMs }));
      }
      process(_job: Job): Promise<void> {
        return Promise.resolve();
      }
    }
    new Example(5000);
    expect(Reflect.getMetadata(WORKER_METADATA, Example)).toMatchObject({ lockDuration: 5000 });
    new Example(2000);
    expect(Reflect.getMetadata(WORKER_METADATA, Example)).toMatchObject({ lockDuration: 2000 });
  });

  it('refuses a JobWorker declared without @JobProcessor', () => {
    class Bare extends JobWorker {
      constructor() {
        super(jobPolicy({}));
      }
      process(): Promise<void> {
        return Promise.resolve();
      }
    }
    expect(() => new Bare()).toThrow('Bare must be declared with @JobProcessor(queue)');
  });
});
