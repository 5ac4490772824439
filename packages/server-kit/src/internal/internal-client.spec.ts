import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { loadConfig } from '../config/env';
import { runWithRequestId } from '../http/request-context';
import { InternalCallError, InternalClient } from './internal-client';

describe('InternalClient', () => {
  let server: Server;
  let seen: { url?: string; method?: string; headers?: IncomingHttpHeaders; body?: string } = {};
  let client: InternalClient;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen = { url: req.url, method: req.method, headers: req.headers, body };
        if (req.url === '/internal/missing') {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"count":3}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = new InternalClient(
      loadConfig('admin', {
        CATALOG_URL: `http://127.0.0.1:${port}/`,
        INTERNAL_TOKEN: 'token-for-the-tests',
      }),
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const countSchema = z.object({ count: z.number() });

  it('sends the service token and the current request id, and parses the answer', async () => {
    const answer = await runWithRequestId('req-42', () =>
      client.call('catalog', { path: '/internal/stats', schema: countSchema }),
    );
    expect(answer).toEqual({ count: 3 });
    expect(seen.url).toBe('/internal/stats');
    expect(seen.headers?.['x-internal-token']).toBe('token-for-the-tests');
    expect(seen.headers?.['x-request-id']).toBe('req-42');
  });

  it('sends a JSON body', async () => {
    await client.call('catalog', {
      method: 'POST',
      path: '/internal/x',
      body: { a: 1 },
      schema: countSchema,
    });
    expect(seen.method).toBe('POST');
    expect(seen.headers?.['content-type']).toBe('application/json');
    expect(seen.body).toBe('{"a":1}');
  });

  it('reports a non-2xx answer with its status and body', async () => {
    const error = await client
      .call('catalog', { path: '/internal/missing', schema: countSchema })
      .catch((e) => e);
    expect(error).toBeInstanceOf(InternalCallError);
    expect(error).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('reports an answer outside the contract', async () => {
    const error = await client
      .call('catalog', { path: '/internal/stats', schema: z.object({ total: z.string() }) })
      .catch((e) => e);
    expect(error.message).toMatch(/outside its contract/);
  });

  it('reports an unreachable service with status 0', async () => {
    const offline = new InternalClient(loadConfig('admin', { ORDERS_URL: 'http://127.0.0.1:9' }));
    const error = await offline.call('orders', { path: '/internal/x', schema: countSchema }).catch((e) => e);
    expect(error).toMatchObject({ name: 'InternalCallError', status: 0 });
  });
});
