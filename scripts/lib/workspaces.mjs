// The npm workspaces and how each one builds, read from the root and workspace package.json files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, readJson } from './repo.mjs';

/**
 * @typedef {object} Workspace
 * @property {string} dir      folder relative to the repo root, e.g. `services/catalog`
 * @property {string} name     package name, e.g. `@festive/catalog`
 * @property {'tsc' | 'npm' | 'source'} kind  `tsc -b`, `npm run build`, or no build (bundled from source)
 * @property {string[]} deps   folders of the workspaces it depends on
 */

/** @returns {Workspace[]} in the root package.json's order */
export function loadWorkspaces() {
  const root = readJson(path.join(REPO_ROOT, 'package.json'));
  const dirs = root.workspaces.filter((dir) => existsSync(path.join(REPO_ROOT, dir, 'package.json')));
  const pkgs = dirs.map((dir) => ({ dir, pkg: readJson(path.join(REPO_ROOT, dir, 'package.json')) }));
  const dirByName = new Map(pkgs.map(({ dir, pkg }) => [pkg.name, dir]));
  return pkgs.map(({ dir, pkg }) => {
    const declared = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    const deps = Object.keys(declared)
      .filter((name) => dirByName.has(name))
      .map((name) => dirByName.get(name));
    const build = pkg.scripts?.build;
    const kind = !build ? 'source' : /^tsc\s+-b\b/.test(build) ? 'tsc' : 'npm';
    return { dir, name: pkg.name, kind, deps };
  });
}

/**
 * The workspaces to build for the given folders (all buildable ones when none are given),
 * plus the ones they depend on.
 */
export function selectBuildable(workspaces, wanted = []) {
  const byDir = new Map(workspaces.map((ws) => [ws.dir, ws]));
  for (const dir of wanted) {
    if (!byDir.has(dir)) throw new Error(`${dir} is not a workspace (see the root package.json)`);
  }
  const chosen = new Set();
  const visit = (dir) => {
    if (chosen.has(dir)) return;
    chosen.add(dir);
    for (const dep of byDir.get(dir).deps) visit(dep);
  };
  for (const dir of wanted.length ? wanted : [...byDir.keys()]) visit(dir);
  return workspaces.filter((ws) => chosen.has(ws.dir) && ws.kind !== 'source');
}
