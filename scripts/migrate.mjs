#!/usr/bin/env node
// One-shot migrations for containers (docker-compose `migrate`, the Kubernetes Job): every
// service's migrations (each creates the database if missing), and with --seed the demo catalogue.
import { migrateAll } from './lib/migrate.mjs';
import { UserError, fail, ok } from './lib/output.mjs';
import { ensureEntryPoints, loadContracts, systemPlan } from './lib/runtime.mjs';

try {
  const plan = systemPlan(await loadContracts());
  const withSeed = process.argv.includes('--seed');
  ensureEntryPoints({ ...plan, processes: [] }, { withSeed });
  await migrateAll(plan, plan.env, { withSeed });
  ok('migrations done');
} catch (err) {
  fail(err instanceof UserError ? err.message : (err?.stack ?? String(err)));
  process.exitCode = 1;
}
