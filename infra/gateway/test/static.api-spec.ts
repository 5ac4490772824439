import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { SERVICE_NAMES, type ServiceName } from '@festive/contracts';
import { createGateway } from '../src/app';
import type { GatewayConfig } from '../src/config';
import { silentLogger } from '../src/log';
import { FIXTURE_SCRIPT_HASH, PRECOMPRESSED_TEXT, staticFixture } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('gateway static web', () => {
  const { root, remotesJson } = staticFixture();
  const config: GatewayConfig = {
    port: 0,
    host: '127.0.0.1',
    staticRoot: root,
    remotesJson,
    s3Endpoint: 'http://127.0.0.1:9',
    s3Bucket: 'festive-gifts',
    serviceUrls: Object.fromEntries(SERVICE_NAMES.map((n) => [n, 'http://127.0.0.1:9'])) as Record<
      ServiceName,
      string
    >,
    proxyTimeoutMs: 500,
    cspOrigins: ['http://127.0.0.1:4569'],
  };
  const app = createGateway(config, silentLogger);

  it('serves the shell index at / with no-cache and security headers', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Festival Gifts');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Uploads go to S3 and may be fetched from it; scripts never come from there. The page's one
    // inline script runs by its hash; its JSON-LD block is data, not script.
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${FIXTURE_SCRIPT_HASH};`);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    // Plain http (development): no HSTS, which would pin localhost to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:4569;");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('falls back to index.html for page routes the browser navigates to', async () => {
    for (const path of ['/account', '/products/42', '/admin/login', '/no/such/page']) {
      const res = await request(app).get(path).set('Accept', 'text/html,application/xhtml+xml');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('does not answer a missing script or a non-GET with the page', async () => {
    expect((await request(app).get('/main.00000000.js').set('Accept', '*/*')).status).toBe(404);
    expect((await request(app).post('/account').set('Accept', 'text/html')).status).toBe(404);
    const remote = await request(app).get('/remotes/mfe-catalog/nope.js').set('Accept', 'text/html');
    expect(remote.status).toBe(404);
  });

  it('caches hashed assets for a year and gzips them', async () => {
    const res = await request(app).get('/main.3f2a9c1d.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('gzip');
    const icon = await request(app).get('/favicon.ico');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends hashed files without validators, and revalidates entry files with a 304', async () => {
    for (const path of ['/main.3f2a9c1d.js', '/remotes/mfe-catalog/456.cafef00d.js']) {
      const res = await request(app).get(path).set('Accept-Encoding', 'br');
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, IMMUTABLE]);
      for (const name of ['etag', 'last-modified', 'accept-ranges']) {
        expect([path, name, res.headers[name]]).toEqual([path, name, undefined]);
      }
    }
    const entry = await request(app).get('/remotes/mfe-catalog/remoteEntry.js');
    expect(entry.headers.etag).toMatch(/^W\/"/);
    const again = await request(app)
      .get('/remotes/mfe-catalog/remoteEntry.js')
      .set('If-None-Match', String(entry.headers.etag));
    expect(again.status).toBe(304);
  });

  it('sends scripts without the headers only a page reads, keeping nosniff', async () => {
    for (const path of ['/main.3f2a9c1d.js', '/remotes/mfe-catalog/remoteEntry.js']) {
      const res = await request(app).get(path).set('Accept-Encoding', 'br');
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
        expect([path, name, res.headers[name]]).toEqual([path, name, undefined]);
      }
    }
    const page = await request(app).get('/');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('serves remotes with CORS: entry files revalidated, chunks immutable', async () => {
    const entry = await request(app).get('/remotes/mfe-catalog/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const manifest = await request(app).get('/remotes/mfe-catalog/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/remotes/mfe-catalog/123.deadbeef.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it("sends the build's brotli or gzip copy of a script to a browser that takes it", async () => {
    const chunk = '/remotes/mfe-catalog/456.cafef00d.js';
    const br = await request(app).get(chunk).set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(br.text).toBe(PRECOMPRESSED_TEXT.br);

    const gzip = await request(app).get(chunk).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(PRECOMPRESSED_TEXT.gzip);

    const plain = await request(app).get(chunk).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('identity');
  });

  it('reads remotes.json on every request', async () => {
    const first = await request(app).get('/remotes.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    // The old shape (name -> URL) is still read; the answer is always the manifest shape.
    expect(first.body).toEqual({
      schemaVersion: 2,
      remotes: { mfe_catalog: { entry: '/remotes/mfe-catalog/remoteEntry.js' } },
    });
    writeFileSync(remotesJson, JSON.stringify({ mfe_catalog: '/remotes/mfe-catalog-v2/remoteEntry.js' }));
    const second = await request(app).get('/remotes.json');
    expect(second.body.remotes.mfe_catalog.entry).toBe('/remotes/mfe-catalog-v2/remoteEntry.js');
  });

  it('never serves files outside a dist folder', async () => {
    expect((await request(app).get('/remotes/mfe-catalog/../../remotes.json')).status).toBe(404);
    expect((await request(app).get('/remotes/..%2fshell/dist/index.html')).status).toBe(404);
    expect((await request(app).get('/%2e%2e/remotes.json').set('Accept', '*/*')).status).toBe(404);
  });
});
