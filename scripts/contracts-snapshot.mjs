#!/usr/bin/env node
// `node scripts/contracts-snapshot.mjs`: records the contracts of this release. Writes every zod
// schema of packages/contracts as JSON Schema to packages/contracts/releases/<version>.json
// (version from its package.json) and points releases/latest-release at it. A slice's release
// step runs it; the compatibility test then holds later changes to what that release relies on.
//
// A recorded release never changes: if today's schemas differ from the file of the same version,
// bump the version first. A new version that breaks the previous release is refused unless
// --allow-breaking is given (a deliberate break, every consumer shipping with it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { buildWorkspaces } from './lib/build.mjs';
import { fail, ok } from './lib/output.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractsDir = path.join(root, 'packages/contracts');
const releasesDir = path.join(contractsDir, 'releases');
const pointer = path.join(releasesDir, 'latest-release');
const allowBreaking = process.argv.includes('--allow-breaking');

async function main() {
  await buildWorkspaces({ only: ['packages/contracts'] });
  const load = (file) => import(pathToFileURL(path.join(contractsDir, 'dist', file)).href);
  const contracts = await load('index.js');
  const { snapshotContracts } = await load('compat/snapshot.js');
  const { breakingChanges } = await load('compat/compatibility.js');

  const pkg = JSON.parse(readFileSync(path.join(contractsDir, 'package.json'), 'utf8'));
  const current = snapshotContracts(contracts, { package: pkg.name, version: pkg.version });
  const target = path.join(releasesDir, `${pkg.version}.json`);
  // Written as the repository's formatter would, so lint leaves recorded releases alone.
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(JSON.stringify(current), { ...options, filepath: target });

  if (existsSync(target)) {
    if (readFileSync(target, 'utf8') === text) {
      ok(`contracts ${pkg.version} already recorded, unchanged`);
      writeFileSync(pointer, `${pkg.version}\n`);
      return 0;
    }
    fail(
      `contracts ${pkg.version} is already released and today's schemas differ from it; ` +
        `bump "version" in packages/contracts/package.json, then run this again`,
    );
    return 1;
  }

  if (existsSync(pointer)) {
    const previous = readFileSync(pointer, 'utf8').trim();
    const released = JSON.parse(readFileSync(path.join(releasesDir, `${previous}.json`), 'utf8'));
    const problems = breakingChanges(released, current);
    if (problems.length > 0 && !allowBreaking) {
      fail(`contracts ${pkg.version} breaks release ${previous}:\n  ${problems.join('\n  ')}`);
      return 1;
    }
  }

  writeFileSync(target, text);
  writeFileSync(pointer, `${pkg.version}\n`);
  ok(
    `contracts ${pkg.version} recorded: ${Object.keys(current.schemas).length} schemas in ${path.relative(root, target)}`,
  );
  return 0;
}

process.exitCode = await main().catch((error) => {
  fail(error?.stack ?? String(error));
  return 1;
});
