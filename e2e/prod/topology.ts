import { get as httpGet } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { expect } from '@playwright/test';

/** What scripts/test-prod.mjs tells the journeys about the topology it started. */
export const controlUrl = process.env.PROD_CONTROL_URL ?? 'http://127.0.0.1:17999';
export const frontPort = Number(process.env.PROD_FRONT_PORT ?? 17443);
export const ADMIN_PASSWORD = 'prod-topology-admin-pass';
/** The catalog replicas' own addresses, behind the web nginx. */
export const catalogReplicas = (
  process.env.PROD_CATALOG_REPLICAS ?? 'http://127.0.0.1:17101,http://127.0.0.1:17111'
).split(',');

/** Stops (SIGTERM), kills (SIGKILL) or restarts one process of the topology by name. */
export async function control(name: string, action: 'stop' | 'kill' | 'restart'): Promise<void> {
  const res = await fetch(`${controlUrl}/processes/${name}/${action}`, { method: 'POST' });
  const body = (await res.json()) as { code?: number | null; signal?: string; message?: string };
  expect(res.status, body.message).toBe(200);
  // A replica told to stop must exit by itself, cleanly.
  if (action === 'stop') expect(body).toMatchObject({ code: 0 });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One https request to the front from a chosen loopback address: each address is a different
 * shopper's network, as the ingress sees it.
 */
export function fromAddress(
  localAddress: string,
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: frontPort,
        path,
        method,
        localAddress,
        rejectUnauthorized: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          origin: `https://127.0.0.1:${frontPort}`,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A GET on a connection of its own (no keep-alive): its status, or the socket error's code. */
export function directGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    httpGet(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
