#!/usr/bin/env node
// bench/catalog: the storefront's catalogue calls at 100,000 products, and the first visit's JS.
//
//   node bench/catalog/index.mjs [--reseed] [--seconds 10] [--connections 4]
//
// 1. builds what is stale (catalog service, shell, mfe-catalog);
// 2. creates BENCH_DATABASE_URL (default festive_bench_catalog, never the shop's database), runs
//    the catalog migrations and seeds 100,000 products once (--reseed writes them again);
// 3. starts the real catalog service on BENCH_CATALOG_PORT against it and drives GET /api/products
//    for the first page, filtered pages and searches, printing p50/p95/p99 and requests per second;
// 4. prints the gzip size of the JavaScript a first visit to / downloads (shell + remotes).
// Targets: page and search p95 <= 30 ms; first-visit JS <= 170 KB gzip.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure } from './load.mjs';
import { BENCH_PRODUCTS, ensureDatabase, seedBenchCatalogue } from './seed.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromRoot = (...parts) => path.join(REPO_ROOT, ...parts);

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

const { values: args } = parseArgs({
  options: {
    reseed: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
  },
});
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/festive_bench_catalog';
const PORT = Number(process.env.BENCH_CATALOG_PORT ?? 13191);
const TARGET_P95_MS = 30;
const TARGET_JS_KB = 170;

if (/\/festive_gifts$|\/festive_e2e/.test(DATABASE_URL)) {
  throw new Error(`BENCH_DATABASE_URL must be a database of its own, not ${DATABASE_URL}`);
}

const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL,
  CATALOG_PORT: String(PORT),
  REDIS_PREFIX: 'fg-bench',
  // Per-request logging would measure the logger; warnings and errors still show.
  LOG_LEVEL: 'warn',
};

async function migrate() {
  const { code, output } = await run(process.execPath, [fromRoot('services/catalog/dist/cli/migrate.js')], {
    env,
  });
  if (code !== 0) throw new Error(`catalog migrations failed:\n${output}`);
}

