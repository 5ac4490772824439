import type { Logger } from '@nestjs/common';
import { createWorker, parseJob, type SafeParseable, runWithRequestId } from '@festive/server-kit';
import { type Job, UnrecoverableError, type Worker } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';

export interface JobHandler<T extends { orderId: string; requestId?: string }> {
  queue: string;
  schema: SafeParseable<T>;
  /** Does the work; must be safe to run twice (jobs are delivered at least once). */
  handle(data: T, job: Job): Promise<void>;
  /** The last attempt failed (or the failure is permanent): make it visible on the order. */
  giveUp(data: T, error: Error): Promise<void>;
}

/** A permanent failure: no retry can help, so the job stops at once and the order is marked. */
export class PermanentJobError extends UnrecoverableError {}

/**
 * A BullMQ worker for one queue of the pipeline, with the service's lock duration. Each job runs
 * under the request id of the call that caused it, so its logs join the shopper's request.
 */
export function startJobWorker<T extends { orderId: string; requestId?: string }>(
  config: OrdersConfig,
  handler: JobHandler<T>,
  logger: Logger,
): Worker {
  const worker = createWorker(
    config,
    handler.queue,
    async (job: Job) => {
      const data = parseJob(job, handler.schema);
      const work = async () => {
        try {
          await handler.handle(data, job);
        } catch (error) {
          const failure = error as Error;
          const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
          logger.warn(
            {
              queue: job.queueName,
              jobId: job.id,
              orderId: data.orderId,
              attempt: job.attemptsMade + 1,
              err: failure.message,
            },
            lastAttempt || failure instanceof UnrecoverableError
              ? 'job failed for good'
              : 'job failed; will retry',
          );
          if (lastAttempt || failure instanceof UnrecoverableError) {
            await handler
              .giveUp(data, failure)
              .catch((markError: Error) =>
                logger.error({ orderId: data.orderId, err: markError.message }, 'could not mark the failure'),
              );
          }
          throw error;
        }
      };
      await (data.requestId ? runWithRequestId(data.requestId, work) : work());
    },
    // A worker that dies mid-job holds its lock for lockDuration; the stall check then hands the
    // job to another worker, which finds the work half done and finishes it idempotently.
    { lockDuration: config.env.JOB_LOCK_MS, stalledInterval: config.env.JOB_LOCK_MS, concurrency: 4 },
  );
  worker.on('error', (error) => logger.error({ queue: handler.queue, err: error.message }, 'worker error'));
  return worker;
}
