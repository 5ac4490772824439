#!/usr/bin/env node
// bench/api: the catalogue's two busiest reads against a bare Node server answering the same
// bytes, straight from the catalog service, and through the dev gateway in front of it.
//
//   node bench/api/index.mjs [--seconds 10] [--connections 16] [--runs 3] [--gzip] [--no-build] [--reseed]
//
// 1. builds what is stale (catalog service, gateway) unless --no-build;
// 2. uses the bench database of bench/catalog (BENCH_DATABASE_URL, default festive_bench_catalog:
//    100,000 products, seeded once, reused afterwards), migrating it first;
// 3. starts the catalog service, the gateway in front of it (its /api proxy) and a bare Node
//    server that answers the catalog's own bytes for the same paths;
// 4. runs autocannon at --connections for the first page of 24 products and for one product,
//    against each, --runs times (targets interleaved), and prints the median of each figure.
// Targets: through the gateway >= 0.3x the bare server's req/s for both reads; p99 <= 25 ms.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_PRODUCTS, ensureDatabase, seedBenchCatalogue } from '../catalog/seed.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../..');
const fromRoot = (...parts) => path.join(REPO_ROOT, ...parts);

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    runs: { type: 'string', default: '3' },
    gzip: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const RUNS = Number(args.runs);
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 25;

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/festive_bench_catalog';
const PORTS = {
  gateway: Number(process.env.BENCH_API_GATEWAY_PORT ?? 13290),
  catalog: Number(process.env.BENCH_API_CATALOG_PORT ?? 13291),
  bare: Number(process.env.BENCH_API_BARE_PORT ?? 13293),
};
// Another build's entry points (e.g. a copy of an older dist), to compare before and after.
const CATALOG_MAIN = process.env.BENCH_API_CATALOG_MAIN ?? fromRoot('services/catalog/dist/main.js');
const GATEWAY_MAIN = process.env.BENCH_API_GATEWAY_MAIN ?? fromRoot('infra/gateway/dist/main.js');
if (/\/festive_gifts$|\/festive_e2e/.test(DATABASE_URL)) {
  throw new Error(`BENCH_DATABASE_URL must be a database of its own, not ${DATABASE_URL}`);
}

const catalogEnv = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL,
  CATALOG_PORT: String(PORTS.catalog),
  REDIS_PREFIX: 'fg-bench',
  // Per-request logging would measure the logger; warnings and errors still show.
  LOG_LEVEL: 'warn',
};

/** Runs a command in the repo root; resolves with its exit code and output. */
function run(command, commandArgs, { env = process.env, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const children = [];
/** Stops every process this bench started (and waits for them to exit). */
async function stopAll() {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }),
  );
}

