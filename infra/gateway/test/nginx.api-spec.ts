import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { SERVICE_NAMES, serviceEnvPrefix } from '@festive/contracts';
import { nginxOptionsFromEnv, renderNginx } from '../src/nginx';
import {
  FIXTURE_SCRIPT_HASH,
  type Seen,
  closeAll,
  closedPort,
  PRECOMPRESSED_TEXT,
  startUpstream,
  staticFixture,
} from './helpers';

/**
 * Runs the generated config in a real nginx against stand-in services. nginx is a test
 * prerequisite like Chromium (`apt-get install nginx-light`, installed by .ci/run): without it
 * this file fails and says so, rather than quietly skipping the production routing check.
 */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const nginx = NGINX_CANDIDATES.find((file) => existsSync(file));

function waitForPort(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => {
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** A bucket answering path-style GETs from a map of keys; records the headers it was sent. */
async function fakeBucket(objects: Map<string, string>, requests: { url: string; cookie?: string }[]) {
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', cookie: req.headers.cookie });
    const body = objects.get((req.url ?? '').replace(/^\/festive-gifts\//, ''));
    if (body === undefined) {
      res.statusCode = 403; // S3 without list permission says 403 for a missing key
      res.end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    res.setHeader('Content-Type', req.url?.endsWith('.json') ? 'application/json' : 'application/javascript');
    res.setHeader('Cache-Control', 'max-age=5');
    res.setHeader('x-amz-request-id', 'R1');
    // S3's validators, which a released (immutable) file must not carry on to the browser.
    res.setHeader('ETag', '"0123456789abcdef"');
    res.setHeader('Last-Modified', 'Wed, 25 Nov 2026 10:00:00 GMT');
    res.setHeader('Accept-Ranges', 'bytes');
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('generated nginx config in nginx', () => {
  const seen: Seen[] = [];
  const objects = new Map<string, string>();
  const bucketRequests: { url: string; cookie?: string }[] = [];
  const servers: Server[] = [];
  let child: ChildProcess | undefined;
  let base = '';
  let stderr = '';

  beforeAll(async () => {
    if (!nginx) {
      throw new Error(`nginx not found at ${NGINX_CANDIDATES.join(' or ')}: apt-get install -y nginx-light`);
    }
    const { root, remotesJson } = staticFixture();
    // Run as root (CI), nginx's workers switch to `nobody`: they must be able to read the files.
    chmodSync(root, 0o755);
    // The nginx layout: <webRoot>/shell and <webRoot>/remotes/<folder>.
    const webRoot = path.join(root, 'web');
    mkdirSync(path.join(webRoot, 'remotes'), { recursive: true });
    renameSync(path.join(root, 'shell/dist'), path.join(webRoot, 'shell'));
    renameSync(path.join(root, 'mfe-catalog/dist'), path.join(webRoot, 'remotes/mfe-catalog'));

    const addresses = new Map<string, string>();
    for (const name of SERVICE_NAMES) {
      if (name === 'admin') {
        addresses.set(name, `127.0.0.1:${await closedPort()}`);
        continue;
      }
      const upstream = await startUpstream(name, seen);
      servers.push(upstream.server);
      addresses.set(name, upstream.url.replace('http://', ''));
    }
    const bucket = await fakeBucket(objects, bucketRequests);
    servers.push(bucket.server);
    const port = await closedPort();
    const env: Record<string, string> = {
      REMOTES_BUCKET_URL: `${bucket.url}/festive-gifts`,
      LISTEN_PORT: String(port),
      WEB_ROOT: webRoot,
      REMOTES_JSON: remotesJson,
      NGINX_RUN_DIR: path.join(root, 'run'),
      NGINX_WORKER_PROCESSES: '1',
      NGINX_ACCESS_LOG: 'off',
      TRUSTED_PROXY_CIDRS: '127.0.0.2/32',
      CSP_UPLOAD_ORIGINS: 'https://festive-gifts.s3.ap-south-1.amazonaws.com',
      CSP_PAYMENT_SCRIPT_ORIGINS: 'https://checkout.razorpay.com',
      CSP_PAYMENT_ORIGINS: 'https://api.razorpay.com',
    };
    for (const name of SERVICE_NAMES) env[`${serviceEnvPrefix(name)}_UPSTREAM`] = addresses.get(name) ?? '';
    const options = nginxOptionsFromEnv(env);
    if (!options.brotliStaticModule)
      throw new Error(
        'nginx has no brotli_static module: apt-get install -y libnginx-mod-http-brotli-static',
      );
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(options.runDir, kind), { recursive: true });
    }
    const conf = renderNginx(options).replace(`listen ${port};`, `listen 127.0.0.1:${port};`);
    writeFileSync(path.join(root, 'nginx.conf'), conf);
    child = spawn(nginx, ['-c', path.join(root, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;']);
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitForPort(port).catch((err: Error) => {
      throw new Error(`${err.message}: ${stderr}`);
    });
    base = `http://127.0.0.1:${port}`;
  }, 20_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await closeAll(servers);
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('proxies by the route table, keeping the path, body and cookies', async () => {
    const res = await request(base).put('/api/addresses/7/set-default?x=1').send({ a: 1 });
    expect(res.body).toEqual({ service: 'identity', method: 'PUT', url: '/api/addresses/7/set-default?x=1' });
    expect(res.headers['set-cookie']).toHaveLength(2);
    expect(seen[0]?.body.toString()).toBe('{"a":1}');
    expect(seen[0]?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['x-request-id']).toBe(seen[0]?.headers['x-request-id']);
    const objects = await request(base).get('/objects/p/a.webp');
    expect(objects.body.service).toBe('catalog');
  });

  it('answers 404 JSON for unknown API paths and 502 JSON for a dead service', async () => {
    const unknown = await request(base).get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No service answers this path' });
    const dead = await request(base).get('/api/dashboard/stats');
    expect(dead.status).toBe(502);
    expect(dead.body).toEqual({ message: 'admin service is unavailable' });
  });

  it('serves the shell and remotes with the gateway cache rules', async () => {
    const index = await request(base).get('/');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-security-policy']).toContain(
      `script-src 'self' https://checkout.razorpay.com ${FIXTURE_SCRIPT_HASH};`,
    );
    expect(index.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(index.headers['content-security-policy']).not.toContain('*');
    expect(index.headers['strict-transport-security']).toBeUndefined();
    const page = await request(base).get('/account').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect((await request(base).get('/missing.js').set('Accept', '*/*')).status).toBe(404);
    expect(index.headers['x-frame-options']).toBe('DENY');
    expect(index.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const asset = await request(base).get('/main.3f2a9c1d.js').set('Accept-Encoding', 'gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    // A script goes without the headers only a page reads; nosniff stays.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['cross-origin-opener-policy']).toBeUndefined();
    const entry = await request(base).get('/remotes/mfe-catalog/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    // An entry file is revalidated by its ETag; a hashed file, never revalidated, goes without.
    const again = await request(base)
      .get('/remotes/mfe-catalog/remoteEntry.js')
      .set('If-None-Match', String(entry.headers.etag));
    expect(again.status).toBe(304);
    const chunk = await request(base).get('/remotes/mfe-catalog/123.deadbeef.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    for (const hashed of [asset, chunk]) {
      for (const name of ['etag', 'last-modified', 'accept-ranges']) {
        expect([name, hashed.headers[name]]).toEqual([name, undefined]);
      }
    }
    // The build's gzip -9 copy goes as it is (the fixture's copy says which file it is).
    const precompressed = await request(base)
      .get('/remotes/mfe-catalog/456.cafef00d.js')
      .set('Accept-Encoding', 'gzip');
    expect(precompressed.headers['content-encoding']).toBe('gzip');
    expect(precompressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(precompressed.text).toBe(PRECOMPRESSED_TEXT.gzip);
    const brotli = await request(base)
      .get('/remotes/mfe-catalog/456.cafef00d.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.text).toBe(PRECOMPRESSED_TEXT.br);
    const remotes = await request(base).get('/remotes.json');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.body.mfe_catalog).toBeDefined();
  });

  it('believes X-Forwarded-Proto only from the trusted proxy, and sends HSTS over https', async () => {
    const direct = await request(base).get('/api/products').set('X-Forwarded-Proto', 'https');
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('http');
    expect(direct.headers['strict-transport-security']).toBeUndefined();

    // The same request from 127.0.0.2, the address TRUSTED_PROXY_CIDRS names.
    seen.length = 0;
    const port = Number(new URL(base).port);
    const viaProxy = await new Promise<{ hsts?: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/',
          localAddress: '127.0.0.2',
          headers: { 'X-Forwarded-Proto': 'https' },
        },
        (res) => {
          res.resume();
          resolve({ hsts: res.headers['strict-transport-security'] });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(viaProxy.hsts).toBe('max-age=31536000; includeSubDomains');
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/products',
          localAddress: '127.0.0.2',
          headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('https');
    // Appended, never replaced: the services count trusted hops from the right.
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.2');
  });

  it('serves the live manifest and released remote versions from the bucket', async () => {
    // Nothing published yet: the static remotes.json.
    const fallback = await request(base).get('/remotes.json');
    expect(fallback.status).toBe(200);
    expect(fallback.body.mfe_catalog).toBe('/remotes/mfe-catalog/remoteEntry.js');
    expect(fallback.headers['cache-control']).toBe('no-cache');

    const manifest = {
      schemaVersion: 2,
      remotes: {
        mfe_catalog: {
          version: '0.2.0-bbbbbbb',
          entry: '/remotes/mfe-catalog/0.2.0-bbbbbbb/remoteEntry.js',
          routes: ['/'],
          shared: {},
        },
      },
    };
    objects.set('remotes/manifest.json', JSON.stringify(manifest));
    objects.set('remotes/mfe-catalog/0.2.0-bbbbbbb/remoteEntry.js', 'var mfe_catalog = 2;');
    objects.set('remotes/mfe-catalog/0.2.0-bbbbbbb/123.deadbeef.js', 'chunk(2);');
    const live = await request(base).get('/remotes.json').set('Cookie', 'fg.sid=secret');
    expect(live.body).toEqual(manifest);
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.headers['x-amz-request-id']).toBeUndefined();
    expect(live.headers['content-security-policy']).toContain("default-src 'self'");
    expect(bucketRequests.at(-1)).toEqual({ url: '/festive-gifts/remotes/manifest.json', cookie: undefined });

    for (const file of ['remoteEntry.js', '123.deadbeef.js']) {
      const res = await request(base).get(`/remotes/mfe-catalog/0.2.0-bbbbbbb/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      for (const name of ['etag', 'last-modified', 'accept-ranges']) {
        expect([file, name, res.headers[name]]).toEqual([file, name, undefined]);
      }
    }
    expect((await request(base).get('/remotes/mfe-catalog/0.2.0-bbbbbbb/remoteEntry.js')).text).toBe(
      'var mfe_catalog = 2;',
    );
    expect((await request(base).get('/remotes/mfe-catalog/0.2.0-bbbbbbb/nope.js')).status).toBe(404);
    // The image's own build is still served from disk beside the released versions.
    expect((await request(base).get('/remotes/mfe-catalog/remoteEntry.js')).text).toBe('var mfe_catalog;');
    objects.clear();
  });
});
