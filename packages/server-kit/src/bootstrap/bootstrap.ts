import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServiceName } from '@festive/contracts';
import { Logger } from 'nestjs-pino';
import { type ServiceConfig, loadConfig } from '../config/env';
import { stopGracefullyOnSignals } from '../lifecycle/graceful-shutdown';
import { startWorkerHealth } from '../lifecycle/worker-health';
import { configureApp } from './configure-app';

export interface BootstrapOptions {
  name: ServiceName;
  module: Type<unknown>;
}

const portOf = (url: string, fallback: number) => Number(new URL(url).port || fallback);

/** One line saying what went wrong and, for the usual suspects, what to start. */
export function startupFailure(what: string, error: unknown, config?: ServiceConfig): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  const { code, port } = (error ?? {}) as { code?: string; port?: number };
  const unreachable = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT';
  if (unreachable && config && port === portOf(config.env.DATABASE_URL, 5432)) {
    return `${what} could not start: PostgreSQL is not reachable (${message}); start it or set DATABASE_URL`;
  }
  if (unreachable && config && port === portOf(config.env.REDIS_URL, 6379)) {
    return `${what} could not start: Redis is not reachable (${message}); start it or set REDIS_URL`;
  }
  if (code === '3D000')
    return `${what} could not start: ${message}; run its migrations (dist/cli/migrate.js) first`;
  return `${what} could not start: ${message}`;
}

function exitWith(line: string): never {
  console.error(line);
  process.exit(1);
}

/** HTTP entry point of a service (`dist/main.js`): listens on HOST:<SERVICE>_PORT. */
export async function bootstrapService({ name, module }: BootstrapOptions): Promise<NestExpressApplication> {
  let config;
  try {
    config = loadConfig(name);
  } catch (error) {
    exitWith((error as Error).message);
  }
  try {
    const app = await NestFactory.create<NestExpressApplication>(module, {
      // Nest's own console logger stays off until pino takes over (configureApp), so a failed
      // start prints only the one line below instead of retries and stack dumps.
      logger: false,
      bodyParser: false,
      abortOnError: false,
    });
    await configureApp(app);
    await app.listen(config.port, config.env.HOST);
    const logger = app.get(Logger);
    stopGracefullyOnSignals({
      delayMs: config.env.SHUTDOWN_DELAY_MS,
      server: app.getHttpServer(),
      close: () => app.close(),
      log: (message) => logger.log(`${name}: ${message}`, 'Shutdown'),
    });
    logger.log(`${name} listening on http://${config.env.HOST}:${config.port}`, 'Bootstrap');
    return app;
  } catch (error) {
    exitWith(startupFailure(name, error, config));
  }
}

/** Worker entry point (`dist/worker.js`): a Nest application context, no HTTP. */
export async function bootstrapWorker({ name, module }: BootstrapOptions): Promise<INestApplicationContext> {
  let config;
  try {
    config = loadConfig(name);
  } catch (error) {
    exitWith((error as Error).message);
  }
  try {
    const app = await NestFactory.createApplicationContext(module, { logger: false, abortOnError: false });
    const logger = app.get(Logger);
    app.useLogger(logger);
    const healthPort = config.env.HEALTH_PORT ?? config.port + 100;
    const health = await startWorkerHealth(app, config.env.HOST, healthPort);
    stopGracefullyOnSignals({
      delayMs: config.env.SHUTDOWN_DELAY_MS,
      // Queue workers finish the job in hand and take no new one (their onModuleDestroy hooks).
      close: async () => {
        await app.close();
        health.close();
      },
      log: (message) => logger.log(`${name} worker: ${message}`, 'Shutdown'),
    });
    logger.log(
      `${name} worker started (health on http://${config.env.HOST}:${healthPort}/health)`,
      'Bootstrap',
    );
    return app;
  } catch (error) {
    exitWith(startupFailure(`${name} worker`, error, config));
  }
}
