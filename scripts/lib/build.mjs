// Builds the workspaces whose dist is stale (`npm start` builds what is stale).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFingerprinter } from './fingerprint.mjs';
import { REPO_ROOT } from './repo.mjs';
import { UserError, color, ok, seconds, step } from './output.mjs';
import { run } from './run.mjs';
import { loadWorkspaces, selectBuildable } from './workspaces.mjs';

/** Written into dist after a successful build: the fingerprint of the inputs it was built from. */
const STAMP = '.build-stamp';
const TSC = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

const distOf = (ws) => path.join(REPO_ROOT, ws.dir, 'dist');

function isFresh(ws, fingerprint) {
  const stamp = path.join(distOf(ws), STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
}

function writeStamp(ws, fingerprint) {
  if (existsSync(distOf(ws))) writeFileSync(path.join(distOf(ws), STAMP), `${fingerprint}\n`);
}

/**
 * tsc -b trusts its .tsbuildinfo: with dist deleted but the info file left, it would report
 * success and emit nothing. Forget the info file whenever dist is gone.
 */
function forgetBuildInfo(ws) {
  if (existsSync(distOf(ws))) return;
  const dir = path.join(REPO_ROOT, ws.dir);
  for (const file of readdirSync(dir)) if (file.endsWith('.tsbuildinfo')) rmSync(path.join(dir, file));
}

function failure(what, output) {
  const tail = output.trim().split('\n').slice(-60).join('\n');
  return new UserError(`${what} failed:\n${tail}`);
}

/** All TypeScript back-end workspaces in one `tsc -b`: it orders them by their project references. */
async function buildTsc(units, force, done) {
  const startedAt = Date.now();
  units.forEach(forgetBuildInfo);
  const pretty = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  const args = [
    TSC,
    '-b',
    ...units.map((ws) => ws.dir),
    ...(force ? ['--force'] : []),
    '--pretty',
    String(pretty),
  ];
  const { code, output } = await run(process.execPath, args);
  if (code !== 0) throw failure(`tsc -b ${units.map((ws) => ws.dir).join(' ')}`, output);
  units.forEach(done);
  ok(`built ${units.map((ws) => ws.dir).join(', ')} ${color.dim(`(tsc, ${seconds(startedAt)})`)}`);
}

/** Bundled apps (shell, remotes) one after another: rspack already uses every core. */
async function buildNpm(units, done) {
  for (const ws of units) {
    const startedAt = Date.now();
    const { code, output } = await run('npm', ['run', 'build', '--silent', '-w', ws.dir]);
    if (code !== 0) throw failure(`npm run build -w ${ws.dir}`, output);
    done(ws);
    ok(`built ${ws.dir} ${color.dim(`(${seconds(startedAt)})`)}`);
  }
}

/**
 * Builds the stale workspaces among `only` (all when empty) and their dependencies; with
 * `force`, all of them. Returns the folders it built.
 */
export async function buildWorkspaces({ force = false, only = [] } = {}) {
  const workspaces = loadWorkspaces();
  const fingerprint = createFingerprinter(workspaces);
  const candidates = selectBuildable(workspaces, only);
  const stale = candidates.filter((ws) => force || !isFresh(ws, fingerprint(ws.dir)));
  if (!stale.length) {
    ok(`build is up to date ${color.dim(`(${candidates.length} workspaces)`)}`);
    return [];
  }
  step(`building ${stale.map((ws) => ws.dir).join(', ')}${force ? ' (forced)' : ''}`);
  const tsc = stale.filter((ws) => ws.kind === 'tsc');
  const npm = stale.filter((ws) => ws.kind === 'npm');
  // Fingerprints taken before building: an edit made during the build leaves the workspace stale.
  const prints = new Map(stale.map((ws) => [ws.dir, fingerprint(ws.dir)]));
  const done = (ws) => writeStamp(ws, prints.get(ws.dir));
  // A bundled app's build configuration imports the contracts' dist: those go first, alone.
  const needed = new Set(
    selectBuildable(
      workspaces,
      npm.map((ws) => ws.dir),
    ).map((ws) => ws.dir),
  );
  const first = tsc.filter((ws) => needed.has(ws.dir));
  if (first.length) await buildTsc(first, force, done);
  const rest = tsc.filter((ws) => !first.includes(ws));
  const results = await Promise.allSettled([
    rest.length && buildTsc(rest, force, done),
    npm.length && buildNpm(npm, done),
  ]);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) throw new UserError(failed.map((result) => result.reason.message).join('\n'));
  return stale.map((ws) => ws.dir);
}
