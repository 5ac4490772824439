import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { SERVICE_NAMES, type ServiceName } from '@festive/contracts';
import { createGateway } from '../src/app';
import type { GatewayConfig } from '../src/config';
import { silentLogger } from '../src/log';
import { closeAll, staticFixture } from './helpers';

/** An object store answering path-style GETs from a map of keys, as the sandbox S3 does. */
async function fakeStorage(objects: Map<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const key = decodeURIComponent((req.url ?? '').replace(/^\/festive-gifts\//, ''));
    const body = objects.get(key);
    if (body === undefined) {
      res.statusCode = 404;
      res.end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    res.setHeader('Content-Type', key.endsWith('.json') ? 'application/json' : 'application/javascript');
    res.setHeader('ETag', '"abc"');
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the remotes manifest at /remotes.json', () => {
  const objects = new Map<string, string>();
  const { root, remotesJson } = staticFixture();
  const stamp = {
    name: 'mfe_catalog',
    folder: 'mfe-catalog',
    version: '0.1.0-aaaaaaa',
    entry: 'remoteEntry.js',
    routes: ['/', '/products/:id'],
    shared: { '@festive/web-kit': '^0.1.0' },
  };
  mkdirSync(path.join(root, 'mfe-account/dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-catalog/dist/remote.json'), JSON.stringify(stamp));
  writeFileSync(
    path.join(root, 'mfe-account/dist/remote.json'),
    JSON.stringify({ ...stamp, name: 'mfe_account', folder: 'mfe-account', routes: ['/account'] }),
  );
  let storage: { url: string; server: Server };
  let app: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    storage = await fakeStorage(objects);
    const config: GatewayConfig = {
      port: 0,
      host: '127.0.0.1',
      staticRoot: root,
      remotesJson,
      s3Endpoint: storage.url,
      s3Bucket: 'festive-gifts',
      serviceUrls: Object.fromEntries(SERVICE_NAMES.map((n) => [n, 'http://127.0.0.1:9'])) as Record<
        ServiceName,
        string
      >,
      proxyTimeoutMs: 500,
      cspOrigins: [],
    };
    app = createGateway(config, silentLogger);
  });
  afterAll(() => closeAll([storage.server]));
  beforeEach(() => objects.clear());

  it('serves the local builds from their remote.json when nothing is published', async () => {
    const res = await request(app).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      schemaVersion: 2,
      remotes: {
        mfe_catalog: {
          version: '0.1.0-aaaaaaa',
          entry: '/remotes/mfe-catalog/remoteEntry.js',
          routes: ['/', '/products/:id'],
          shared: { '@festive/web-kit': '^0.1.0' },
        },
        mfe_account: {
          version: '0.1.0-aaaaaaa',
          entry: '/remotes/mfe-account/remoteEntry.js',
          routes: ['/account'],
          shared: { '@festive/web-kit': '^0.1.0' },
        },
      },
    });
  });

  it('lets a published release win over the local build, and serves its versioned files for a year', async () => {
    const release = {
      version: '0.2.0-bbbbbbb',
      entry: '/remotes/mfe-catalog/0.2.0-bbbbbbb/remoteEntry.js',
      routes: ['/', '/products/:id', '/gift-guide'],
      shared: { '@festive/web-kit': '^0.1.0' },
    };
    objects.set(
      'remotes/manifest.json',
      JSON.stringify({ schemaVersion: 2, remotes: { mfe_catalog: release } }),
    );
    objects.set('remotes/mfe-catalog/0.2.0-bbbbbbb/remoteEntry.js', 'var mfe_catalog = 2;');
    const res = await request(app).get('/remotes.json');
    expect(res.body.remotes.mfe_catalog).toEqual(release);
    expect(res.body.remotes.mfe_account.entry).toBe('/remotes/mfe-account/remoteEntry.js');

    const entry = await request(app).get('/remotes/mfe-catalog/0.2.0-bbbbbbb/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.text).toBe('var mfe_catalog = 2;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['content-type']).toContain('javascript');
    expect((await request(app).get('/remotes/mfe-catalog/0.2.0-bbbbbbb/missing.js')).status).toBe(404);
    expect((await request(app).get('/remotes/mfe-catalog/0.2.0-bbbbbbb/%2e%2e/manifest.json')).status).toBe(
      404,
    );
    // The unversioned local build is still there for tabs that started on it.
    expect((await request(app).get('/remotes/mfe-catalog/remoteEntry.js')).text).toBe('var mfe_catalog;');
  });

  it('serves the local builds when object storage is down or the manifest is not JSON', async () => {
    objects.set('remotes/manifest.json', 'not json');
    const res = await request(app).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.body.remotes.mfe_catalog.entry).toBe('/remotes/mfe-catalog/remoteEntry.js');
  });
});
