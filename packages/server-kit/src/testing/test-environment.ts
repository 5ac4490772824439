import { randomBytes } from 'node:crypto';
import type { ServiceConfig } from '../config/env';
import { dropDatabase, ensureDatabase } from '../database/admin';
import { closeRedis, createRedis } from '../redis/redis';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/festive_gifts';

export interface TestEnvironment {
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
}

/**
 * Variables for one test file: a fresh database `festive_test_<random>` on the server of
 * DATABASE_URL (created here) and a Redis prefix of its own.
 */
export async function createTestEnvironment(extra: Record<string, string> = {}): Promise<TestEnvironment> {
  const suffix = randomBytes(6).toString('hex');
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  url.pathname = `/festive_test_${suffix}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  return {
    databaseUrl,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `fgtest-${suffix}`,
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
