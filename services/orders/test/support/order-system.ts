import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { formatOrderNumber, type PlaceOrderRequest } from '@festive/contracts';
import {
  buildWorkspaces,
  createTestApp,
  createTestWorker,
  type TestApp,
  type TestWorker,
} from '@festive/server-kit';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { WorkerModule } from '../../src/worker.module';
import { startTestCatalog, type TestCatalog, type TestProduct } from './catalog';
import { type ShiprocketSandboxOrder, startTestSandbox, type TestSandbox } from './sandbox';

export interface OrderSystem {
  sandbox: TestSandbox;
  catalog: TestCatalog;
  orders: TestApp;
  /** The orders app listening on a real port (webhooks from the sandbox, concurrent requests). */
  ordersUrl: string;
  /** The environment the orders app and worker run with. */
  env: Record<string, string>;
  /** The orders worker on the same database and Redis prefix (closing it clears that prefix's keys). */
  startWorker(extra?: Record<string, string>): Promise<TestWorker>;
  /** A shopper's session cookie, as identity writes it after the OTP. */
  customer(overrides?: Partial<Customer>): Promise<{ cookie: string; customer: Customer }>;
  http(): ReturnType<typeof request>;
  /** Shiprocket's orders for one of ours, which it knows by our order number (FG-100040). */
  shiprocketOrdersOf(orderId: string): Promise<ShiprocketSandboxOrder[]>;
  close(): Promise<void>;
}

export interface Customer {
  userId: string;
  name: string;
  phone: string;
  email: string;
  /** When the session's phone was proved by a code (absent: a session from before it was kept). */
  phoneVerifiedAt?: string;
}

/**
 * Everything an order touches, real: the sandbox and catalog as processes, the orders HTTP app
 * (and, when asked, its worker) in this process against a fresh database and Redis prefix.
 */
export async function startOrderSystem(env: Record<string, string> = {}): Promise<OrderSystem> {
  buildWorkspaces('infra/sandbox', 'services/catalog');
  const sandbox = await startTestSandbox();
  const workers: TestWorker[] = [];
  let catalog: TestCatalog | undefined;
  let orders: TestApp | undefined;
  try {
    catalog = await startTestCatalog({ S3_ENDPOINT: sandbox.urls.s3 });
    const ordersEnv: Record<string, string> = {
      SANDBOX_URL: sandbox.urls.http,
      SMTP_URL: sandbox.urls.smtp,
      S3_ENDPOINT: sandbox.urls.s3,
      CATALOG_URL: catalog.url,
      SERVICEABILITY_TIMEOUT_MS: '1500',
      RESERVATION_TIMEOUT_MS: '8000',
      OUTBOX_POLL_MS: '100',
      JOB_BACKOFF_MS: '200',
      JOB_ATTEMPTS: '4',
      STOCK_REAPER_INTERVAL_MS: '3600000',
      ...env,
    };
    orders = await createTestApp(AppModule, { env: ordersEnv });
    const server = orders.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ordersUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const app = orders;
    const sharedEnv = {
      ...ordersEnv,
      DATABASE_URL: app.config.env.DATABASE_URL,
      REDIS_PREFIX: app.config.env.REDIS_PREFIX,
    };
    const cat = catalog;
    return {
      sandbox,
      catalog: cat,
      orders: app,
      ordersUrl,
      env: sharedEnv,
      startWorker: async (extra = {}) => {
        const worker = await createTestWorker(WorkerModule, { env: { ...sharedEnv, ...extra } });
        workers.push(worker);
        return worker;
      },
      customer: async (overrides = {}) => {
        const customer: Customer = {
          userId: randomUUID(),
          name: 'Asha Rao',
          phone: '9876543210',
          email: `asha.${randomUUID().slice(0, 8)}@example.in`,
          ...overrides,
        };
        return { cookie: await app.sessionCookie({ customer }), customer };
      },
      http: () => request(ordersUrl),
      shiprocketOrdersOf: async (orderId) => {
        const [row] = (await app.dataSource.query(`SELECT order_number FROM orders.orders WHERE id = $1`, [
          orderId,
        ])) as { order_number: number }[];
        if (!row) throw new Error(`no order ${orderId}`);
        const number = formatOrderNumber(row.order_number);
        return (await sandbox.shiprocketOrders()).filter((o) => o.channel_order_id === number);
      },
      close: async () => {
        for (const worker of workers.splice(0)) await worker.close();
        await app.close();
        await cat.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    for (const worker of workers) await worker.close().catch(() => undefined);
    await orders?.close().catch(() => undefined);
    await catalog?.close().catch(() => undefined);
    await sandbox.close();
    throw error;
  }
}

/** The spec's order payload for these products, one of each unless said otherwise. */
export function orderPayload(
  products: (TestProduct & { quantity?: number })[],
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  const items = products.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    image: p.image,
    quantity: p.quantity ?? 1,
  }));
  const paise = (price: string) => {
    const [rupees = '0', fraction = ''] = price.split('.');
    return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  };
  const totalPaise = items.reduce((sum, item) => sum + paise(item.price) * item.quantity, 0);
  return {
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.in',
    customerPhone: '9876543210',
    customerAddress: '12 MG Road, Koregaon Park',
    customerCity: 'Pune',
    customerState: 'Maharashtra',
    customerPincode: '411001',
    total: `${Math.trunc(totalPaise / 100)}.${String(totalPaise % 100).padStart(2, '0')}`,
    paymentMethod: 'COD',
    items,
    ...overrides,
  };
}
