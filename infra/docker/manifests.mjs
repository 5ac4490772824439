// Image build helper: copies every package.json of the build context (and the lockfile) into
// <out>, keeping only the fields `npm install` reads, with fixed timestamps. The dependency layers
// of the Dockerfile are then reused until a dependency really changes, not when a script, the
// engines range or a description does.
//   node infra/docker/manifests.mjs <context> <out>
import { copyFileSync, mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [from, to] = process.argv.slice(2);
const INSTALL_FIELDS = [
  'name',
  'version',
  'private',
  'workspaces',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'bundleDependencies',
  'overrides',
  'bin',
];
// Lifecycle scripts npm runs while installing; every other script is irrelevant to it.
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];
const SKIP = new Set(['node_modules', 'dist', '.git', '.data']);

const written = [];

function strip(file) {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const kept = Object.fromEntries(INSTALL_FIELDS.filter((key) => key in pkg).map((key) => [key, pkg[key]]));
  const scripts = Object.entries(pkg.scripts ?? {}).filter(([key]) => INSTALL_SCRIPTS.includes(key));
  if (scripts.length) kept.scripts = Object.fromEntries(scripts);
  return `${JSON.stringify(kept, null, 2)}\n`;
}

function walk(dir) {
  for (const entry of readdirSync(path.join(from, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIP.has(entry.name)) walk(rel);
    else if (entry.isFile() && entry.name === 'package.json') {
      mkdirSync(path.join(to, dir), { recursive: true });
      writeFileSync(path.join(to, rel), strip(path.join(from, rel)));
      written.push(rel);
    }
  }
}

walk('.');
for (const file of ['package-lock.json', '.npmrc']) {
  copyFileSync(path.join(from, file), path.join(to, file));
  written.push(file);
}
// Fixed times on files and their folders: the layer's content is all that differs between builds.
const dirs = new Set(
  written.flatMap((rel) =>
    rel
      .split(path.sep)
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join(path.sep)),
  ),
);
for (const rel of [...written, ...dirs, '.']) utimesSync(path.join(to, rel), 0, 0);
