#!/usr/bin/env node
// `npm run lint`: ESLint, Prettier, the type-check of every project and knip, in two lanes side by
// side: ESLint, which works on one core and was half of the whole lint, and Prettier →
// type-check → knip on the other (ESLint on two threads builds a TypeScript program per thread
// and only fights the other lane for the cores). Every step runs even when an earlier one failed,
// so one run shows every problem; each step's output is printed whole when it ends, with its
// time, so two tools never interleave their lines.
import { color, fail, ok, seconds } from './lib/output.mjs';
import { run } from './lib/run.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const lanes = [
  [['eslint', bin('eslint'), ['.']]],
  [
    ['prettier', bin('prettier'), ['--check', '.']],
    ['typecheck', process.execPath, ['scripts/typecheck.mjs']],
    ['knip', bin('knip'), []],
  ],
];

async function lane(steps) {
  let clean = true;
  for (const [label, command, args] of steps) {
    const startedAt = Date.now();
    const { code, output } = await run(command, args, { env: { ...process.env, FORCE_COLOR: '1' } });
    const text = output.trim();
    if (text) console.info(`${color.dim(`── ${label}`)}\n${text}`);
    if (code !== 0) {
      fail(`${label} failed (exit ${code})`);
      clean = false;
    } else ok(`${label} ${color.dim(`(${seconds(startedAt)})`)}`);
  }
  return clean;
}

const startedAt = Date.now();
const results = await Promise.all(lanes.map(lane));
const passed = results.every(Boolean);
(passed ? ok : fail)(`lint ${passed ? 'clean' : 'failed'} ${color.dim(`(${seconds(startedAt)})`)}`);
process.exit(passed ? 0 : 1);
