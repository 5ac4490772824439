import { Queue, type ConnectionOptions, type QueueOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ServiceConfig } from '../config/env';
import { DEFAULT_JOB_POLICY, jobRetention } from './job-policy';
import { closeRedis, createRedis, redisOptionsFromUrl } from './redis';

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

/**
 * The queues one producer adds jobs to, on one Redis connection between them. BullMQ opens a
 * connection per Queue when given options; a producer's adds are short commands that never
 * block, so one connection carries them all. Unlike a worker's, the connection fails a command
 * after a few reconnect attempts (createRedis) rather than holding it until Redis is back: an add
 * that fails is the caller's to retry, and a shutdown never waits on a Redis that is away.
 */
export class ProducerQueues<Name extends string> {
  private readonly connection: Redis;
  private readonly queues: Map<Name, Queue>;

  constructor(config: ServiceConfig, names: readonly Name[], connectionName: string) {
    this.connection = createRedis(config, { prefixed: false, name: connectionName });
    const options: QueueOptions = { ...queueOptions(config), connection: this.connection };
    this.queues = new Map(names.map((name) => [name, new Queue(name, options)]));
  }

  get(name: Name): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`no producer queue ${name}`);
    return queue;
  }

  /** Every queue, by name, in the order given. */
  entries(): IterableIterator<[Name, Queue]> {
    return this.queues.entries();
  }

  /** Closes the queues, then the connection they share (BullMQ leaves a shared one open). */
  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await closeRedis(this.connection);
  }
}
