import type { JobsOptions } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';

/**
 * Every job of the pipeline: retried with exponential backoff (12 attempts from 2 s add up to
 * about 68 minutes), kept when it finally fails so it stays visible, and named by its outbox row
 * so a second relay of the same row never makes a second job.
 */
export function jobOptions(config: OrdersConfig, jobId: string): JobsOptions {
  return {
    jobId,
    attempts: config.env.JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.env.JOB_BACKOFF_MS },
    removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
    removeOnFail: false,
  };
}
