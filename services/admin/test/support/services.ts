import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { serviceEnvPrefix, type ServiceName } from '@festive/contracts';
import {
  createRedis,
  createSessionStore,
  createTestEnvironment,
  loadConfig,
  removeTestEnvironment,
  storeSession,
  freePort,
  waitForHealth,
} from '@festive/server-kit';
import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';

const ROOT = path.resolve(__dirname, '../../../..');

export interface RunningServices {
  /** Base URL of each started service. */
  urls: Partial<Record<ServiceName, string>>;
  /** The shared test database, for setting the scene with plain SQL. */
  database: DataSource;
  /** A `Cookie` header for a session in the shared store, as identity or admin would write it. */
  sessionCookie(data: Omit<SessionData, 'cookie'>): Promise<string>;
  close(): Promise<void>;
}

function runOrThrow(args: string[], env: NodeJS.ProcessEnv, what: string): void {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Starts the given services as the processes production runs (their built `dist/main.js`,
 * rebuilt first when stale), sharing one fresh database and one Redis prefix as the real system
 * does, each on a free port with its own schema migrated. For tests that cross services: every
 * call goes over HTTP, nothing is imported from another slice.
 */
export async function startServices(
  names: ServiceName[],
  env: Partial<Record<ServiceName, Record<string, string>>> = {},
): Promise<RunningServices> {
  runOrThrow(
    ['scripts/build.mjs', ...names.map((name) => `services/${name}`)],
    { ...process.env, NO_COLOR: '1' },
    'build',
  );
  const environment = await createTestEnvironment();
  const ports = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await freePort()] as const)),
  );
  const urls: Partial<Record<ServiceName, string>> = {};
  const shared: NodeJS.ProcessEnv = { ...environment.env, HOST: '127.0.0.1' };
  for (const name of names) {
    shared[`${serviceEnvPrefix(name)}_PORT`] = String(ports[name]);
    shared[`${serviceEnvPrefix(name)}_URL`] = urls[name] = `http://127.0.0.1:${ports[name]}`;
  }
  const config = loadConfig('admin', shared);
  const children: ChildProcess[] = [];
  const sessionsClient = createRedis(config, { prefixed: false, name: 'festive-test-sessions' });
  const database = new DataSource({ type: 'postgres', url: environment.databaseUrl });

  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    sessionsClient.disconnect();
    if (database.isInitialized) await database.destroy();
    await removeTestEnvironment(environment, config);
  };

  try {
    // A copy of the migrated template already holds every schema: their CLIs would only boot
    // to find nothing to do (seconds each).
    if (!environment.migrated) {
      for (const name of names) {
        runOrThrow([`services/${name}/dist/cli/migrate.js`], shared, `migrating ${name}`);
      }
    }
    await Promise.all(
      names.map(async (name) => {
        let output = '';
        const child = spawn(process.execPath, [`services/${name}/dist/main.js`], {
          cwd: ROOT,
          env: { ...shared, ...env[name] },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await waitForHealth(urls[name]!, child, () => output);
      }),
    );
    await database.initialize();
  } catch (error) {
    await close();
    throw error;
  }

  const store = createSessionStore(config, sessionsClient);
  return {
    urls,
    database,
    sessionCookie: async (data) => (await storeSession(store, config.env.SESSION_SECRET, data)).cookie,
    close,
  };
}
