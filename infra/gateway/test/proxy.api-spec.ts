import http, { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { API_ROUTES, SERVICE_NAMES, type ServiceName } from '@festive/contracts';
import { createGateway } from '../src/app';
import type { GatewayConfig } from '../src/config';
import { silentLogger } from '../src/log';
import { type Seen, closeAll, closedPort, startSilentServer, startUpstream, staticFixture } from './helpers';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('gateway proxy', () => {
  const seen: Seen[] = [];
  const servers: Server[] = [];
  let config: GatewayConfig;

  beforeAll(async () => {
    const serviceUrls = {} as Record<ServiceName, string>;
    for (const name of SERVICE_NAMES) {
      const upstream = await startUpstream(name, seen);
      servers.push(upstream.server);
      serviceUrls[name] = upstream.url;
    }
    const { root, remotesJson } = staticFixture();
    config = {
      port: 0,
      host: '127.0.0.1',
      staticRoot: root,
      remotesJson,
      s3Endpoint: 'http://127.0.0.1:9',
      s3Bucket: 'festive-gifts',
      serviceUrls,
      proxyTimeoutMs: 500,
      cspOrigins: ['http://127.0.0.1:4569'],
    };
  });
  afterAll(() => closeAll(servers));
  beforeEach(() => {
    seen.length = 0;
  });

  const gateway = () => createGateway(config, silentLogger);

  it.each(API_ROUTES.map((route) => [route.method, route.path, route.service] as const))(
    '%s %s goes to %s',
    async (method, pattern, service) => {
      const path = pattern.replace(/:[a-z]+/gi, '42');
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const res = await request(gateway())[verb](`${path}?q=1`).set('Accept', 'application/json');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ service, method, url: `${path}?q=1` });
    },
  );

  it('sends /objects/* to catalog', async () => {
    const res = await request(gateway()).get('/objects/products/a.webp');
    expect(res.body).toEqual({ service: 'catalog', method: 'GET', url: '/objects/products/a.webp' });
  });

  it('a wrong method still reaches the owner, which answers for itself', async () => {
    const res = await request(gateway()).patch('/api/cart');
    expect(res.body.service).toBe('orders');
  });

  it('answers 404 JSON for an /api path no service owns, and never forwards it', async () => {
    for (const path of ['/api/nothing-here', '/api', '/api/internal/orders']) {
      const res = await request(gateway()).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ message: `No service answers ${path}` });
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses dot segments instead of letting a service resolve them', async () => {
    const res = await request(gateway()).get('/objects/%2e%2e/internal/x');
    expect(res.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('answers 502 JSON naming the service when it is down', async () => {
    const down = {
      ...config,
      serviceUrls: { ...config.serviceUrls, admin: `http://127.0.0.1:${await closedPort()}` },
    };
    const res = await request(createGateway(down, silentLogger)).post('/api/admin/login').send({});
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'admin service is unavailable' });
  });

  it('answers 504 when the service does not answer in time', async () => {
    const silent = await startSilentServer();
    servers.push(silent.server);
    const slow = { ...config, serviceUrls: { ...config.serviceUrls, catalog: silent.url } };
    const started = Date.now();
    const res = await request(createGateway(slow, silentLogger)).get('/api/products');
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ message: 'catalog service did not answer in time' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('sets a request id when absent and forwards it with the X-Forwarded headers', async () => {
    const res = await request(gateway()).get('/api/products').set('Host', 'shop.example:8080');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(uuid);
    const [upstream] = seen;
    expect(upstream?.headers['x-request-id']).toBe(id);
    expect(upstream?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(upstream?.headers['x-forwarded-proto']).toBe('http');
    expect(upstream?.headers['x-forwarded-host']).toBe('shop.example:8080');
    expect(upstream?.headers.host).toBe('shop.example:8080');
  });

  it('keeps a plain request id from the client and replaces a hostile one', async () => {
    const kept = await request(gateway()).get('/api/products').set('x-request-id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(gateway()).get('/api/products').set('x-request-id', 'a b\u00e9');
    expect(replaced.headers['x-request-id']).toMatch(uuid);
    expect(seen[1]?.headers['x-request-id']).toBe(replaced.headers['x-request-id']);
  });

  it('passes raw bodies and every Set-Cookie through untouched', async () => {
    const body = Buffer.from('{"event":"payment.captured", "amount": 49900}\n');
    const res = await request(gateway())
      .post('/api/webhooks/razorpay')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', 'sig')
      .send(body.toString());
    expect(res.status).toBe(200);
    expect(seen[0]?.body.equals(body)).toBe(true);
    expect(seen[0]?.headers['x-razorpay-signature']).toBe('sig');
    expect(res.headers['set-cookie']).toEqual([
      'fg.sid=abc; Path=/; HttpOnly; SameSite=Lax',
      'other=1; Path=/',
    ]);
  });

  it("keeps the connection to a service open, and the browser's unless it asked to close", async () => {
    const connections: number[] = [];
    const service = createServer((req, res) => {
      connections.push(req.socket.remotePort ?? 0);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ connection: req.headers.connection ?? null }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    servers.push(service);
    const { port } = service.address() as AddressInfo;
    const proxied = {
      ...config,
      serviceUrls: { ...config.serviceUrls, catalog: `http://127.0.0.1:${port}` },
    };
    const front = createServer(createGateway(proxied, silentLogger));
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    servers.push(front);
    const browser = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string> = {}) =>
      new Promise<{ connection?: string; body: string }>((resolve, reject) => {
        const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}/api/products`;
        http
          .get(url, { agent: browser, headers }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ connection: res.headers.connection, body }));
          })
          .on('error', reject);
      });
    try {
      for (let i = 0; i < 3; i += 1) {
        const answer = await get();
        expect(answer.connection).toBe('keep-alive');
        // The browser's Connection header is not forwarded (HTTP/1.1 keeps ours open by default).
        expect(JSON.parse(answer.body)).toEqual({ connection: null });
      }
      expect(new Set(connections).size).toBe(1);
      expect((await get({ Connection: 'close' })).connection).toBe('close');
      expect(new Set(connections).size).toBe(1);
    } finally {
      browser.destroy();
    }
  });

  it('answers its own health check', async () => {
    const res = await request(gateway()).get('/gateway/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});
