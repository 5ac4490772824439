import { JobWorker, jobQueueOf, parseJob, runWithRequestId, type SafeParseable } from '@festive/server-kit';
import { type Job, UnrecoverableError } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';
import { ordersJobPolicy } from './job-options';

/** A permanent failure: no retry can help, so the job stops at once and the order is marked. */
export class PermanentJobError extends UnrecoverableError {}

type OrderJob = { orderId: string; requestId?: string };

/**
 * A processor of one queue of the pipeline (declared with `@JobProcessor(queue)`), under the
 * orders job policy. Each job runs under the request id of the call that caused it, so its logs
 * join the shopper's request. When the last attempt fails, or the failure is permanent, the
 * order is marked so the shop sees it; the job itself stays in the failed set.
 */
export abstract class OrderJobWorker<T extends OrderJob> extends JobWorker {
  protected abstract readonly schema: SafeParseable<T>;

  protected constructor(config: OrdersConfig) {
    // Each queue runs as many jobs at once as its own setting says.
    super(ordersJobPolicy(config, jobQueueOf(new.target)));
  }

  /** Does the work; must be safe to run twice (jobs are delivered at least once). */
  protected abstract handle(data: T, job: Job): Promise<void>;

  /** The last attempt failed (or the failure is permanent): make it visible on the order. */
  protected abstract giveUp(data: T, error: Error): Promise<void>;

  async process(job: Job): Promise<void> {
    const data = parseJob(job, this.schema);
    const work = async () => {
      try {
        await this.handle(data, job);
      } catch (error) {
        await this.failed(job, data, error as Error);
        throw error;
      }
    };
    await (data.requestId ? runWithRequestId(data.requestId, work) : work());
  }

  private async failed(job: Job, data: T, failure: Error): Promise<void> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const forGood = lastAttempt || failure instanceof UnrecoverableError;
    this.logger.warn(
      {
        queue: job.queueName,
        jobId: job.id,
        orderId: data.orderId,
        attempt: job.attemptsMade + 1,
        err: failure.message,
      },
      forGood ? 'job failed for good' : 'job failed; will retry',
    );
    if (!forGood) return;
    await this.giveUp(data, failure).catch((markError: Error) =>
      this.logger.error({ orderId: data.orderId, err: markError.message }, 'could not mark the failure'),
    );
  }
}
