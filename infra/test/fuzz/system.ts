import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVICE_NAMES, serviceEnvPrefix, type ServiceName } from '@festive/contracts';
import {
  createDataSource,
  createRedis,
  createTestEnvironment,
  loadConfig,
  removeTestEnvironment,
  type SandboxProcess,
  startSandboxProcess,
  freePort,
  waitForHealth,
} from '@festive/server-kit';

const ROOT = path.resolve(__dirname, '../../..');
/** The admin's password for this run (development mode signs in with the plain value). */
export const ADMIN_PASSWORD = 'fuzz-admin-password';

/** The five services as production runs them, on one fresh database and Redis prefix. */
export interface FuzzSystem {
  urls: Record<ServiceName, string>;
  sandbox: SandboxProcess;
  database: ReturnType<typeof createDataSource>;
  /** Unprefixed client on the shared Redis (keys are read under `prefix`). */
  redis: ReturnType<typeof createRedis>;
  prefix: string;
  /** What each service printed (its logs at `warn` and above), for a failure's explanation. */
  output(name: ServiceName): string;
  /**
   * What a refused request must leave alone, read in one round trip each from PostgreSQL and
   * Redis: a hash of the stock, reservation, order, item, return, refund and payment rows, and
   * the session keys.
   */
  snapshot(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Starts the sandbox stand-ins and every service from its built `dist/main.js` (rebuilt first
 * when stale), sharing one database copied from the migrated template and one Redis prefix, so
 * calls between services (orders → catalog, support-chat → orders, admin → both) are real.
 * The per-client limits are raised: the fuzz sends hundreds of requests from one address, and a
 * 429 would hide what the handler behind it does with the input.
 */
export async function startSystem(): Promise<FuzzSystem> {
  const names = [...SERVICE_NAMES];
  const build = spawnSync(process.execPath, ['scripts/build.mjs', ...names.map((n) => `services/${n}`)], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

  const sandbox = await startSandboxProcess();
  const environment = await createTestEnvironment();
  const urls = {} as Record<ServiceName, string>;
  const shared: NodeJS.ProcessEnv = {
    ...environment.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SANDBOX_URL: sandbox.urls.http,
    S3_ENDPOINT: sandbox.urls.s3,
    SMTP_URL: sandbox.urls.smtp,
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    OTP_SENDS_PER_DEVICE_PER_HOUR: '10000',
    OTP_VERIFIES_PER_IP_PER_HOUR: '100000',
    OTP_VERIFIES_PER_PHONE_PER_HOUR: '10000',
    ADMIN_PASSWORD,
    ADMIN_SIGN_IN_ATTEMPTS: '1000',
    ...Object.fromEntries(
      ['CHAT_MESSAGES', 'ORDERS', 'ADDRESS_WRITES', 'PINCODE_CHECKS', 'RETURN_REQUESTS'].flatMap((call) => [
        [`RATE_LIMIT_${call}`, '100000/1h'],
        [`RATE_LIMIT_${call}_PER_ADDRESS`, '100000/1h'],
      ]),
    ),
    // No background polling competing with the requests for the two cores.
    UPLOAD_SWEEP_INTERVAL_MINUTES: '0',
  };
  for (const name of names) {
    const port = await freePort();
    shared[`${serviceEnvPrefix(name)}_PORT`] = String(port);
    shared[`${serviceEnvPrefix(name)}_URL`] = urls[name] = `http://127.0.0.1:${port}`;
  }
  const config = loadConfig('admin', shared);
  const redis = createRedis(config, { prefixed: false, name: 'festive-fuzz' });
  // No entities: the fuzz reads every service's tables with plain SQL, schema-qualified.
  const database = createDataSource(config, { entities: [], migrations: [] });
  const children = new Map<ServiceName, ChildProcess>();
  const outputs = new Map<ServiceName, string>();

  const close = async () => {
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    redis.disconnect();
    if (database.isInitialized) await database.destroy();
    await removeTestEnvironment(environment, config);
    await sandbox.close();
  };

  try {
    if (!environment.migrated) {
      for (const name of names) {
        const migrate = spawnSync(process.execPath, [`services/${name}/dist/cli/migrate.js`], {
          cwd: ROOT,
          env: shared,
          encoding: 'utf8',
        });
        if (migrate.status !== 0) throw new Error(`migrating ${name}:\n${migrate.stdout}${migrate.stderr}`);
      }
    }
    await Promise.all(
      names.map(async (name) => {
        outputs.set(name, '');
        const child = spawn(process.execPath, [`services/${name}/dist/main.js`], {
          cwd: ROOT,
          env: shared,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.set(name, child);
        const append = (chunk: Buffer) =>
          outputs.set(name, (outputs.get(name)! + chunk.toString()).slice(-200_000));
        child.stdout?.on('data', append);
        child.stderr?.on('data', append);
        await waitForHealth(urls[name], child, () => outputs.get(name)!);
      }),
    );
    await database.initialize();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    urls,
    sandbox,
    database,
    redis,
    prefix: config.env.REDIS_PREFIX,
    output: (name) => outputs.get(name) ?? '',
    snapshot: () => shopState(database, redis, config.env.REDIS_PREFIX),
    close,
  };
}

async function shopState(
  database: FuzzSystem['database'],
  redis: FuzzSystem['redis'],
  prefix: string,
): Promise<Record<string, string>> {
  const rowsHash = (table: string) =>
    `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`;
  const [row] = (await database.query(
    `select ${rowsHash('catalog.products')} as products,
              ${rowsHash('catalog.stock_reservations')} as reservations,
              ${rowsHash('orders.orders')} as orders,
              ${rowsHash('orders.order_items')} as items,
              ${rowsHash('orders.return_requests')} as returns,
              ${rowsHash('orders.refunds')} as refunds,
              ${rowsHash('orders.payments')} as payments`,
  )) as Record<string, string>[];
  const sessions: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:sess:*`, 'COUNT', 1000);
    sessions.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return { ...row, sessions: sessions.sort().join(',') };
}
