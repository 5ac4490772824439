import { createServer, type Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../tokens';
import { isDraining } from './draining';

const TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref(),
    ),
  ]);
}

/**
 * A worker serves no API, but an orchestrator still needs to know it is alive and can reach its
 * stores: GET /health on `port` answers like a service's /health (200 when PostgreSQL and Redis
 * answer, 503 otherwise or while stopping).
 */
export function startWorkerHealth(app: INestApplicationContext, host: string, port: number): Promise<Server> {
  const dataSource = app.get(DataSource);
  const redis = app.get<Redis>(REDIS);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/health') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    const answer = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (isDraining()) return answer(503, { status: 'error', message: 'Shutting down' });
    Promise.all([withTimeout(dataSource.query('SELECT 1')), withTimeout(redis.ping())]).then(
      () => answer(200, { status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } }),
      (error: Error) => answer(503, { status: 'error', message: `Service unavailable: ${error.message}` }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
