import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from '../config/env';
import { databaseName, dropDatabase, ensureDatabase } from '../database/admin';
import { rateLimitEnvShape } from '../rate-limit/rate-limit-settings';
import { closeRedis, createRedis } from '../redis/redis';

/**
 * The shoppers' call limits are out of the way of API tests, which make many calls as one
 * customer from one address; a test of a limit sets its own (createTestApp `env`).
 */
const UNLIMITED_CALLS = Object.fromEntries(
  Object.keys(rateLimitEnvShape).map((name) => [name, '1000000/1h']),
);

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/festive_gifts';

export interface TestEnvironment {
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  /**
   * True when the database is a copy of the template built by every service's committed
   * migrations: a service's migrate CLI would find nothing to do, so a helper may skip it.
   */
  migrated: boolean;
}

/**
 * Creates the test database as a copy of the template the API tests' global setup built with
 * every service's committed migrations (TEST_DATABASE_TEMPLATE): the same schemas as migrating
 * afresh, in a fraction of the time.
 */
async function createFromTemplate(databaseUrl: string, template: string): Promise<void> {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const name = databaseName(databaseUrl);
  // Checked like the test database's own name, so both can be quoted into DDL safely.
  const source = databaseName(`postgres://template/${template}`);
  const db = new DataSource({ type: 'postgres', url: maintenance.toString(), connectTimeoutMS: 5000 });
  await db.initialize();
  try {
    await db.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
  } finally {
    await db.destroy();
  }
}

/**
 * Variables for one test file: a fresh database `festive_test_<random>` on the server of
 * DATABASE_URL (created here, from the migrated template when the global setup made one; the
 * app's own migration run then finds nothing to do) and a Redis prefix of its own.
 */
export async function createTestEnvironment(extra: Record<string, string> = {}): Promise<TestEnvironment> {
  const suffix = randomBytes(6).toString('hex');
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  url.pathname = `/festive_test_${suffix}`;
  const databaseUrl = url.toString();
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (template) await createFromTemplate(databaseUrl, template);
  else await ensureDatabase(databaseUrl);
  return {
    databaseUrl,
    migrated: Boolean(template),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `fgtest-${suffix}`,
      ...UNLIMITED_CALLS,
      ...extra,
    },
  };
}

async function deleteKeys(config: ServiceConfig): Promise<void> {
  const client = createRedis(config, { prefixed: false, name: 'festive-test-cleanup' });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${config.env.REDIS_PREFIX}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    await closeRedis(client);
  }
}

/** Drops the test database and deletes every Redis key under the test's prefix. */
export async function removeTestEnvironment(
  environment: TestEnvironment,
  config?: ServiceConfig,
): Promise<void> {
  await Promise.all([dropDatabase(environment.databaseUrl), config ? deleteKeys(config) : undefined]);
}
