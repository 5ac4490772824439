#!/usr/bin/env node
// Writes infra/nginx/generated.conf from the contracts route table, by way of the gateway's
// renderer (infra/gateway/src/nginx/render-nginx.ts), which it builds first when stale.
// `--check` only compares and exits 1 when the committed file is out of date.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWorkspaces } from '../../scripts/lib/build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(here, 'generated.conf');

await buildWorkspaces({ only: ['infra/gateway'] });
const { renderNginx } = createRequire(import.meta.url)('../gateway/dist/nginx/render-nginx.js');
const text = renderNginx();

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error('infra/nginx/generated.conf is out of date: run node infra/nginx/generate.mjs');
    process.exit(1);
  }
  console.info('infra/nginx/generated.conf is up to date');
} else {
  writeFileSync(target, text);
  console.info('wrote infra/nginx/generated.conf');
}
