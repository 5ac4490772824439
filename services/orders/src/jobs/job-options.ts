import { QUEUES, type QueueName } from '@festive/contracts';
import { type JobPolicy, jobOptions as policyJobOptions, jobPolicy } from '@festive/server-kit';
import type { JobsOptions } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';

/** How many jobs of a queue one worker runs at once (orders-config: *_JOB_CONCURRENCY). */
function concurrencyOf(config: OrdersConfig, queue: QueueName | undefined): number {
  switch (queue) {
    case QUEUES.shippingSubmit:
      return config.env.SHIPPING_JOB_CONCURRENCY;
    case QUEUES.invoiceEmail:
      return config.env.INVOICE_JOB_CONCURRENCY;
    case QUEUES.notificationSend:
      return config.env.NOTIFICATION_JOB_CONCURRENCY;
    case QUEUES.refundRazorpay:
      return config.env.REFUND_JOB_CONCURRENCY;
    default:
      return 4;
  }
}

/**
 * The pipeline's numbers for the system's job policy: 12 attempts from 2 s add up to about 68
 * minutes of retries, a job's lock lasts JOB_LOCK_MS, and a worker runs as many jobs of `queue`
 * at once as its own setting says.
 */
export function ordersJobPolicy(config: OrdersConfig, queue?: QueueName): JobPolicy {
  return jobPolicy({
    attempts: config.env.JOB_ATTEMPTS,
    backoffMs: config.env.JOB_BACKOFF_MS,
    lockMs: config.env.JOB_LOCK_MS,
    concurrency: concurrencyOf(config, queue),
    keepCompletedSeconds: 7 * 24 * 3600,
  });
}

/**
 * Every job of the pipeline, named by its outbox row so a second enqueue of the same row (or a
 * reconciliation pass) never makes a second job.
 */
export function jobOptions(config: OrdersConfig, jobId: string): JobsOptions {
  return policyJobOptions(ordersJobPolicy(config), jobId);
}
