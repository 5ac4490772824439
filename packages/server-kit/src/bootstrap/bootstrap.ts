import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServiceName } from '@festive/contracts';
import { Logger } from 'nestjs-pino';
import { loadConfig } from '../config/env';
import { stopGracefullyOnSignals } from '../lifecycle/graceful-shutdown';
import { startWorkerHealth } from '../lifecycle/worker-health';
import { configureApp } from './configure-app';
import { startupFailure } from './startup-failure';

export interface BootstrapOptions {
  name: ServiceName;
  module: Type<unknown>;
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
