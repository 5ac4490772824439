import { Logger } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { ServiceConfig } from '../config/env';

/** ioredis options from a redis:// or rediss:// URL (user, password, database number, TLS). */
export function redisOptionsFromUrl(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/** The key prefix every Redis key of the system starts with. */
export const redisKeyPrefix = (config: ServiceConfig): string => `${config.env.REDIS_PREFIX}:`;

export interface CreateRedisOptions {
  /** Prefix keys with `<REDIS_PREFIX>:` (ioredis `keyPrefix`). Default true. */
  prefixed?: boolean;
  /** Shown in logs and `CLIENT LIST`. */
  name?: string;
  extra?: RedisOptions;
}

/**
 * An ioredis client for the service. Connection errors are logged (once per distinct message,
 * ioredis retries forever) instead of crashing the process with an unhandled 'error' event.
 */
export function createRedis(config: ServiceConfig, options: CreateRedisOptions = {}): Redis {
  const name = options.name ?? `festive-${config.service}`;
  const client = new Redis({
    ...redisOptionsFromUrl(config.env.REDIS_URL),
    keyPrefix: options.prefixed === false ? undefined : redisKeyPrefix(config),
    connectionName: name,
    // Fail a command after a few reconnect attempts instead of holding the request for minutes.
    maxRetriesPerRequest: 3,
    // Commands issued while the event loop handles one batch of I/O (the requests under way at a
    // peak: their sessions, rate limits, order locks, queue adds) go to Redis in one write, not a
    // system call each.
    enableAutoPipelining: true,
    ...options.extra,
  });
  const logger = new Logger('Redis');
  let lastMessage = '';
  client.on('error', (error: Error) => {
    if (error.message === lastMessage) return;
    lastMessage = error.message;
    logger.warn(`${name}: ${error.message}`);
  });
  client.on('ready', () => (lastMessage = ''));
  return client;
}

/** Closes a client without waiting forever on a server that has gone away. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  } finally {
    client.disconnect();
  }
}
