import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { isDraining } from '../lifecycle/draining';
import { REDIS } from '../tokens';

const TIMEOUT_MS = 2000;

/** GET /health: 200 `{status: 'ok', ...}` when PostgreSQL and Redis answer, else 503. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<object> {
    if (isDraining()) {
      res.status(503);
      return { status: 'error', message: 'Shutting down' };
    }
    try {
      return await this.health.check([
        () => this.database.pingCheck('database').withTimeout(TIMEOUT_MS),
        () =>
          this.indicators
            .check('redis')
            .attempt(async () => {
              await this.redis.ping();
            })
            .withTimeout(TIMEOUT_MS),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503);
      return { message: 'Service unavailable', ...(error.getResponse() as object) };
    }
  }
}
