import type { INestApplicationContext, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { SessionData, Store } from 'express-session';
import type { Redis } from 'ioredis';
import type { Agent as TestAgent } from 'supertest';
import { DataSource } from 'typeorm';
import { configureApp } from '../bootstrap/configure-app';
import type { ServiceConfig } from '../config/env';
import { runMigrations } from '../database/migrations';
import { CONFIG_SOURCE, REDIS, SERVICE_CONFIG, SESSION_STORE } from '../tokens';
import { storeSession } from './session-cookie';
import { createTestEnvironment, removeTestEnvironment } from './test-environment';

export interface TestAppOptions {
  /** Extra variables on top of the test defaults (e.g. S3_ENDPOINT of an in-process S3). */
  env?: Record<string, string>;
}

interface TestContext<App> {
  app: App;
  dataSource: DataSource;
  config: ServiceConfig;
  /** The service's Redis client (keys prefixed with the test's REDIS_PREFIX). */
  redis: Redis;
  /** Closes the app, drops the database and deletes the test's Redis keys. */
  close(): Promise<void>;
}

export interface TestApp extends TestContext<NestExpressApplication> {
  /** A supertest agent on the app; it keeps cookies between calls. */
  http: TestAgent;
  /** A fresh agent without cookies. */
  agent(): TestAgent;
  /** A `Cookie` header for a session holding `data`, as identity or admin would have written it. */
  sessionCookie(data: Omit<SessionData, 'cookie'>): Promise<string>;
}

export type TestWorker = TestContext<INestApplicationContext>;

/**
 * Compiles a service module against a fresh database and Redis prefix, starts it (HTTP
 * pipeline included when `http`), and runs the service's committed migrations.
 */
async function start<App extends INestApplicationContext>(
  moduleClass: Type<unknown>,
  options: TestAppOptions,
  create: (moduleRef: import('@nestjs/testing').TestingModule) => Promise<App>,
): Promise<TestContext<App>> {
  const { Test } = await import('@nestjs/testing');
  const environment = await createTestEnvironment(options.env);
  let app: App | undefined;
  try {
    const moduleRef = await Test.createTestingModule({ imports: [moduleClass] })
      .overrideProvider(CONFIG_SOURCE)
      .useValue(environment.env)
      .compile();
    app = await create(moduleRef);
    const config = app.get<ServiceConfig>(SERVICE_CONFIG);
    const dataSource = app.get(DataSource);
    await runMigrations(dataSource);
    const started = app;
    return {
      app,
      dataSource,
      config,
      redis: app.get<Redis>(REDIS),
      close: async () => {
        await started.close();
        await removeTestEnvironment(environment, config);
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await removeTestEnvironment(environment);
    throw error;
  }
}

/**
 * The real HTTP application of a service for an API test: its own database built by the
 * committed migrations and its own Redis prefix. Nothing of the service is mocked.
 */
export async function createTestApp(
  moduleClass: Type<unknown>,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { default: supertest } = await import('supertest');
  const context = await start(moduleClass, options, async (moduleRef) => {
    const app = moduleRef.createNestApplication<NestExpressApplication>({
      bodyParser: false,
      bufferLogs: true,
    });
    await configureApp(app);
    return app.init();
  });
  const server = context.app.getHttpServer();
  const store = context.app.get<Store>(SESSION_STORE);
  return {
    ...context,
    http: supertest.agent(server),
    agent: () => supertest.agent(server),
    sessionCookie: async (data) =>
      (await storeSession(store, context.config.env.SESSION_SECRET, data)).cookie,
  };
}

/** A worker module (BullMQ processors, no HTTP) on its own database and Redis prefix. */
export async function createTestWorker(
  moduleClass: Type<unknown>,
  options: TestAppOptions = {},
): Promise<TestWorker> {
  return start(moduleClass, options, (moduleRef) => moduleRef.init());
}
