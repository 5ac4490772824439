import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import type { ServiceName } from '@festive/contracts';
import { ConfigModule } from './config/config.module';
import type { ExtraShape, LoadConfigOptions, ServiceConfig } from './config/env';
import { type DatabaseParts, dataSourceOptions } from './database/data-source';
import { HealthController } from './health/health.controller';
import { AllExceptionsFilter } from './http/exception.filter';
import { SameOriginGuard } from './http/same-origin.guard';
import { InternalClient } from './internal/internal-client';
import { InternalTokenGuard } from './internal/internal-token.guard';
import { loggerModule } from './logging/logger.module';
import { RateLimiter } from './rate-limit/rate-limiter';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { redisProviders } from './redis/redis.providers';
import { REDIS, SESSION_STORE, SERVICE_CONFIG } from './tokens';

export interface ServerKitOptions<Shape extends ExtraShape> extends DatabaseParts {
  service: ServiceName;
  /** Variables of this service on top of the shared ones. */
  config?: LoadConfigOptions<Shape>;
}

/**
 * The plumbing every service imports once in its AppModule: checked configuration, pino logging,
 * its TypeORM data source, Redis, the session store, /health, the error filter and the internal
 * client. Global, so feature modules inject these without importing anything. Every service gets
 * the cross-site request rules (SameOriginGuard) here, so no service can forget them.
 */
@Module({})
export class ServerKitModule {
  static forRoot<Shape extends ExtraShape = Record<never, never>>(
    options: ServerKitOptions<Shape>,
  ): DynamicModule {
    return {
      module: ServerKitModule,
      global: true,
      imports: [
        ConfigModule.forService(options.service, options.config),
        loggerModule(),
        TypeOrmModule.forRootAsync({
          inject: [SERVICE_CONFIG],
          useFactory: (config: ServiceConfig): TypeOrmModuleOptions => ({
            ...dataSourceOptions(config, options),
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
        TerminusModule.forRoot({ errorLogStyle: 'json' }),
      ],
      controllers: [HealthController],
      providers: [
        ...redisProviders,
        InternalClient,
        InternalTokenGuard,
        RateLimiter,
        RateLimitGuard,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: SameOriginGuard },
      ],
      exports: [REDIS, SESSION_STORE, InternalClient, InternalTokenGuard, RateLimiter, RateLimitGuard],
    };
  }
}
