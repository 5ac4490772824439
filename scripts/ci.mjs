#!/usr/bin/env node
// `npm run ci -- <slice>...`: one slice's pipeline (lint, type-check, unit and API tests, the
// contract tests of the slices that call it, the browser journeys that touch it).
//   npm run ci -- catalog mfe-account       those slices
//   npm run ci -- --changed [--base <ref>]  the slices `git diff <base>...HEAD` and uncommitted
//                                           changes touch (base: origin/main, else main)
//   --dry-run                               print the commands instead of running them
//   node scripts/ci.mjs --version-of <slice> the version it ships under: package version + short SHA
//   node scripts/ci.mjs --write-workflows   regenerate .github/workflows/<slice>.yml
// Slices are declared in scripts/lib/slices.mjs. `.ci/run` still checks everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REPO_ROOT, fromRoot } from './lib/repo.mjs';
import {
  browserTests,
  consumers,
  getSlice,
  sharedDependencies,
  sliceNames,
  slicesForFiles,
  sliceVersion,
} from './lib/slices.mjs';
import { writeWorkflows } from './lib/workflows.mjs';

/**
 * One slice's checks as [label, command, operands]. The shared packages it depends on are linted,
 * type-checked and unit-tested with it: its workflow runs on their changes, so this is where those
 * changes are checked.
 */
function sliceChecks(name) {
  const slice = getSlice(name);
  const folders = [...slice.dirs, ...sharedDependencies(name)];
  const has = (dir, file) => existsSync(fromRoot(dir, file));
  // Type-checked as scripts/typecheck.mjs does; `tsc -b` of a slice builds the packages it references.
  const isBrowser = (dir) => has(dir, 'rspack.config.ts') || dir === 'packages/web-kit';
  const buildDirs = slice.dirs.filter((dir) => has(dir, 'tsconfig.json') && !isBrowser(dir));
  const configs = folders.flatMap((dir) =>
    [isBrowser(dir) && 'tsconfig.json', 'tsconfig.spec.json', 'tsconfig.node.json']
      .filter((file) => file && has(dir, file))
      .map((file) => `${dir}/${file}`),
  );
  const jest = ['npx', 'jest', '--passWithNoTests'];
  const notCompat = ['--testPathIgnorePatterns', '/node_modules/', COMPAT_TEST];
  const apiDirs = slice.dirs.filter((dir) => has(dir, 'test'));
  // Contract tests, `*.contract-spec.ts(x)` (consumer side) and `compat*.api-spec.ts` (provider
  // side), of the slice and of the slices that call it; the API step leaves the compat ones to it.
  const contractDirs = [...slice.dirs, ...consumers(name).flatMap((other) => getSlice(other).dirs)];
  return [
    ['lint', ['npx', 'eslint'], folders],
    ['format', ['npx', 'prettier', '--check'], folders],
    ['types', ['npx', 'tsc', '-b'], buildDirs],
    ...configs.map((config) => ['types', ['npx', 'tsc', '--noEmit', '-p', config], []]),
    ['unit', [...jest, '--selectProjects', 'unit', '--'], folders.map((dir) => `./${dir}/`)],
    [
      'api',
      [...jest, '--selectProjects', 'api', '--maxWorkers=3', ...notCompat, '--'],
      apiDirs.map((dir) => `./${dir}/`),
    ],
    ['contract', [...jest, '--runInBand', '--'], contractDirs],
    // The journeys start the whole system (scripts/test.mjs), so several slices share one run.
    ['browser', ['node', 'scripts/test.mjs', '--only', 'e2e'], browserTests(name)],
  ].filter(([, command, operands]) => operands.length || command.includes('-p'));
}

const CONTRACT_TESTS = '(\\.contract-spec\\.tsx?|/compat[^/]*\\.api-spec\\.ts)$';
const COMPAT_TEST = '/compat[^/]*\\.api-spec\\.ts$';
const ORDER = ['lint', 'format', 'types', 'unit', 'api', 'contract', 'browser'];

/** The commands for some slices: one command per check, on the operands of every slice. */
function plan(names) {
  const merged = new Map();
  for (const [label, command, operands] of names.flatMap(sliceChecks)) {
    const key = `${label} ${command.join(' ')}`;
    if (!merged.has(key)) merged.set(key, { label, command, operands: new Set() });
    operands.forEach((operand) => merged.get(key).operands.add(operand));
  }
  return [...merged.values()]
    .sort((a, b) => ORDER.indexOf(a.label) - ORDER.indexOf(b.label))
    .map(({ label, command, operands }) => [
      label,
      // Contract tests: one pattern over every folder concerned.
      label === 'contract'
        ? [...command, `^(${[...operands].join('|')})/.*${CONTRACT_TESTS}`]
        : [...command, ...(label === 'browser' ? [...operands].sort() : operands)],
    ]);
}

function git(...args) {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
}

function defaultBase() {
  const exists = (ref) =>
    spawnSync('git', ['rev-parse', '--verify', '-q', ref], { cwd: REPO_ROOT }).status === 0;
  return ['origin/main', 'main'].find(exists) ?? 'HEAD';
}

/** Files changed since the merge base with `base`, plus staged, unstaged and untracked ones. */
function changedFiles(base) {
  return [
    ...new Set([
      ...git('diff', '--name-only', `${base}...HEAD`),
      ...git('diff', '--name-only', 'HEAD'),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ].sort();
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

function run(argv) {
  const result = spawnSync(argv[0], argv.slice(1), { cwd: REPO_ROOT, stdio: 'inherit' });
  return result.status ?? 1;
}

function main(args) {
  const flag = (name) => args.includes(name);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  if (flag('--write-workflows')) {
    for (const file of writeWorkflows()) console.info(`wrote ${file}`);
    return 0;
  }
  if (flag('--version-of')) {
    console.info(sliceVersion(option('--version-of'), git('rev-parse', 'HEAD')[0]));
    return 0;
  }
  const dryRun = flag('--dry-run');
  let names = args.filter(
    (arg, i) => !arg.startsWith('--') && !['--base', '--version-of'].includes(args[i - 1]),
  );
  if (flag('--changed')) {
    const base = option('--base') ?? defaultBase();
    const files = changedFiles(base);
    names = slicesForFiles(files);
    console.info(`changed since ${base}: ${files.length} files → ${names.join(', ') || 'no slice'}`);
  } else if (!names.length) {
    console.error(`usage: npm run ci -- <slice>... | --changed [--base <ref>] [--dry-run]
slices: ${sliceNames().join(', ')}`);
    return 2;
  }
  names.forEach(getSlice); // unknown names fail before anything runs
  if (!names.length) return 0;
  if (dryRun) console.info(`plan for ${names.join(', ')}:`);

  const failed = [];
  for (const [label, argv] of plan(names)) {
    const line = argv.map(quote).join(' ');
    if (dryRun) {
      console.info(`[${label}] ${line}`);
      continue;
    }
    console.info(`\n> [${label}] ${line}`);
    if (run(argv) !== 0 && !failed.includes(label)) failed.push(label);
  }
  if (!dryRun)
    console.info(failed.length ? `\nci: failed: ${failed.join(', ')}` : `\nci: ${names.join(', ')} passed`);
  return failed.length ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`ci: ${error.message}`);
  process.exitCode = 2;
}
