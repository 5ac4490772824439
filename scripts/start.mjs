#!/usr/bin/env node
// `npm start`: checks PostgreSQL and Redis, builds what is stale, migrates and seeds, then runs
// the sandbox, the five services, the two workers and the gateway until Ctrl-C.
//
//   --no-build          use the existing dist folders as they are
//   --force             rebuild everything first
//   --ready-file <path> write {url, pid, children} there once everything answers (for tests)
//
// Ports, DATABASE_URL, REDIS_URL, REDIS_PREFIX... come from the environment (docs/conventions.md);
// START_TIMEOUT_MS (60000) bounds each health wait.
import path from 'node:path';
import { buildWorkspaces } from './lib/build.mjs';
import { ensureDatabase } from './lib/database.mjs';
import { launch } from './lib/launch.mjs';
import { createLifecycle } from './lib/lifecycle.mjs';
import { migrateAll } from './lib/migrate.mjs';
import { UserError, ok, step } from './lib/output.mjs';
import { ensurePortsFree } from './lib/ports.mjs';
import { checkBackingServices } from './lib/preflight.mjs';
import { backingServices, ensureEntryPoints, loadContracts, systemPlan } from './lib/runtime.mjs';

const startedAt = Date.now();
const lifecycle = createLifecycle();

function parseArgs(argv) {
  const options = { build: true, force: false, readyFile: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--force') options.force = true;
    else if (arg === '--ready-file' && argv[i + 1]) options.readyFile = path.resolve(argv[++i]);
    else throw new UserError(`unknown option ${arg} (use --no-build, --force, --ready-file <path>)`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));

  await checkBackingServices(backingServices());
  ok('PostgreSQL and Redis are reachable');

  if (options.build) await buildWorkspaces({ force: options.force });

  const plan = systemPlan(await loadContracts());
  await ensurePortsFree(plan.ports, plan.host);
  ensureEntryPoints(plan);

  const created = await ensureDatabase(plan.env.DATABASE_URL);
  ok(`database ${new URL(plan.env.DATABASE_URL).pathname.slice(1)} ${created ? 'created' : 'exists'}`);

  const width = Math.max(...plan.processes.map((p) => p.name.length));
  const firstServiceStage = Math.min(...plan.processes.filter((p) => p.stage > 0).map((p) => p.stage));
  await launch(plan, lifecycle, {
    readyFile: options.readyFile,
    timeoutMs: Number(process.env.START_TIMEOUT_MS) || 60_000,
    startedAt,
    // After the sandbox (the seed stores its images in S3), before any service.
    beforeStage: async (stage) => {
      if (stage !== firstServiceStage) return;
      step('migrating and seeding');
      await migrateAll(plan, plan.env, { width });
    },
  });
}

main().catch(lifecycle.failWith);
