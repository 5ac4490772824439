// Where things are in the monorepo, for the start and build scripts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const fromRoot = (...parts) => path.join(REPO_ROOT, ...parts);

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