/** Starts a Node script and waits until `url` answers 2xx. */
async function startUntilHealthy(name, script, env, url, { stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  const child = spawn(process.execPath, [script], { cwd: REPO_ROOT, env, stdio });
  children.push(child);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${name} did not start within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function startBare(answers) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const file = path.join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = fork(path.join(HERE, 'bare-server.mjs'), [String(PORTS.bare), file], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  rmSync(folder, { recursive: true, force: true });
  return child;
}

/** One GET over a fresh keep-alive agent: status, the headers a browser would see, the body. */
function get(url, headers = {}) {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          agent.destroy();
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() });
        });
      })
      .on('error', reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function load(url, seconds) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: args.gzip ? { 'accept-encoding': 'gzip' } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  if (!args['no-build']) {
    const build = await run(
      process.execPath,
      [fromRoot('scripts/build.mjs'), 'services/catalog', 'infra/gateway'],
      {
        echo: true,
      },
    );
    if (build.code !== 0) throw new Error('the build failed (see above)');
  }
  const { FESTIVALS } = await import('@festive/contracts');
  await ensureDatabase(DATABASE_URL);
  const migrated = await run(process.execPath, [fromRoot('services/catalog/dist/cli/migrate.js')], {
    env: catalogEnv,
  });
  if (migrated.code !== 0) throw new Error(`catalog migrations failed:\n${migrated.output}`);
  const { count } = await seedBenchCatalogue(DATABASE_URL, FESTIVALS, { reseed: args.reseed });
  if (count !== BENCH_PRODUCTS) throw new Error(`expected ${BENCH_PRODUCTS} products, found ${count}`);

  const base = {
    catalog: `http://127.0.0.1:${PORTS.catalog}`,
    gateway: `http://127.0.0.1:${PORTS.gateway}`,
    bare: `http://127.0.0.1:${PORTS.bare}`,
  };
  await startUntilHealthy('the catalog service', CATALOG_MAIN, catalogEnv, `${base.catalog}/health`);
  await startUntilHealthy(
    'the gateway',
    GATEWAY_MAIN,
    // The catalog's Redis prefix: the gateway hears the catalogue version on its channel.
    {
      ...process.env,
      GATEWAY_PORT: String(PORTS.gateway),
      CATALOG_URL: base.catalog,
      REDIS_PREFIX: catalogEnv.REDIS_PREFIX,
    },
    `${base.gateway}/gateway/health`,
  );

  // The storefront's first grid page (mfe-catalog's catalogueQuery) and its first product.
  const firstPage = '/api/products?tab=festival&limit=24';
  const page = await get(`${base.catalog}${firstPage}`);
  if (page.status !== 200) throw new Error(`${firstPage} answered ${page.status}`);
  const productPath = `/api/products/${JSON.parse(page.body).items[0].id}`;
  const product = await get(`${base.catalog}${productPath}`);
  const reads = [
    ['first page of 24 products', firstPage, page],
    ['one product (GET /api/products/:id)', productPath, product],
  ];
  await startBare(
    Object.fromEntries(
      reads.map(([, p, answer]) => [p, { type: answer.headers['content-type'], body: answer.body }]),
    ),
  );

  console.info(`\nThe answers' headers (one plain request each):`);
  for (const [target, url] of [
    ['catalog direct', base.catalog],
    ['through the gateway', base.gateway],
  ]) {
    for (const [, p] of reads) {
      const { headers } = await get(`${url}${p}`);
      console.info(
        `  ${target.padEnd(20)} ${p.slice(0, 34).padEnd(34)} connection: ${headers.connection ?? '-'}; cache-control: ${headers['cache-control'] ?? '-'}; etag: ${headers.etag ? 'yes' : 'no'}`,
      );
    }
  }

  const targets = [
    ['bare Node server', base.bare],
    ['catalog direct', base.catalog],
    ['through the gateway', base.gateway],
  ];
  console.info(
    `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, ${RUNS} run(s), median shown${args.gzip ? ', Accept-Encoding: gzip' : ''}\n`,
  );
  const samples = new Map();
  for (let round = 0; round < RUNS; round += 1) {
    for (const [, p] of reads) {
      for (const [target, url] of targets) {
        await load(`${url}${p}`, WARMUP_SECONDS);
        const key = `${p} ${target}`;
        samples.set(key, [...(samples.get(key) ?? []), await load(`${url}${p}`, SECONDS)]);
      }
    }
  }

  const header = `${'read'.padEnd(38)} ${'target'.padEnd(20)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'x bare'.padStart(7)}  errors`;
  console.info(header);
  const verdicts = [];
  for (const [name, p] of reads) {
    const bareRps = median(samples.get(`${p} bare Node server`).map((s) => s.rps));
    for (const [target] of targets) {
      const runs = samples.get(`${p} ${target}`);
      const rps = median(runs.map((s) => s.rps));
      const p50 = median(runs.map((s) => s.p50));
      const p99 = median(runs.map((s) => s.p99));
      const bad = runs.reduce((sum, s) => sum + s.bad, 0);
      console.info(
        `${name.padEnd(38)} ${target.padEnd(20)} ${rps.toFixed(0).padStart(8)} ${p50.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)} ${(rps / bareRps).toFixed(3).padStart(7)}  ${bad}`,
      );
      if (target === 'through the gateway') verdicts.push({ name, ratio: rps / bareRps, p99, bad });
      if (bad > 0) process.exitCode = 1;
    }
  }
  console.info('');
  for (const { name, ratio, p99 } of verdicts) {
    const met = ratio >= TARGET_RATIO && p99 <= TARGET_P99_MS;
    console.info(
      `target, ${name} through the gateway: >= ${TARGET_RATIO}x bare and p99 <= ${TARGET_P99_MS} ms → ${ratio.toFixed(3)}x, ${p99.toFixed(1)} ms ${met ? 'met' : 'MISSED'}`,
    );
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
