#!/usr/bin/env node
// The container check: builds every image of docker-compose.yml from infra/docker/Dockerfile with
// podman (on the offline base image of infra/containers/base-image.sh), runs the compose services'
// own commands and environment from those images on this host's network with ports moved by
// +20000 (shop http://localhost:28080), its own database (festive_containers, made fresh) and Redis
// prefix, waits for every health check, runs the one-shot jobs (migrations; once web is up, the
// release of the four remotes to the sandbox's S3, since the web image holds the shell alone),
// then places a cash-on-delivery order in Chromium and checks that the orders service stored it
// and its worker handed it to the shipping stand-in. Every container it started is removed at the
// end, pass or fail. Skips (exit 0) only without podman.
//   node scripts/test-containers.mjs [--keep]     --keep leaves the shop running for a look
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Redis from 'ioredis';
import { composePlan, listeningPorts, readCompose, startWaves } from '../infra/containers/compose-plan.mjs';
import { placeCodOrder } from '../infra/containers/checkout-journey.mjs';
import {
  containersWithLabel,
  hasPodman,
  imageExists,
  podman,
  podmanOk,
  removeContainers,
  runArgs,
} from '../infra/containers/podman.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OFFSET = Number(process.env.CONTAINERS_PORT_OFFSET ?? 20000);
const BASE_IMAGE = process.env.BASE_IMAGE ?? 'localhost/festive-node:22-bookworm';
const DATABASE = 'festive_containers';
const ADMIN_DATABASE_URL =
  process.env.CONTAINERS_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CONTAINERS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = 'fg-containers';
const LABEL = 'festive.check=containers';
const NAME_PREFIX = 'festive-check-';
const HEALTH_TIMEOUT_MS = 120_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const keep = process.argv.includes('--keep');

const say = (line) => console.info(`[containers] ${line}`);
const timings = [];
async function phase(name, work) {
  const startedAt = Date.now();
  say(`${name} …`);
  try {
    return await work();
  } finally {
    const seconds = (Date.now() - startedAt) / 1000;
    timings.push([name, seconds]);
    say(`${name}: ${seconds.toFixed(1)} s`);
  }
}

function databaseUrl(name) {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The files `docker build .` would see, copied once: every image of the run from one snapshot. */
function snapshotContext() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) return { dir: root, cleanup: () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'festive-containers-context-'));
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted in the work tree, still in the index
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file), { preserveTimestamps: true, verbatimSymlinks: true });
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function buildImage({ image, target }, dir, logDir) {
  const startedAt = Date.now();
  const log = path.join(logDir, `build-${target}.log`);
  const { code, output } = await podman(
    [
      'build',
      '--network',
      'host',
      '--build-arg',
      `NODE_IMAGE=${BASE_IMAGE}`,
      '-f',
      path.join(dir, 'infra/docker/Dockerfile'),
      '--target',
      target,
      '-t',
      image,
      dir,
    ],
    { log },
  );
  if (code !== 0) {
    console.error(output.trim().split('\n').slice(-60).join('\n'));
    throw new Error(`building ${image} (target ${target}) failed; the whole log: ${log}`);
  }
  const steps = (output.match(/^\[\d+\/\d+\] STEP|^STEP/gm) ?? []).length;
  const cached = (output.match(/^--> Using cache/gm) ?? []).length;
  say(`  ${image} ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${cached}/${steps} steps cached)`);
}

/**
 * The first Node image builds the shared install and back-end stages, web the shell's stage and
 * remotes the remotes' stage, one after the other; every other image (the development gateway
 * takes both web builds) only adds its own layers on those, so they build three at a time.
 */
async function buildImages(images, logDir) {
  const { dir, cleanup } = snapshotContext();
  try {
    const first = [
      ...new Set([images[0], ...['web', 'remotes'].map((target) => images.find((i) => i.target === target))]),
    ].filter(Boolean);
    for (const image of first) await buildImage(image, dir, logDir);
    const rest = images.filter((i) => !first.includes(i));
    for (let i = 0; i < rest.length; i += 3) {
      await Promise.all(rest.slice(i, i + 3).map((image) => buildImage(image, dir, logDir)));
    }
  } finally {
    cleanup();
  }
}

async function resetStores() {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${DATABASE}"`);
  } finally {
    await client.end();
  }
  await clearRedisPrefix();
}

async function clearRedisPrefix() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const containerName = (service) => `${NAME_PREFIX}${service}`;

async function isRunning(name) {
  const { code, output } = await podman([
    'inspect',
    '--format',
    '{{.State.Running}} {{.State.ExitCode}}',
    name,
  ]);
  if (code !== 0) return { running: false, exitCode: -1 };
  const [running, exitCode] = output.trim().split(' ');
  return { running: running === 'true', exitCode: Number(exitCode) };
}

async function logsOf(name, lines = 40) {
  const { output } = await podman(['logs', '--tail', String(lines), name]);
  return output.trim();
}

