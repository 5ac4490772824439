import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { QueueName } from '@festive/contracts';
import type { JobsOptions, WorkerOptions } from 'bullmq';

/**
 * How every job of the system is retried, kept and locked. The numbers come from each service's
 * own variables (orders: JOB_ATTEMPTS, JOB_BACKOFF_MS, JOB_LOCK_MS; support-chat:
 * ESCALATION_JOB_ATTEMPTS, ESCALATION_JOB_BACKOFF_MS); the rules are here, once.
 */
export interface JobPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** First retry delay; each next one doubles (exponential backoff). */
  backoffMs: number;
  /**
   * How long a running job's lock lasts without renewal. A worker that dies mid-job holds it this
   * long; the stall check (same interval) then hands the job to another worker.
   */
  lockMs: number;
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** How long a completed job stays in Redis (the newest 10 000 at most). */
  keepCompletedSeconds: number;
}

export const DEFAULT_JOB_POLICY: JobPolicy = {
  attempts: 12,
  backoffMs: 2000,
  lockMs: 30_000,
  concurrency: 1,
  keepCompletedSeconds: 7 * 24 * 3600,
};

export function jobPolicy(overrides: Partial<JobPolicy>): JobPolicy {
  return { ...DEFAULT_JOB_POLICY, ...overrides };
}

/** Options of a job without its id (a queue's defaults). */
export function jobRetention(policy: JobPolicy): JobsOptions {
  return {
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffMs },
    removeOnComplete: { age: policy.keepCompletedSeconds, count: 10_000 },
    // A job that fails for good stays in the failed set, visible, until someone looks at it.
    removeOnFail: false,
  };
}

/**
 * Options of one job. The id is chosen by the caller from what the job is about (an outbox row, a
 * chat session): adding a job whose id Redis still holds adds nothing, which is what makes a
 * second relay, a retried request or a reconciliation pass harmless.
 */
export function jobOptions(policy: JobPolicy, jobId: string): JobsOptions {
  return { jobId, ...jobRetention(policy) };
}

/** A worker's settings under the policy. */
export function jobWorkerOptions(policy: JobPolicy): Partial<WorkerOptions> {
  return { lockDuration: policy.lockMs, stalledInterval: policy.lockMs, concurrency: policy.concurrency };
}

const JOB_QUEUE = Symbol('festive:job-queue');

/**
 * `@Processor(queue)` for a JobWorker. The worker's lock, stall check and concurrency come from
 * the service's configuration, known only when the processor is built, so JobWorker sets them then.
 */
export function JobProcessor(queue: QueueName): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(JOB_QUEUE, queue, target);
    Processor(queue)(target);
  };
}

/** The queue a class was declared for with `@JobProcessor(queue)`, if it was. */
export function jobQueueOf(target: object): QueueName | undefined {
  return Reflect.getMetadata(JOB_QUEUE, target) as QueueName | undefined;
}

/**
 * A @nestjs/bullmq processor under a JobPolicy. Subclasses are declared with `@JobProcessor(queue)`
 * and implement `process(job)`.
 *
 * @nestjs/bullmq reads a processor's worker options from its `@Processor` metadata when it starts
 * the workers (module init, after every provider is built), so the constructor applies the
 * policy's options then, through the same decorator. Two worker modules of one class built at
 * the same moment with different policies would share the later one; processes and tests build
 * them one after another.
 *
 * On shutdown the worker closes in beforeApplicationShutdown: it takes no new job and the one
 * under way finishes before any onApplicationShutdown hook closes the database or Redis.
 * (@nestjs/bullmq closes its workers only in onApplicationShutdown, beside those, in no order it
 * promises; its second close() returns the same promise.)
 */
export abstract class JobWorker extends WorkerHost implements BeforeApplicationShutdown {
  protected readonly logger: Logger;

  protected constructor(protected readonly policy: JobPolicy) {
    super();
    const target = new.target;
    this.logger = new Logger(target.name);
    const queue = jobQueueOf(target);
    if (!queue) throw new Error(`${target.name} must be declared with @JobProcessor(queue)`);
    Processor(queue, jobWorkerOptions(policy))(target);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  /** Connection trouble is logged here (ioredis reconnects) rather than crashing the process. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.error({ queue: this.worker.name, err: error.message }, 'worker error');
  }
}
