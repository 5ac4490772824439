import { Module } from '@nestjs/common';
import { REDIS, SERVICE_CONFIG } from '@festive/server-kit';
import type { Redis } from 'ioredis';
import { type OrdersConfig, shiprocketBaseUrl } from '../../config/orders-config';
import { ShiprocketClient } from './shiprocket-client';
import { ShiprocketTokenCache } from './shiprocket-token-cache';

/** The Shiprocket client at the URL configuration chooses (the sandbox in development). */
@Module({
  providers: [
    {
      provide: ShiprocketClient,
      inject: [SERVICE_CONFIG, REDIS],
      useFactory: (config: OrdersConfig, redis: Redis) =>
        new ShiprocketClient(
          {
            baseUrl: shiprocketBaseUrl(config),
            email: config.env.SHIPROCKET_EMAIL,
            password: config.env.SHIPROCKET_PASSWORD,
            timeoutMs: config.env.SHIPROCKET_TIMEOUT_MS,
          },
          new ShiprocketTokenCache(redis),
        ),
    },
  ],
  exports: [ShiprocketClient],
})
export class ShiprocketModule {}
