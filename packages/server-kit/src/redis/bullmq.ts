import {
  Queue,
  Worker,
  type ConnectionOptions,
  type Processor,
  type QueueOptions,
  type WorkerOptions,
} from 'bullmq';
import type { ServiceConfig } from '../config/env';
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

/** Retries back off exponentially for tens of minutes (design.md §3) and failures stay visible. */
export const DEFAULT_JOB_OPTIONS: QueueOptions['defaultJobOptions'] = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: false,
};

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

export function createWorker<Data = unknown>(
  config: ServiceConfig,
  name: string,
  processor: Processor<Data>,
  options: Partial<WorkerOptions> = {},
): Worker<Data> {
  return new Worker<Data>(name, processor, {
    connection: bullConnection(config),
    prefix: bullPrefix(config),
    ...options,
  });
}
