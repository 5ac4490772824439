#!/usr/bin/env node
// `npm test`: unit tests, API tests (real PostgreSQL and Redis), then the browser journeys against
// the whole system started on its own ports and its own database, so a running `npm start` is
// left alone, then the production topology (scripts/test-prod.mjs) and the container images
// (scripts/test-containers.mjs). `--only unit|api|e2e|prod|containers` runs one tier.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV } from './lib/e2e-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const tiers = only ? [only] : ['unit', 'api', 'e2e', 'prod', 'containers'];
// Anything else on the command line goes to Playwright (a file, --grep ...), e.g.
// `npm run test:e2e -- e2e/tests/skeleton.spec.ts`.
const playwrightArgs = process.argv
  .slice(2)
  .filter((arg, i, all) => arg !== '--only' && all[i - 1] !== '--only');
// A file or --grep picks tests: run just those, not the earlier phases of the config, and on one
// worker (unless told otherwise), since picked files of different phases would otherwise overlap.
const picked = playwrightArgs.some((arg) => !arg.startsWith('-') || arg.startsWith('--grep') || arg === '-g');
const pickedArgs =
  picked && !playwrightArgs.some((arg) => arg.startsWith('--workers') || arg === '-j')
    ? ['--no-deps', '--workers=1']
    : picked
      ? ['--no-deps']
      : [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function startSystem() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...E2E_ENV, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk;
      if (/is running at/.test(log)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('exit', (code) => reject(new Error(`the system stopped before it was ready (exit ${code})`)));
    setTimeout(() => reject(new Error('the system was not ready within 10 minutes')), 10 * 60_000).unref();
  });
  try {
    await ready;
  } catch (error) {
    process.stderr.write(log);
    throw error;
  }
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return {
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        process.kill(-child.pid, 'SIGINT');
        setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 15_000).unref();
      }),
  };
}

async function e2e() {
  // A fresh database and object store for every run: the journeys assume the demo catalogue.
  await run('node', ['scripts/lib/reset-e2e.mjs'], E2E_ENV);
  rmSync(path.join(root, E2E_ENV.SANDBOX_DATA_DIR), { recursive: true, force: true });
  console.info('\n> starting the system for the browser tests');
  const startedAt = Date.now();
  const system = await startSystem();
  console.info(`> the system is up (${Math.round((Date.now() - startedAt) / 1000)} s)`);
  try {
    return await run(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs, ...pickedArgs],
      {
        ...E2E_ENV,
        E2E_BASE_URL: `http://localhost:${E2E_ENV.GATEWAY_PORT}`,
      },
    );
  } finally {
    await system.stop();
  }
}

const steps = {
  // Two workers: jest's default on two cores is one, and these files need no shared service.
  unit: () => run('node_modules/.bin/jest', ['--selectProjects', 'unit', 'component', '--maxWorkers=2']),
  // API files side by side: each has its own database (a copy of the migrated template), Redis
  // prefix, ports and sandbox directory, and much of their time is spent waiting on processes, so
  // three workers beat two even on two cores (four measured no faster).
  api: () => run('node_modules/.bin/jest', ['--selectProjects', 'api', '--maxWorkers=3']),
  e2e,
  // The shop as a cluster runs it (TLS front, web nginx, replicas, production configuration).
  prod: () => run('node', ['scripts/test-prod.mjs']),
  // The images built and run with podman on the host network (skips when podman is missing).
  containers: () => run('node', ['scripts/test-containers.mjs']),
};

let failed = false;
const timings = [];
for (const tier of tiers) {
  const step = steps[tier];
  if (!step) throw new Error(`unknown tier ${tier}; use unit, api, e2e, prod or containers`);
  console.info(`\n> ${tier} tests`);
  const startedAt = Date.now();
  const code = await step();
  timings.push(
    `${String(Math.round((Date.now() - startedAt) / 1000)).padStart(6)}s  ${tier}${code ? ' (failed)' : ''}`,
  );
  if (code !== 0) {
    console.error(`\n${tier} tests failed (exit ${code})`);
    failed = true;
    break;
  }
}
if (timings.length > 1) console.info(`\n> test tiers\n${timings.join('\n')}`);
process.exit(failed ? 1 : 0);
