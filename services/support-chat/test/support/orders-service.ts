import { randomUUID } from 'node:crypto';
import { formatOrderNumber } from '@festive/contracts';
import {
  createTestEnvironment,
  freePort,
  type NodeProcess,
  removeTestEnvironment,
  runNode,
  spawnNode,
  type TestEnvironment,
  waitFor,
} from '@festive/server-kit';
import { DataSource } from 'typeorm';

export interface SeedOrder {
  userId: string;
  shiprocketOrderId?: string | null;
  status?: string;
  total?: string;
  paymentMethod?: 'COD' | 'Prepaid';
  shipmentStatus?: string | null;
  courierName?: string | null;
  awbCode?: string | null;
  trackingUrl?: string | null;
  createdAt?: Date;
  itemNames?: string[];
}

export interface TestOrdersService {
  url: string;
  /** Writes an order straight into the orders schema, as a placed and shipped order would look. */
  addOrder(order: SeedOrder): Promise<{ id: string; orderNumber: string }>;
  close(): Promise<void>;
}

/**
 * The real orders service as its own process (built beforehand with scripts/build.mjs) on a
 * fresh database migrated by its own CLI: support-chat reaches its internal order lookup over
 * HTTP with the service token, exactly as in production.
 */
export async function startTestOrders(): Promise<TestOrdersService> {
  const environment: TestEnvironment = await createTestEnvironment();
  const port = await freePort();
  const env = { ...environment.env, LOG_LEVEL: 'warn', ORDERS_PORT: String(port), HOST: '127.0.0.1' };
  let proc: NodeProcess | undefined;
  let db: DataSource | undefined;
  const close = async () => {
    await proc?.stop();
    await db?.destroy().catch(() => undefined);
    await removeTestEnvironment(environment);
  };
  try {
    // A copy of the migrated template already holds the orders schema.
    if (!environment.migrated) runNode('services/orders/dist/cli/migrate.js', env);
    db = new DataSource({ type: 'postgres', url: environment.databaseUrl });
    await db.initialize();
    const url = `http://127.0.0.1:${port}`;
    proc = spawnNode('services/orders/dist/main.js', env);
    const started = proc;
    await waitFor(
      'orders',
      async () => (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${started.output()}`, { cause: error });
    });
    const source = db;
    return {
      url,
      close,
      addOrder: async (order) => {
        const [row] = (await source.query(
          `INSERT INTO orders.orders (user_id, idempotency_key, customer_name, customer_email, customer_phone,
             customer_address, customer_city, customer_state, customer_pincode, total, payment_method,
             payment_status, status, shiprocket_order_id, courier_name, awb_code, tracking_url, shipment_status, created_at)
           VALUES ($1, $2, 'Asha Rao', 'asha@example.in', '+919876543210', '12 MG Road', 'Pune', 'Maharashtra',
             '411001', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           RETURNING id, order_number`,
          [
            order.userId,
            randomUUID(),
            order.total ?? '1299.00',
            order.paymentMethod ?? 'COD',
            order.paymentMethod === 'Prepaid' ? 'paid' : 'cod',
            order.status ?? 'pending',
            order.shiprocketOrderId ?? null,
            order.courierName ?? null,
            order.awbCode ?? null,
            order.trackingUrl ?? null,
            order.shipmentStatus ?? null,
            order.createdAt ?? new Date(),
          ],
        )) as { id: string; order_number: number }[];
        const id = row!.id;
        for (const name of order.itemNames ?? []) {
          await source.query(
            `INSERT INTO orders.order_items (order_id, product_id, product_name, product_image, quantity, price, subtotal)
             VALUES ($1, $2, $3, '/objects/products/diya.svg', 1, '499.50', '499.50')`,
            [id, randomUUID(), name],
          );
        }
        return { id, orderNumber: formatOrderNumber(row!.order_number) };
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
