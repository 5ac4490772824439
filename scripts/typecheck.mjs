#!/usr/bin/env node
// `npm run typecheck`: the back-end project graph (`tsc -b`), every package's test sources
// (tsconfig.spec.json), the browser apps (bundled by rspack, which does not type-check) and e2e.
// The graph is built by TypeScript 6 (its output is what the services run, and the Nest swagger
// plugin needs that compiler's API); the twenty-odd check-only projects go to TypeScript 7's
// native compiler (`tsgo`, same language, about ten times faster), which is what keeps lint
// short on a two-core machine. TYPECHECK_WITH=tsc checks them with TypeScript 6 instead.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');
const tsgo = path.join(root, 'node_modules/.bin/tsgo');
const checker = process.env.TYPECHECK_WITH === 'tsc' || !existsSync(tsgo) ? tsc : tsgo;
const { workspaces } = JSON.parse(
  await import('node:fs').then((fs) => fs.readFileSync(path.join(root, 'package.json'), 'utf8')),
);

const jobs = [['tsc -b', [tsc, '-b', 'tsconfig.json']]];
for (const folder of [...workspaces, 'infra/test']) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => /^tsconfig\.(spec|node)\.json$/.test(f))) {
    jobs.push([`${folder}/${file}`, [checker, '--noEmit', '-p', path.join(folder, file)]]);
  }
  // The cross-service tests have one config of their own (no build behind them).
  if (folder === 'infra/test' && existsSync(path.join(dir, 'tsconfig.json'))) {
    jobs.push([`${folder}/tsconfig.json`, [checker, '--noEmit', '-p', path.join(folder, 'tsconfig.json')]]);
  }
  const isBrowser =
    existsSync(path.join(dir, 'rspack.config.ts')) || folder === 'packages/web-kit' || folder === 'e2e';
  if (isBrowser && existsSync(path.join(dir, 'tsconfig.json'))) {
    jobs.push([`${folder}/tsconfig.json`, [checker, '--noEmit', '-p', path.join(folder, 'tsconfig.json')]]);
  }
}

function run([label, [command, ...args]]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ label, code, out }));
  });
}

// The back-end graph first (the spec configs read its declarations), then two at a time.
const failures = [];
const first = await run(jobs.shift());
if (first.code !== 0) failures.push(first);
const queue = [...jobs];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const result = await run(queue.shift());
      if (result.code !== 0) failures.push(result);
    }
  }),
);
for (const f of failures) console.error(`\n✗ ${f.label}\n${f.out}`);
console.info(
  failures.length ? `typecheck: ${failures.length} failed` : `typecheck: ${jobs.length + 1} projects clean`,
);
process.exit(failures.length ? 1 : 0);
