#!/usr/bin/env node
/**
 * Sums the gzip (-9) size of the JavaScript a first visit to / downloads, and the size of the
 * brotli copies the build writes beside each file (what a browser taking br is sent), from the build
 * outputs (`dist/build-stats.json` written by web-kit's ChunkStatsPlugin):
 *   shell: the scripts its page starts for a first visit (`data-first-visit`, written by
 *          web-kit's FirstVisitPreloadPlugin: the entry, the `./bootstrap` chunk group and the
 *          chunks that provide the shared modules the first page runs);
 *   mfe-catalog: remoteEntry.js and the chunk group of its exposed `./app`.
 * Shared modules are taken from the shell (shareStrategy loaded-first), so the remote's own
 * copies are not counted; the lazy overlays entry (drawer, toaster) loads on first use only.
 *
 * Usage: node shell/scripts/measure-first-visit.mjs [--json]   (after building shell and mfe-catalog)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** @typedef {{ module: string, request: string }} Origin */
/** @typedef {{ id: string | number, files: string[], origins: Origin[], modules: { name: string, size: number }[] }} Chunk */
/** @typedef {{ entrypoints: Record<string, string[]>, chunks: Chunk[] }} Stats */
/** @typedef {{ app: string, file: string, raw: number, gzip: number, brotli: number, contents: string }} Row */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUDGET_KB = 170;

/** @param {string} folder @returns {Stats} */
function readStats(folder) {
  const file = path.join(repo, folder, 'dist', 'build-stats.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build -w ${folder}" first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** @type {(chunk: Chunk, test: (origin: Origin) => boolean) => boolean} */
const hasOrigin = (chunk, test) => chunk.origins.some(test);

/** The biggest packages (or source folders) in a chunk, to name it in the breakdown. */
/** @param {Chunk} chunk */
function describe(chunk) {
  const sizes = new Map();
  for (const { name, size } of chunk.modules) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
    const key = match
      ? match[1]
      : name.startsWith('consume shared') || name.startsWith('provide shared')
        ? null
        : name
            .split('/')
            .slice(0, 3)
            .join('/')
            .replace(/ \+ \d+ modules$/, '');
    if (key) sizes.set(key, (sizes.get(key) ?? 0) + size);
  }
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key]) => key)
    .join(', ');
}

/** The build's own brotli copy (web-kit's PrecompressPlugin), or the file itself when it wrote none. */
/** @param {string} folder @param {string} file @param {Buffer} bytes */
function brotliSize(folder, file, bytes) {
  const copy = path.join(repo, folder, 'dist', `${file}.br`);
  return fs.existsSync(copy) ? fs.statSync(copy).size : bytes.length;
}

/**
 * @param {string} folder
 * @param {(chunk: Chunk, stats: Stats) => boolean} select
 * @returns {Row[]}
 */
function pick(folder, select) {
  const stats = readStats(folder);
  const chunks = stats.chunks.filter((chunk) => chunk.files.length > 0 && select(chunk, stats));
  return chunks.flatMap((chunk) =>
    chunk.files.map((file) => {
      const bytes = fs.readFileSync(path.join(repo, folder, 'dist', file));
      return {
        app: folder,
        file,
        raw: bytes.length,
        gzip: zlib.gzipSync(bytes, { level: 9 }).length,
        brotli: brotliSize(folder, file, bytes),
        contents: describe(chunk),
      };
    }),
  );
}

/** The scripts the shell's page preloads for a first visit: the build's own list of them. */
const shellHtml = fs.readFileSync(path.join(repo, 'shell', 'dist', 'index.html'), 'utf8');
const preloaded = new Set(
  (/<script data-first-visit="([^"]+)"/.exec(shellHtml)?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((file) => file.replace(/^\//, '')),
);
if (preloaded.size === 0) throw new Error('shell/dist/index.html preloads no first-visit scripts');
const shell = pick('shell', (chunk) => chunk.files.some((file) => preloaded.has(file)));
const catalog = pick('mfe-catalog', (chunk, stats) => {
  const entry = Object.values(stats.entrypoints).flat().includes(String(chunk.id));
  return entry || hasOrigin(chunk, (o) => o.module === 'container entry');
});

const rows = [...shell, ...catalog].sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalBrotli = rows.reduce((sum, row) => sum + row.brotli, 0);
/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv.includes('--json')) {
  console.info(
    JSON.stringify({ totalGzipBytes: total, totalBrotliBytes: totalBrotli, files: rows }, null, 2),
  );
} else {
  console.info("First visit to / — JavaScript, gzip -9 and the build's brotli copies\n");
  console.info(
    `${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)} ${'raw KB'.padStart(8)}  file  (largest contents)`,
  );
  for (const row of rows) {
    console.info(
      `${kb(row.gzip).padStart(8)} ${kb(row.brotli).padStart(8)} ${kb(row.raw).padStart(8)}  ${row.app}/${row.file}  (${row.contents})`,
    );
  }
  /** @param {string} app */
  const byApp = (app) => kb(rows.filter((row) => row.app === app).reduce((sum, row) => sum + row.gzip, 0));
  console.info(`\nshell ${byApp('shell')} KB + mfe-catalog ${byApp('mfe-catalog')} KB`);
  console.info(`TOTAL ${kb(total)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB)`);
  console.info(`brotli copies: ${kb(totalBrotli)} KB`);
}
process.exitCode = total / 1024 > BUDGET_KB ? 1 : 0;