async function answersHealth() {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/health`)).ok;
  } catch {
    return false; // not listening
  }
}

async function startCatalog(extraEnv = {}) {
  // Another process on the port would answer the health check and then be what is measured.
  if (await answersHealth()) throw new Error(`port ${PORT} is taken (BENCH_CATALOG_PORT)`);
  const child = spawn(process.execPath, [fromRoot('services/catalog/dist/main.js')], {
    cwd: REPO_ROOT,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (await answersHealth()) return child;
    if (child.exitCode !== null) throw new Error(`the catalog service exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the catalog service did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A page deep in a filtered list: its cursor, found by walking there as the grid would. */
async function cursorAfter(base, query, pages) {
  let cursor = null;
  for (let page = 0; page < pages; page += 1) {
    const url = `${base}/api/products?${query}&limit=24${cursor ? `&cursor=${cursor}` : ''}`;
    cursor = (await (await fetch(url)).json()).nextCursor;
  }
  return cursor;
}

const SEARCHES = ['diya', 'hamper', 'brass lantern', 'jaipur', 'silk rakhi', '#4242', 'zzz-none'];

async function scenarios(base) {
  const deep = await cursorAfter(base, 'tab=festival', 40);
  const deepBirthday = await cursorAfter(base, 'tab=special_occasion&selection=Birthday', 20);
  return [
    ['first page (festival tab, all)', ['/api/products?tab=festival&limit=24']],
    [
      'filtered page (occasion tab, Birthday)',
      ['/api/products?tab=special_occasion&selection=Birthday&limit=24'],
    ],
    ['filtered page (occasion tab, all)', ['/api/products?tab=special_occasion&limit=24']],
    ['filtered page 41 (festival tab, cursor)', [`/api/products?tab=festival&limit=24&cursor=${deep}`]],
    [
      'filtered page 21 (Birthday, cursor)',
      [`/api/products?tab=special_occasion&selection=Birthday&limit=24&cursor=${deepBirthday}`],
    ],
    ...searchScenarios(''),
  ];
}

/** Searches: every term on the festival tab, then with the Diwali selection too. */
function searchScenarios(suffix) {
  return [
    [
      `search (festival tab, 7 terms)${suffix}`,
      SEARCHES.map((s) => `/api/products?tab=festival&search=${encodeURIComponent(s)}&limit=24`),
    ],
    [
      `search + selection (Diwali)${suffix}`,
      SEARCHES.map(
        (s) => `/api/products?tab=festival&selection=Diwali&search=${encodeURIComponent(s)}&limit=24`,
      ),
    ],
  ];
}

async function firstVisitJs() {
  const { code, output } = await run(process.execPath, [
    fromRoot('shell/scripts/measure-first-visit.mjs'),
    '--json',
  ]);
  if (code !== 0 && !output.includes('totalGzipBytes'))
    throw new Error(`measure-first-visit failed:\n${output}`);
  return JSON.parse(output.slice(output.indexOf('{')));
}

const ms = (value) => value.toFixed(1).padStart(7);

async function main() {
  const build = await run(
    process.execPath,
    [fromRoot('scripts/build.mjs'), 'services/catalog', 'shell', 'mfe-catalog'],
    {
      echo: true,
    },
  );
  if (build.code !== 0) throw new Error('the build failed (see above)');
  const { FESTIVALS } = await import('@festive/contracts');
  await ensureDatabase(DATABASE_URL);
  await migrate();
  const seededAt = Date.now();
  const { count, seeded } = await seedBenchCatalogue(DATABASE_URL, FESTIVALS, { reseed: args.reseed });
  console.info(
    `catalogue: ${count} products in ${new URL(DATABASE_URL).pathname.slice(1)}${seeded ? ` (seeded in ${((Date.now() - seededAt) / 1000).toFixed(1)} s)` : ''}`,
  );
  if (count !== BENCH_PRODUCTS) throw new Error(`expected ${BENCH_PRODUCTS} products, found ${count}`);

  const results = [];
  const options = { seconds: Number(args.seconds), connections: Number(args.connections) };
  const base = `http://127.0.0.1:${PORT}`;
  console.info(
    `\nGET /api/products, ${options.connections} keep-alive connections, ${options.seconds} s each (after 2 s warm-up)\n`,
  );
  console.info(
    `${'scenario'.padEnd(54)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'req/s'.padStart(8)}  errors`,
  );
  const runAll = async (list) => {
    for (const [name, paths] of list) {
      const r = await measure(base, paths, options);
      results.push({ name, ...r });
      console.info(
        `${name.padEnd(54)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${r.rps.toFixed(0).padStart(8)}  ${r.errors}`,
      );
    }
  };
  // As shipped: a search read again comes from the remembered pages (SearchPageCache).
  let catalog = await startCatalog();
  try {
    await runAll(await scenarios(base));
  } finally {
    const exited = new Promise((resolve) => catalog.once('exit', resolve));
    if (catalog.kill('SIGTERM')) await exited;
  }
  // The same searches with that memory off: what the first search of a term costs.
  catalog = await startCatalog({ SEARCH_CACHE_ENTRIES: '0' });
  try {
    await runAll(searchScenarios(', first time (no cache)'));
  } finally {
    catalog.kill('SIGTERM');
  }

  const js = await firstVisitJs();
  const kb = js.totalGzipBytes / 1024;
  console.info(
    `\nfirst visit to / downloads ${kb.toFixed(1)} KB of JavaScript (gzip -9, ${js.files.length} files)`,
  );
  const worstP95 = Math.max(...results.map((r) => r.p95));
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  console.info(
    `\ntargets: p95 <= ${TARGET_P95_MS} ms → worst ${worstP95.toFixed(1)} ms ${worstP95 <= TARGET_P95_MS ? 'met' : 'MISSED'}; first-visit JS <= ${TARGET_JS_KB} KB → ${kb.toFixed(1)} KB ${kb <= TARGET_JS_KB ? 'met' : 'MISSED'}`,
  );
  if (errors > 0) {
    console.error(`${errors} requests did not answer 200`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
