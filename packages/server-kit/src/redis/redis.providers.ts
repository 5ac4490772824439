import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ServiceConfig } from '../config/env';
import { createSessionStore } from '../session/session.middleware';
import { REDIS, SERVICE_CONFIG, SESSION_REDIS, SESSION_STORE } from '../tokens';
import { closeRedis, createRedis } from './redis';

/** Closes the service's Redis clients when the application shuts down. */
@Injectable()
export class RedisShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SESSION_REDIS) private readonly sessionRedis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([closeRedis(this.redis), closeRedis(this.sessionRedis)]);
  }
}

export const redisProviders: Provider[] = [
  { provide: REDIS, inject: [SERVICE_CONFIG], useFactory: (config: ServiceConfig) => createRedis(config) },
  {
    provide: SESSION_REDIS,
    inject: [SERVICE_CONFIG],
    // Workers load the module too but never touch sessions: connect on first use only.
    useFactory: (config: ServiceConfig) =>
      createRedis(config, {
        prefixed: false,
        name: `festive-${config.service}-sessions`,
        extra: { lazyConnect: true },
      }),
  },
  {
    provide: SESSION_STORE,
    inject: [SERVICE_CONFIG, SESSION_REDIS],
    useFactory: (config: ServiceConfig, client: Redis) => createSessionStore(config, client),
  },
  RedisShutdown,
];
