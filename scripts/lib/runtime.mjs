// The whole system as `npm start` runs it: ports, child environment and the process list, all
// derived from the contracts SERVICES table and the environment (docs/conventions.md).
import { existsSync } from 'node:fs';
import { UserError } from './output.mjs';
import { fromRoot } from './repo.mjs';

const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/festive_gifts',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

function port(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new UserError(`${name} must be a port, got "${raw}"`);
  return value;
}

/** Where PostgreSQL and Redis are; needs nothing built. */
export function backingServices(env = process.env) {
  return {
    databaseUrl: env.DATABASE_URL || DEFAULTS.DATABASE_URL,
    redisUrl: env.REDIS_URL || DEFAULTS.REDIS_URL,
  };
}

/** contracts is built to dist: load it only after the build step. */
export async function loadContracts() {
  const entry = fromRoot('packages/contracts/dist/index.js');
  if (!existsSync(entry))
    throw new UserError('packages/contracts/dist/index.js is missing — run npm run build');
  return import('@festive/contracts');
}

/**
 * @returns {{env: Record<string,string>, ports: {port:number,name:string,env:string}[], processes: object[],
 *   migrations: {name:string, entry:string}[], seed: {name:string, entry:string}, url: string, host: string}}
 */
export function systemPlan(contracts, env = process.env) {
  const { SERVICES, SERVICE_NAMES, serviceEnvPrefix, GATEWAY_PORT } = contracts;
  const host = env.HOST || '127.0.0.1';
  const gatewayPort = port(env, 'GATEWAY_PORT', GATEWAY_PORT);
  const sandboxPort = port(env, 'SANDBOX_PORT', 4010);
  const smtpPort = port(env, 'SANDBOX_SMTP_PORT', 2525);
  const s3Port = port(env, 'SANDBOX_S3_PORT', 4569);
  const servicePorts = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, port(env, `${serviceEnvPrefix(name)}_PORT`, SERVICES[name].port)]),
  );
  const local = (p) => `http://127.0.0.1:${p}`;
  const { databaseUrl, redisUrl } = backingServices(env);

  const childEnv = {
    ...env,
    NODE_ENV: env.NODE_ENV || 'development',
    HOST: host,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${gatewayPort}`,
    GATEWAY_PORT: String(gatewayPort),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_SMTP_PORT: String(smtpPort),
    SANDBOX_S3_PORT: String(s3Port),
    SANDBOX_URL: env.SANDBOX_URL || local(sandboxPort),
    S3_ENDPOINT: env.S3_ENDPOINT || local(s3Port),
    SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${smtpPort}`,
  };
  for (const name of SERVICE_NAMES) {
    const prefix = serviceEnvPrefix(name);
    childEnv[`${prefix}_PORT`] = String(servicePorts[name]);
    childEnv[`${prefix}_URL`] = env[`${prefix}_URL`] || local(servicePorts[name]);
  }

  const processes = [
    {
      name: 'sandbox',
      entry: 'infra/sandbox/dist/main.js',
      health: `${local(sandboxPort)}/health`,
      stage: 0,
    },
    ...SERVICE_NAMES.map((name) => ({
      name,
      entry: `services/${name}/dist/main.js`,
      health: `${local(servicePorts[name])}/health`,
      stage: 1,
    })),
    // Workers serve no HTTP: they count as up while they run.
    ...SERVICE_NAMES.filter((name) => SERVICES[name].worker).map((name) => ({
      name: `${name}-worker`,
      entry: `services/${name}/dist/worker.js`,
      stage: 1,
    })),
    {
      name: 'gateway',
      entry: 'infra/gateway/dist/main.js',
      health: `${local(gatewayPort)}/gateway/health`,
      stage: 2,
    },
  ];

  const ports = [
    { port: gatewayPort, name: 'gateway', env: 'GATEWAY_PORT' },
    { port: sandboxPort, name: 'sandbox', env: 'SANDBOX_PORT' },
    { port: smtpPort, name: 'sandbox SMTP', env: 'SANDBOX_SMTP_PORT' },
    { port: s3Port, name: 'sandbox S3', env: 'SANDBOX_S3_PORT' },
    ...SERVICE_NAMES.map((name) => ({
      port: servicePorts[name],
      name,
      env: `${serviceEnvPrefix(name)}_PORT`,
    })),
  ];

  return {
    env: childEnv,
    host,
    url: `http://localhost:${gatewayPort}`,
    ports,
    processes,
    migrations: SERVICE_NAMES.map((name) => ({ name, entry: `services/${name}/dist/cli/migrate.js` })),
    seed: { name: 'catalog', entry: 'services/catalog/dist/cli/seed.js' },
  };
}

/** Every file the run needs, checked up front so a missing build output is named, not skipped. */
export function ensureEntryPoints(plan, { withSeed = true } = {}) {
  const needed = [
    ...plan.migrations.map((m) => m.entry),
    ...(withSeed ? [plan.seed.entry] : []),
    ...plan.processes.map((p) => p.entry),
  ];
  const missing = needed.filter((file) => !existsSync(fromRoot(file)));
  if (missing.length) {
    throw new UserError(
      `Missing build output: ${missing.join(', ')} — the build did not produce ${missing.length > 1 ? 'these entry points' : 'this entry point'}`,
    );
  }
}
