import { Queue, type ConnectionOptions, type QueueOptions } from 'bullmq';
import type { ServiceConfig } from '../config/env';
import { DEFAULT_JOB_POLICY, jobRetention } from './job-policy';
import { redisOptionsFromUrl } from './redis';

/**
 * BullMQ keeps its keys under `<REDIS_PREFIX>:bull:<queue>:...`, so one REDIS_PREFIX isolates a
 * whole deployment (or test file) including its queues.
 */
export const bullPrefix = (config: ServiceConfig): string => `${config.env.REDIS_PREFIX}:bull`;

/**
 * Connection options for BullMQ. BullMQ opens its own connections from these (it must not get a
 * client with an ioredis keyPrefix) and blocking workers need maxRetriesPerRequest null.
 */
export function bullConnection(config: ServiceConfig): ConnectionOptions {
  return { ...redisOptionsFromUrl(config.env.REDIS_URL), maxRetriesPerRequest: null };
}

/** A queue's defaults: the system's job policy with its default numbers (job-policy.ts). */
export const DEFAULT_JOB_OPTIONS: QueueOptions['defaultJobOptions'] = jobRetention(DEFAULT_JOB_POLICY);

export function queueOptions(config: ServiceConfig): QueueOptions {
  return {
    connection: bullConnection(config),
    prefix: bullPrefix(config),
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  };
}

export function createQueue<Data = unknown>(config: ServiceConfig, name: string): Queue<Data> {
  return new Queue<Data>(name, queueOptions(config));
}
