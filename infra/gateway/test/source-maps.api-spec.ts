import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { SERVICE_NAMES, type ServiceName } from '@festive/contracts';
import { createGateway } from '../src/app';
import type { GatewayConfig } from '../src/config';
import { silentLogger } from '../src/log';
import { staticFixture } from './helpers';

/** Production builds write source maps for error reports; the dev gateway never serves them. */
describe('gateway static web and source maps', () => {
  const { root, remotesJson } = staticFixture();
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/main.3f2a9c1d.js.map', '{"version":3,"sources":["src/index.ts"]}');
  write('mfe-catalog/dist/123.deadbeef.js.map', '{"version":3,"sources":["src/app/app.tsx"]}');
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
    cspOrigins: [],
  };
  const app = createGateway(config, silentLogger);

  it.each(['/main.3f2a9c1d.js.map', '/remotes/mfe-catalog/123.deadbeef.js.map'])(
    'answers 404 for %s, which is on disk',
    async (url) => {
      const res = await request(app).get(url).set('Accept', '*/*');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('sources');
    },
  );

  it('still serves the bundles themselves', async () => {
    await request(app).get('/main.3f2a9c1d.js').expect(200);
    await request(app).get('/remotes/mfe-catalog/123.deadbeef.js').expect(200);
  });
});