async function waitHealthy(service) {
  const name = containerName(service.name);
  const until = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    try {
      const res = await fetch(service.healthUrl, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    const state = await isRunning(name);
    if (!state.running) {
      throw new Error(
        `${service.name} stopped (exit ${state.exitCode}) before it was healthy:\n${await logsOf(name)}`,
      );
    }
    if (Date.now() > until) {
      throw new Error(
        `${service.name} not healthy at ${service.healthUrl} within ${HEALTH_TIMEOUT_MS / 1000} s:\n${await logsOf(name)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // docker-compose.yml's own health check, run inside the container as Docker would.
  if (service.healthcheck?.length) {
    const { code, output } = await podman(['exec', name, ...service.healthcheck]);
    if (code !== 0)
      throw new Error(
        `${service.name}: the compose health check failed inside the container (${code}) ${output}`,
      );
  }
}

async function startService(service) {
  const name = containerName(service.name);
  await podmanOk(
    runArgs({ name, image: service.image, env: service.env, command: service.command, label: LABEL }),
  );
  if (service.oneShot) {
    const { output } = await podmanOk(['wait', name]);
    const code = Number(output.trim());
    if (code !== 0) throw new Error(`${service.name} exited with ${code}:\n${await logsOf(name, 80)}`);
    // A job's last line says what it did (the remotes job: the releases it made).
    say(`  ${service.name} done: ${(await logsOf(name, 1)).split('\n').at(-1)}`);
  } else if (service.healthUrl) {
    await waitHealthy(service);
    say(`  ${service.name} healthy (${service.healthUrl})`);
  } else {
    say(`  ${service.name} started`);
  }
}

async function storedOrder(orderId) {
  const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await client.connect();
  try {
    const until = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query(
        'SELECT payment_method, status, shiprocket_order_id, customer_email FROM orders.orders WHERE id = $1',
        [orderId],
      );
      const order = rows[0];
      if (!order) throw new Error(`order ${orderId} is not in orders.orders`);
      // The orders worker hands a placed order to Shiprocket (the sandbox) and stores its id.
      if (order.shiprocket_order_id) return order;
      if (Date.now() > until) {
        throw new Error(`order ${orderId} was stored but the orders worker never handed it to shipping`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}

async function main() {
  if (!hasPodman()) {
    say('skipped: podman is not installed (apt-get install -y podman runc debootstrap)');
    return 0;
  }
  const startedAt = Date.now();
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'festive-containers-logs-'));
  const compose = readCompose(path.join(root, 'docker-compose.yml'));
  const plan = composePlan(compose, {
    offset: OFFSET,
    databaseUrl: databaseUrl(DATABASE),
    redisUrl: REDIS_URL,
    redisPrefix: REDIS_PREFIX,
  });
  const byName = new Map(plan.services.map((s) => [s.name, s]));
  const web = byName.get('web');
  const sandbox = byName.get('sandbox');
  if (!web?.healthUrl || !sandbox?.env.SANDBOX_URL)
    throw new Error('docker-compose.yml needs a web and a sandbox service');
  const shopUrl = `http://localhost:${new URL(web.healthUrl).port}`;

  let failed = false;
  const cleanup = async () => {
    const names = await containersWithLabel(LABEL);
    if (failed) {
      for (const name of names) console.error(`\n--- ${name} (last lines) ---\n${await logsOf(name, 30)}`);
    }
    await removeContainers(names);
  };
  const onSignal = () => {
    failed = true;
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await phase('preflight', async () => {
      if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
      // Leftovers of an interrupted run of this check.
      await removeContainers(await containersWithLabel(LABEL), 0);
      const busy = [];
      for (const port of listeningPorts(plan.services)) if (!(await portFree(port))) busy.push(port);
      if (busy.length)
        throw new Error(`ports in use: ${busy.join(', ')} (set CONTAINERS_PORT_OFFSET to move them)`);
    });
    await phase('base image', async () => {
      if (await imageExists(BASE_IMAGE)) return say(`  ${BASE_IMAGE} is there`);
      await run('bash', [path.join(root, 'infra/containers/base-image.sh')], {
        env: { ...process.env, BASE_IMAGE },
      });
    });
    await phase('build images', () => buildImages(plan.images, logDir));
    await phase('fresh database and Redis prefix', resetStores);
    for (const [i, wave] of startWaves(plan.services).entries()) {
      await phase(`start ${wave.join(', ')}`, () =>
        Promise.all(wave.map((name) => startService(byName.get(name)))),
      );
      if (i === 0) say(`  (logs of every build: ${logDir})`);
    }
    const { orderId, email } = await phase('checkout in Chromium (cash on delivery)', () =>
      placeCodOrder({
        baseUrl: shopUrl,
        sandboxUrl: sandbox.env.SANDBOX_URL,
        chromiumPath: CHROMIUM,
        log: (l) => say(`  ${l}`),
      }),
    );
    await phase('order stored and handed to shipping', async () => {
      const order = await storedOrder(orderId);
      if (order.payment_method !== 'COD' || order.customer_email !== email) {
        throw new Error(`order ${orderId} stored as ${JSON.stringify(order)}`);
      }
      say(
        `  orders.orders: ${order.payment_method}, ${order.status}, Shiprocket order ${order.shiprocket_order_id}`,
      );
    });
    if (keep) {
      say(
        `--keep: the shop runs at ${shopUrl}; remove it with podman rm -f $(podman ps -aq --filter label=${LABEL})`,
      );
      return 0;
    }
  } catch (error) {
    failed = true;
    console.error(`\n[containers] FAILED: ${error.message}`);
  } finally {
    if (!keep || failed) {
      await phase('stop and remove containers', cleanup);
      await clearRedisPrefix().catch(() => {});
    }
  }
  say('durations:');
  for (const [name, seconds] of timings) say(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  say(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s  total`);
  if (failed) return 1;
  say('1 passed, 0 failed');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[containers] FAILED: ${error.stack ?? error}`);
    process.exit(1);
  },
);
