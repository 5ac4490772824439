import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Seen {
  service: string;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A stand-in service on a random port that records what reached it and echoes it back as JSON. */
export async function startUpstream(service: string, seen: Seen[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ service, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.setHeader('Set-Cookie', ['fg.sid=abc; Path=/; HttpOnly; SameSite=Lax', 'other=1; Path=/']);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ service, method: req.method, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A service that accepts connections and never answers. */
export async function startSilentServer(): Promise<{ url: string; server: Server }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function closeAll(servers: Server[]): Promise<unknown> {
  return Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
}

/** The fixture's page: one inline script (allowed by its hash) and a JSON-LD data block. */
export const FIXTURE_INLINE_SCRIPT = 'window.__shopReady = true;';
export const FIXTURE_INDEX_HTML =
  '<!doctype html><title>Festival Gifts</title>' +
  '<script type="application/ld+json">{"@type":"Store"}</script>' +
  `<script>${FIXTURE_INLINE_SCRIPT}</script><div id="root"></div>`;

/** The CSP source allowing the fixture's inline script. */
export const FIXTURE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIXTURE_INLINE_SCRIPT).digest('base64')}'`;

/** A repo-shaped folder with built-looking shell and remote dists. */
/** What the fixture's `.br` and `.gz` copies of `/remotes/mfe-catalog/456.cafef00d.js` decode to. */
export const PRECOMPRESSED_TEXT = { br: 'chunk("from the .br copy");', gzip: 'chunk("from the .gz copy");' };

export function staticFixture(): { root: string; remotesJson: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-static-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', FIXTURE_INDEX_HTML);
  write('shell/dist/main.3f2a9c1d.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('shell/dist/favicon.ico', 'icon');
  write('mfe-catalog/dist/remoteEntry.js', 'var mfe_catalog;');
  write('mfe-catalog/dist/mf-manifest.json', '{}');
  write('mfe-catalog/dist/123.deadbeef.js', 'chunk();');
  // A chunk with the build's precompressed copies beside it, each saying which file it is.
  const chunk = 'mfe-catalog/dist/456.cafef00d.js';
  write(chunk, `chunk(${JSON.stringify('identity'.repeat(200))});`);
  writeFileSync(path.join(root, `${chunk}.br`), brotliCompressSync(PRECOMPRESSED_TEXT.br));
  writeFileSync(path.join(root, `${chunk}.gz`), gzipSync(PRECOMPRESSED_TEXT.gzip));
  const remotesJson = path.join(root, 'remotes.json');
  writeFileSync(remotesJson, JSON.stringify({ mfe_catalog: '/remotes/mfe-catalog/remoteEntry.js' }));
  return { root, remotesJson };
}
