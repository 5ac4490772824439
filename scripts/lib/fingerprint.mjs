// Content hashes of what a workspace's build reads, to tell whether its dist is stale.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo.mjs';

/** Folders and files that are not build input (outputs, tests, caches). */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results', '.turbo', '.git']);
/** A workspace's own top-level test folder (api tests); `src/testing` helpers are input. */
const SKIP_TOP_DIRS = new Set(['test']);
const SKIP_FILE = /(\.spec\.tsx?|\.api-spec\.ts|\.tsbuildinfo|tsconfig\.spec\.json)$/;

/** Root files every build reads: compiler settings and the exact dependency versions. */
const SHARED_INPUTS = ['tsconfig.base.json', 'tsconfig.node.json', 'package-lock.json'];

function listFiles(dir, into = [], top = true) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !(top && SKIP_TOP_DIRS.has(entry.name))) listFiles(full, into, false);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      into.push(full);
    }
  }
  return into;
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Fingerprint of a workspace: its own files, the shared root inputs, and (recursively) the
 * fingerprints of the workspaces it depends on, so a change in contracts makes every user stale.
 */
export function createFingerprinter(workspaces) {
  const byDir = new Map(workspaces.map((ws) => [ws.dir, ws]));
  const memo = new Map();
  const shared = hashFiles(SHARED_INPUTS.map((f) => path.join(REPO_ROOT, f)).filter((f) => existsSync(f)));
  const fingerprint = (dir) => {
    if (memo.has(dir)) return memo.get(dir);
    const own = hashFiles(listFiles(path.join(REPO_ROOT, dir)));
    const hash = createHash('sha256').update(shared).update(own);
    for (const dep of [...byDir.get(dir).deps].sort()) hash.update(dep).update(fingerprint(dep));
    const value = hash.digest('hex');
    memo.set(dir, value);
    return value;
  };
  return fingerprint;
}
