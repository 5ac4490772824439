import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NodeProcess, spawnNode, waitFor } from '@festive/server-kit';

export interface MailMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  attachments: { filename: string | null; contentType: string; size: number }[];
}

export interface ShiprocketSandboxOrder {
  id: number;
  channel_order_id: string;
  shipments: { id: number; awb: string | null }[];
  request: Record<string, unknown>;
}

export interface TestSandbox {
  urls: { http: string; smtp: string; s3: string };
  fault(service: 'mail' | 'shiprocket' | 'razorpay', mode: 'ok' | 'fail' | 'timeout'): Promise<void>;
  /** Every request to the stand-in waits `ms` plus up to `jitterMs` more first; `slow(s, 0)` ends it. */
  slow(service: 'shiprocket' | 'razorpay', ms: number, jitterMs?: number): Promise<void>;
  /** POST/GET/DELETE a sandbox path, answering the JSON body. */
  call<T = unknown>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }>;
  shiprocketOrders(): Promise<ShiprocketSandboxOrder[]>;
  /** How often Shiprocket was asked for `term` (an order number, say). */
  shiprocketLookups(term: string): Promise<number>;
  mail(to?: string): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/**
 * The development sandbox (infra/sandbox, built beforehand) as its own process on free ports:
 * the orders service's real Shiprocket, Razorpay and SMTP clients talk to it over the network.
 */
export async function startTestSandbox(): Promise<TestSandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orders-sandbox-'));
  const proc: NodeProcess = spawnNode('infra/sandbox/dist/main.js', {
    ...process.env,
    HOST: '127.0.0.1',
    SANDBOX_PORT: '0',
    SANDBOX_SMTP_PORT: '0',
    SANDBOX_S3_PORT: '0',
    SANDBOX_DATA_DIR: dataDir,
  });
  let urls: TestSandbox['urls'] | undefined;
  try {
    await waitFor('the sandbox', async () => {
      const line = proc
        .output()
        .split('\n')
        .find((l) => l.includes('sandbox ready'));
      if (line) urls = JSON.parse(line) as TestSandbox['urls'];
      return urls !== undefined;
    });
  } catch (error) {
    await proc.stop();
    throw new Error(`${(error as Error).message}\n${proc.output()}`, { cause: error });
  }
  const base = urls!;
  const call = async <T>(method: string, pathname: string, body?: unknown) => {
    const res = await fetch(`${base.http}${pathname}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    urls: base,
    call,
    fault: async (service, mode) => {
      const res = await call('POST', '/sandbox/faults', { service, mode });
      if (res.status !== 200) throw new Error(`fault ${service} ${mode}: ${res.status}`);
    },
    slow: async (service, ms, jitterMs = 0) => {
      const res = await call('POST', '/sandbox/faults/latency', { service, ms, jitterMs });
      if (res.status !== 200) throw new Error(`latency ${service} ${ms}+${jitterMs}: ${res.status}`);
    },
    shiprocketOrders: async () =>
      (await call<{ orders: ShiprocketSandboxOrder[] }>('GET', '/shiprocket/sandbox/orders')).body.orders,
    shiprocketLookups: async (term) =>
      (await call<{ lookups: Record<string, number> }>('GET', '/shiprocket/sandbox/orders')).body.lookups[
        term
      ] ?? 0,
    mail: async (to) =>
      (await call<MailMessage[]>('GET', `/mail/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`)).body,
    close: async () => {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
