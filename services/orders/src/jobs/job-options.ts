import { type JobPolicy, jobOptions as policyJobOptions, jobPolicy } from '@festive/server-kit';
import type { JobsOptions } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';

/**
 * The pipeline's numbers for the system's job policy: 12 attempts from 2 s add up to about 68
 * minutes of retries, a job's lock lasts JOB_LOCK_MS, and a worker runs four jobs at once.
 */
export function ordersJobPolicy(config: OrdersConfig): JobPolicy {
  return jobPolicy({
    attempts: config.env.JOB_ATTEMPTS,
    backoffMs: config.env.JOB_BACKOFF_MS,
    lockMs: config.env.JOB_LOCK_MS,
    concurrency: 4,
    keepCompletedSeconds: 7 * 24 * 3600,
  });
}

/**
 * Every job of the pipeline, named by its outbox row so a second relay of the same row (or a
 * reconciliation pass) never makes a second job.
 */
export function jobOptions(config: OrdersConfig, jobId: string): JobsOptions {
  return policyJobOptions(ordersJobPolicy(config), jobId);
}
