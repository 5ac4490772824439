#!/usr/bin/env node
// `npm run bench -- <name> [options]`: one benchmark (not part of `npm test`); without a name, the
// catalogue bench. Each prints its own figures and targets (bench/README.md).
//   catalog  catalogue reads and searches at 100k products, first-visit JS weight
//   web      Lighthouse, default mobile, on the pages a shopper opens first
//   api      catalogue reads: bare server vs catalog vs through the gateway
//   orders   COD orders at a festival peak, and the pipeline behind them
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const BENCHES = ['catalog', 'web', 'api', 'orders'];
const here = path.dirname(fileURLToPath(import.meta.url));
const first = process.argv[2];
const name = first && !first.startsWith('--') ? first : 'catalog';
if (!BENCHES.includes(name)) {
  console.error(`unknown bench "${name}"; use one of: ${BENCHES.join(', ')}`);
  process.exit(2);
}
const entry = path.join(here, name, 'index.mjs');
if (!existsSync(entry)) {
  console.error(`bench/${name} is not in this checkout yet`);
  process.exit(2);
}
// The bench reads its own options from process.argv; the name is not one of them.
if (process.argv[2] === name) process.argv.splice(2, 1);
await import(pathToFileURL(entry).href);
