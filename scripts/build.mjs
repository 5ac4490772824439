#!/usr/bin/env node
// `npm run build` (= node scripts/build.mjs --force): builds every workspace. Without --force
// only stale ones; folders as arguments limit it to those and what they depend on, e.g.
// `node scripts/build.mjs infra/gateway`.
import { buildWorkspaces } from './lib/build.mjs';
import { UserError, fail } from './lib/output.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((arg) => !arg.startsWith('--')).map((dir) => dir.replace(/\/+$/, ''));

try {
  await buildWorkspaces({ force, only });
} catch (err) {
  fail(err instanceof UserError ? err.message : (err?.stack ?? String(err)));
  process.exitCode = 1;
}
