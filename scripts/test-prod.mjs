#!/usr/bin/env node
// `npm run test:prod`: the shop as it runs in a cluster, every part real, on loopback only.
//   browser ──https──► front nginx (TLS, the ingress) ──► web nginx (infra/nginx/start.mjs, the
//   web container's own entry point) ──► catalog ×2, orders ×2, identity, support-chat, admin,
//   the two workers, all NODE_ENV=production with the secrets of e2e/prod/production.env, the
//   providers being the sandbox reached through the variables a staging deployment sets.
// The database starts empty and is migrated by the commands the Kubernetes manifests run; the web
// nginx serves the shell alone, as the web image does, and the four remotes are published to the
// bucket by the release script (`--all --prebuilt`), as a first deploy does; then the Playwright
// journeys of e2e/prod run against https://127.0.0.1:17443.
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import Redis from 'ioredis';
import { buildWorkspaces } from './lib/build.mjs';
import { UserError, fail, ok, step } from './lib/output.mjs';
import { fromRoot } from './lib/repo.mjs';
import { run } from './lib/run.mjs';
import { startControl } from './lib/prod-topology/control.mjs';
import { makeCertificate, writeFrontProxy } from './lib/prod-topology/front-proxy.mjs';
import { migrationCommands } from './lib/prod-topology/migrations.mjs';
import {
  DATABASE,
  PORTS,
  PUBLIC_URL,
  REDIS_PREFIX,
  deploymentEnv,
  processPlan,
  webEnv,
} from './lib/prod-topology/plan.mjs';
import { Processes } from './lib/prod-topology/processes.mjs';

const ROOT_DIR = fromRoot('.data/prod-topology');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

async function freshStores() {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.end();
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
  rmSync(ROOT_DIR, { recursive: true, force: true });
  mkdirSync(ROOT_DIR, { recursive: true });
}

/**
 * The web image's layout: <root>/shell, here a link to the shell's build. The image holds the shell
 * alone; the remotes come from the bucket, published by the release script as a first deploy does.
 */
function webRoot() {
  const dir = path.join(ROOT_DIR, 'web-root');
  mkdirSync(dir, { recursive: true });
  symlinkSync(fromRoot('shell/dist'), path.join(dir, 'shell'));
  return dir;
}

async function oneShot(label, args, env) {
  const { code, output } = await run(process.execPath, args, { env });
  if (code !== 0) throw new UserError(`${label} failed (exit ${code}):\n${output.trim()}`);
  ok(`${label}: ${output.trim().split('\n').pop()}`);
}

async function main() {
  if (!NGINX)
    throw new UserError('nginx is missing: apt-get install -y nginx-light libnginx-mod-http-brotli-static');
  const started = Date.now();
  step('building what is stale');
  await buildWorkspaces();
  await freshStores();
  const env = deploymentEnv();
  const processes = new Processes(path.join(ROOT_DIR, 'logs'));
  let control;
  try {
    step('migrations on an empty database, by the commands the Kubernetes manifests run');
    const commands = migrationCommands();
    if (commands.length < 5)
      throw new UserError(`expected a migration command per service, found ${commands.length}`);
    for (const [node, ...args] of commands) {
      if (node !== 'node') throw new UserError(`unexpected migration command: ${[node, ...args].join(' ')}`);
      await oneShot(args.join(' '), args, env);
    }

    const plan = processPlan();
    step('sandbox (the providers) and the demo catalogue');
    await processes.start(plan.sandbox);
    await oneShot('demo catalogue', ['services/catalog/dist/cli/seed.js'], env);

    step('services (two replicas of catalog and orders) and workers, NODE_ENV=production');
    await Promise.all(plan.services.map((spec) => processes.start(spec)));
    await Promise.all(plan.workers.map((spec) => processes.start(spec)));

    step('web nginx (the web container entry point) and the TLS front');
    const webRun = path.join(ROOT_DIR, 'web');
    await processes.start({
      name: 'web',
      args: ['infra/nginx/start.mjs'],
      env: { ...process.env, ...webEnv(webRun, webRoot()), NGINX_BIN: NGINX },
      health: `http://127.0.0.1:${PORTS.web}/gateway/health`,
    });
    const frontRun = path.join(ROOT_DIR, 'front');
    const frontConf = writeFrontProxy(frontRun, makeCertificate(frontRun));
    await processes.start({
      name: 'front',
      command: NGINX,
      args: ['-c', frontConf, '-e', 'stderr', '-g', 'daemon off;'],
      env: process.env,
      health: `${PUBLIC_URL}/gateway/health`,
    });
    control = await startControl(processes, PORTS.control);

    // What a remote's release pipeline is given: the bucket and the running shop.
    const releaseEnv = {
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_BUCKET: env.S3_BUCKET,
      S3_REGION: env.S3_REGION,
      S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
      RELEASE_GATEWAY_URL: `http://127.0.0.1:${PORTS.web}`,
    };
    step('the first deploy of the remotes: npm run release -- --all --prebuilt, to the bucket');
    await oneShot('release of every remote', ['scripts/release.mjs', '--all', '--prebuilt'], {
      ...process.env,
      ...releaseEnv,
    });
    ok(`the shop is up at ${PUBLIC_URL} (${Math.round((Date.now() - started) / 1000)} s)`);

    step('browser journeys over https');
    const { code } = await run(
      fromRoot('node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/playwright.prod.config.ts', ...process.argv.slice(2)],
      {
        env: {
          ...process.env,
          PROD_BASE_URL: PUBLIC_URL,
          PROD_CONTROL_URL: `http://127.0.0.1:${PORTS.control}`,
          SANDBOX_URL: `http://127.0.0.1:${PORTS.sandbox}`,
          PROD_FRONT_PORT: String(PORTS.front),
          PROD_RELEASE_ENV: JSON.stringify(releaseEnv),
          PROD_CATALOG_REPLICAS: PORTS.catalog.map((port) => `http://127.0.0.1:${port}`).join(','),
        },
        onLine: (line) => console.info(line),
      },
    );
    if (code !== 0) {
      for (const name of Object.keys(processes.pids())) {
        console.error(`\n--- ${name} (last lines) ---\n${processes.tail(name, 25)}`);
      }
      throw new UserError(`production-topology journeys failed (exit ${code})`);
    }
    ok(`production topology passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    control?.close();
    await processes.stopAll();
  }
}

main().catch((error) => {
  fail(error instanceof UserError ? error.message : (error?.stack ?? String(error)));
  process.exit(1);
});
