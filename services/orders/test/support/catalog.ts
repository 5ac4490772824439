import { randomUUID } from 'node:crypto';
import {
  createTestEnvironment,
  freePort,
  isUp,
  type NodeProcess,
  removeTestEnvironment,
  runNode,
  spawnNode,
  type TestEnvironment,
  waitFor,
} from '@festive/server-kit';
import { DataSource } from 'typeorm';

export interface TestProduct {
  id: string;
  name: string;
  price: string;
  image: string;
  sku: string | null;
}

export interface TestCatalog {
  url: string;
  db: DataSource;
  addProduct(
    input?: Partial<{
      name: string;
      price: string;
      stock: number;
      sku: string;
      hsnCode: string;
      gstRate: string;
    }>,
  ): Promise<TestProduct>;
  stockOf(productId: string): Promise<number>;
  reservations(orderId: string): Promise<{ product_id: string; quantity: number; status: string }[]>;
  /** Stops the process (catalog unreachable) and starts it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real catalog service as its own process (built beforehand) on a fresh database migrated
 * by its own CLI: orders reaches it exactly as in production, over /internal with the token.
 */
export async function startTestCatalog(extraEnv: Record<string, string> = {}): Promise<TestCatalog> {
  const environment: TestEnvironment = await createTestEnvironment(extraEnv);
  const port = await freePort();
  const env = { ...environment.env, LOG_LEVEL: 'warn', CATALOG_PORT: String(port), HOST: '127.0.0.1' };
  if (!environment.migrated) runNode('services/catalog/dist/cli/migrate.js', env); // template: already migrated
  const url = `http://127.0.0.1:${port}`;
  const db = new DataSource({ type: 'postgres', url: environment.databaseUrl });
  await db.initialize();
  let proc: NodeProcess | undefined;
  const start = async () => {
    proc = spawnNode('services/catalog/dist/main.js', env);
    await waitFor('catalog', () => isUp(`${url}/health`)).catch((error: Error) => {
      throw new Error(`${error.message}\n${proc?.output()}`, { cause: error });
    });
  };
  const stop = async () => {
    await proc?.stop();
    proc = undefined;
  };
  await start();
  return {
    url,
    db,
    start,
    stop,
    addProduct: async (input = {}) => {
      const name = input.name ?? `Brass Diya ${randomUUID().slice(0, 6)}`;
      const [row] = (await db.query(
        `INSERT INTO catalog.products (name, description, price, image, category, occasion, stock, sku, hsn_code, gst_rate)
         VALUES ($1, '', $2, '/objects/products/diya.svg', 'Home & Decor', 'Festivals', $3, $4,
           COALESCE($5, '9505'), COALESCE($6::numeric, 18))
         RETURNING id, name, price::text AS price, image, sku`,
        [
          name,
          input.price ?? '499.50',
          input.stock ?? 10,
          input.sku ?? null,
          input.hsnCode ?? null,
          input.gstRate ?? null,
        ],
      )) as TestProduct[];
      return row!;
    },
    stockOf: async (productId) =>
      (
        (await db.query(`SELECT stock FROM catalog.products WHERE id = $1`, [productId])) as {
          stock: number;
        }[]
      )[0]!.stock,
    reservations: (orderId) =>
      db.query(`SELECT product_id, quantity, status FROM catalog.stock_reservations WHERE order_id = $1`, [
        orderId,
      ]),
    close: async () => {
      await stop();
      await db.destroy();
      await removeTestEnvironment(environment);
    },
  };
}
