import { randomUUID } from 'node:crypto';
import { formatOrderNumber } from '@festive/contracts';
import { buildWorkspaces, eventually, INTERNAL_TOKEN_HEADER, type TestWorker } from '@festive/server-kit';
import { OrderEntity } from '../src/orders/order.entity';
import { StockReaper } from '../src/stock/stock-reaper.service';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';
import { spawnOrdersWorker } from './support/processes';

jest.setTimeout(180_000);

const UNAVAILABLE = 'We could not place your order just now. Please try again in a moment.';

/**
 * A failure injected after each step of the order saga, through real seams (a catalog process
 * that is down or slow, a database constraint, a worker killed mid-job): never lost stock,
 * never half an order, never a second shipment.
 */
describe('order saga under failure', () => {
  let sys: OrderSystem;
  let worker: TestWorker;
  let cookie: string;

  beforeAll(async () => {
    buildWorkspaces('services/orders');
    sys = await startOrderSystem({ RESERVATION_TIMEOUT_MS: '1000', JOB_LOCK_MS: '1500' });
    ({ cookie } = await sys.customer());
  });
  afterAll(async () => {
    await sys?.close();
  });

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  const ordersWith = async (productId: string) =>
    (
      (await sys.orders.dataSource.query(
        `SELECT count(*)::int AS n FROM orders.orders o
         WHERE EXISTS (SELECT 1 FROM orders.order_items i WHERE i.order_id = o.id AND i.product_id = $1)
            OR NOT EXISTS (SELECT 1 FROM orders.order_items i WHERE i.order_id = o.id)`,
        [productId],
      )) as { n: number }[]
    )[0]!.n;
  const place = (payload: object) =>
    sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .set('Idempotency-Key', randomUUID())
      .send(payload);

  it('before step 1 — catalog unreachable: 503, no order, nothing held', async () => {
    const diya = await sys.catalog.addProduct({ stock: 3 });
    await sys.catalog.stop();
    try {
      expect((await place(orderPayload([diya])).expect(503)).body.message).toBe(UNAVAILABLE);
    } finally {
      await sys.catalog.start();
    }
    expect(await ordersWith(diya.id)).toBe(0);
    expect(await sys.catalog.stockOf(diya.id)).toBe(3);
  });

  it('during step 1 — catalog holds the stock but answers too late: 503, and the stock comes back', async () => {
    await sys.catalog.db.query(`
      CREATE OR REPLACE FUNCTION catalog.test_slow_reservation() RETURNS trigger AS $$
      BEGIN
        IF (SELECT name FROM catalog.products WHERE id = NEW.product_id) LIKE 'Slow%' THEN PERFORM pg_sleep(2.5); END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await sys.catalog.db.query(`
      CREATE TRIGGER test_slow_reservation BEFORE INSERT ON catalog.stock_reservations
      FOR EACH ROW EXECUTE FUNCTION catalog.test_slow_reservation()`);
    try {
      const slow = await sys.catalog.addProduct({ name: 'Slow Lantern', stock: 3 });
      expect((await place(orderPayload([slow])).expect(503)).body.message).toBe(UNAVAILABLE);
      await eventually(async () => expect(await sys.catalog.stockOf(slow.id)).toBe(3), 15_000);
      expect(await ordersWith(slow.id)).toBe(0);
    } finally {
      await sys.catalog.db.query(`DROP TRIGGER test_slow_reservation ON catalog.stock_reservations`);
    }
  });

  it('during step 2 — the order cannot be written (a constraint fails): 503, no half order, stock released', async () => {
    await sys.orders.dataSource.query(`
      CREATE OR REPLACE FUNCTION orders.test_refuse_line() RETURNS trigger AS $$
      BEGIN
        IF NEW.product_name LIKE 'Faulty%' THEN RAISE EXCEPTION 'test fault: line refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await sys.orders.dataSource.query(`
      CREATE TRIGGER test_refuse_line BEFORE INSERT ON orders.order_items
      FOR EACH ROW EXECUTE FUNCTION orders.test_refuse_line()`);
    try {
      const fine = await sys.catalog.addProduct({ stock: 5 });
      const faulty = await sys.catalog.addProduct({ name: 'Faulty Toran', stock: 5 });
      const before = await orders().count();
      const res = await place(orderPayload([fine, faulty])).expect(503);
      expect(res.body.message).toBe(UNAVAILABLE);
      expect(await orders().count()).toBe(before);
      expect(await sys.catalog.stockOf(fine.id)).toBe(5);
      expect(await sys.catalog.stockOf(faulty.id)).toBe(5);
      const held = await sys.catalog.db.query(
        `SELECT status FROM catalog.stock_reservations WHERE product_id = ANY($1::uuid[])`,
        [[fine.id, faulty.id]],
      );
      expect(held.map((r: { status: string }) => r.status)).toEqual(['released', 'released']);
    } finally {
      await sys.orders.dataSource.query(`DROP TRIGGER test_refuse_line ON orders.order_items`);
    }
  });

  describe('after step 1 with the orders process gone (the reaper)', () => {
    beforeAll(async () => {
      worker = await sys.startWorker({ JOB_LOCK_MS: '1500' });
    });

    it('releases stock whose order never appeared and confirms stock of an order that exists', async () => {
      const diya = await sys.catalog.addProduct({ stock: 6 });
      const orphan = randomUUID();
      await fetch(`${sys.catalog.url}/internal/reservations`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: sys.orders.config.env.INTERNAL_TOKEN,
        },
        body: JSON.stringify({ orderId: orphan, lines: [{ productId: diya.id, quantity: 2 }] }),
      });
      const placed = (await place(orderPayload([diya])).expect(201)).body.id as string;
      // As if the confirmation after step 2 had been lost.
      await sys.catalog.db.query(
        `UPDATE catalog.stock_reservations SET status = 'reserved' WHERE order_id = $1`,
        [placed],
      );
      expect(await sys.catalog.stockOf(diya.id)).toBe(3);

      const reaped = await worker.app.get(StockReaper).reap(0);
      expect(reaped.released).toContain(orphan);
      expect(reaped.committed).toContain(placed);
      expect(await sys.catalog.stockOf(diya.id)).toBe(5);
      expect((await sys.catalog.reservations(placed)).map((r) => r.status)).toEqual(['committed']);
    });
  });

  /**
   * A worker that is killed while Shiprocket creates an order: the order exists there, and no
   * process has its ids. Answers the order's id once the worker is gone.
   */
  async function handOverCutShort(): Promise<string> {
    // Closing a test worker clears the Redis keys of the test, sessions included: sign in again.
    await worker?.close();
    ({ cookie } = await sys.customer());
    const diya = await sys.catalog.addProduct({ stock: 5 });
    await sys.sandbox.call('POST', '/shiprocket/sandbox/settings', { createDelayMs: 5000 });
    const child = await spawnOrdersWorker({
      ...process.env,
      ...sys.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    });
    try {
      const id = (await place(orderPayload([diya], { customerPincode: '560001' })).expect(201)).body
        .id as string;
      await eventually(async () => expect(await sys.shiprocketOrdersOf(id)).toHaveLength(1), 30_000);
      return id;
    } finally {
      await child.stop('SIGKILL');
      await sys.sandbox.call('POST', '/shiprocket/sandbox/settings', { createDelayMs: 0 });
    }
  }

  it('a worker killed in the middle of the Shiprocket hand-off: the next one finishes it, one shipment', async () => {
    const id = await handOverCutShort();
    expect((await orders().findOneByOrFail({ id })).shiprocketOrderId).toBeNull();

    worker = await sys.startWorker({ JOB_LOCK_MS: '1500' });
    const order = await eventually(async () => {
      const row = await orders().findOneByOrFail({ id });
      expect(row.shippingStatus).toBe('submitted');
      return row;
    }, 30_000);
    const remote = await sys.shiprocketOrdersOf(id);
    expect(remote).toHaveLength(1);
    expect(order.shiprocketOrderId).toBe(String(remote[0]!.id));
    // The killed worker's first try skipped the question; the job's second start asked it.
    expect(await sys.sandbox.shiprocketLookups(formatOrderNumber(order.orderNumber))).toBe(1);
  });

  it('a worker killed in the middle of the hand-off, the order cancelled meanwhile: the next one withdraws it', async () => {
    const id = await handOverCutShort();
    // Cancelled while no process knows Shiprocket has it: the order holds no Shiprocket id.
    await sys.http().post(`/api/orders/${id}/cancel`).set('Cookie', cookie).send({}).expect(200);
    expect((await orders().findOneByOrFail({ id })).shiprocketOrderId).toBeNull();

    worker = await sys.startWorker({ JOB_LOCK_MS: '1500' });
    await eventually(async () => {
      const [remote] = await sys.shiprocketOrdersOf(id);
      expect((remote as unknown as { status: string }).status).toBe('CANCELED');
    }, 30_000);
    expect((await orders().findOneByOrFail({ id })).status).toBe('cancelled');
  });
});
