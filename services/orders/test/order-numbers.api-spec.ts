import { randomUUID } from 'node:crypto';
import {
  adminOrdersResponseSchema,
  customerOrdersResponseSchema,
  formatOrderNumber,
  FROM_COMMIT,
  ORDER_NUMBER_PATTERN,
  orderSummariesResponseSchema,
  parseOrderNumber,
  placeOrderResponseSchema,
  QUEUES,
  returnRequestSchema,
  returnRequestsResponseSchema,
} from '@festive/contracts';
import { createQueue, eventually, INTERNAL_TOKEN_HEADER } from '@festive/server-kit';
import { OrderNumbers1764400000000 } from '../src/migrations/1764400000000-order-numbers';
import { OrderEntity } from '../src/orders/order.entity';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';
import { ASHA, storeOrder } from './support/stored-order';

jest.setTimeout(120_000);

/**
 * The one order number (FG-100040): given by a database sequence as an order is stored, and the
 * same in every answer that names the order.
 */
describe('order numbers', () => {
  let sys: OrderSystem;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    sys = await startOrderSystem();
    ({
      cookie,
      customer: { userId },
    } = await sys.customer());
  });
  afterAll(async () => {
    await sys?.close();
  });

  const db = () => sys.orders.dataSource;
  const orders = () => db().getRepository(OrderEntity);
  const place = (body: unknown, key: string = randomUUID()) =>
    sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .set('Idempotency-Key', key)
      .send(body as object);

  // First in this file: the database is a fresh copy of the migrated template, with no orders.
  it('the migration numbers existing orders in the order they were placed; new ones follow', async () => {
    const migration = new OrderNumbers1764400000000();
    const runner = db().createQueryRunner();
    try {
      await migration.down(runner);
      const insert = async (placedAt: string) =>
        (
          (await runner.query(
            `INSERT INTO orders.orders (user_id, idempotency_key, customer_name, customer_email,
               customer_phone, customer_address, customer_city, customer_state, customer_pincode,
               total, payment_method, created_at)
             VALUES ($1, $2, 'Asha Rao', 'asha@example.in', '9876543210', '12 MG Road', 'Pune',
               'Maharashtra', '411001', 100, 'COD', $3)
             RETURNING id`,
            [ASHA, randomUUID(), placedAt],
          )) as { id: string }[]
        )[0]!.id;
      // Stored out of order: the numbers follow the time of placing, not the time of writing.
      const second = await insert('2026-10-02T10:00:00Z');
      const first = await insert('2026-10-01T10:00:00Z');
      const third = await insert('2026-10-03T10:00:00Z');
      await migration.up(runner);

      const numbered = (await runner.query(
        `SELECT id, order_number FROM orders.orders ORDER BY created_at`,
      )) as { id: string; order_number: number }[];
      expect(numbered).toEqual([
        { id: first, order_number: 100001 },
        { id: second, order_number: 100002 },
        { id: third, order_number: 100003 },
      ]);
      // Pods of the release before insert without the column: the default numbers their orders.
      const later = await insert('2026-10-04T10:00:00Z');
      expect((await orders().findOneByOrFail({ id: later })).orderNumber).toBe(100004);
    } finally {
      await runner.release();
    }
  });

  it('the database keeps every number present and unique', async () => {
    const one = await storeOrder(db(), ASHA);
    const other = await storeOrder(db(), ASHA);
    expect(other.orderNumber).toBe(one.orderNumber + 1);
    await expect(
      db().query(`UPDATE orders.orders SET order_number = $2 WHERE id = $1`, [other.id, one.orderNumber]),
    ).rejects.toThrow(/orders_order_number_key/);
    await expect(
      db().query(`UPDATE orders.orders SET order_number = NULL WHERE id = $1`, [other.id]),
    ).rejects.toThrow(/order_number/);
  });

  it('placing gives each order its own number; a retry answers the same one', async () => {
    const diya = await sys.catalog.addProduct({ stock: 50 });
    const payload = orderPayload([diya]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const placed = answers.map((a) => placeOrderResponseSchema.parse(a.body));
    expect(new Set(placed.map((p) => p.orderNumber)).size).toBe(8);
    for (const answer of placed) {
      expect(answer.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
      const stored = await orders().findOneByOrFail({ id: answer.id });
      expect(parseOrderNumber(answer.orderNumber)).toBe(stored.orderNumber);
    }

    const key = randomUUID();
    const first = placeOrderResponseSchema.parse((await place(payload, key).expect(201)).body);
    const retry = placeOrderResponseSchema.parse((await place(payload, key).expect(201)).body);
    expect(retry).toEqual(first);
  });

  it('every answer that names the order gives the same number', async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    const placed = placeOrderResponseSchema.parse((await place(orderPayload([diya])).expect(201)).body);
    const number = placed.orderNumber;

    const mine = customerOrdersResponseSchema.parse(
      (await sys.http().get('/api/orders').set('Cookie', cookie).expect(200)).body,
    );
    expect(mine.find((o) => o.id === placed.id)?.orderNumber).toBe(number);

    const admin = await sys.orders.sessionCookie({ isAdmin: true });
    const all = adminOrdersResponseSchema.parse(
      (await sys.http().get('/api/orders/all').set('Cookie', admin).expect(200)).body,
    );
    expect(all.find((o) => o.id === placed.id)?.orderNumber).toBe(number);

    const summaries = orderSummariesResponseSchema.parse(
      (
        await sys
          .http()
          .get(`/internal/customers/${userId}/orders?limit=1`)
          .set(INTERNAL_TOKEN_HEADER, sys.orders.config.env.INTERNAL_TOKEN)
          .expect(200)
      ).body,
    );
    expect(summaries.map((s) => s.orderNumber)).toEqual([number]);

    const invoice = await sys
      .http()
      .get(`/api/orders/${placed.id}/invoice`)
      .set('Cookie', cookie)
      .expect(200);
    expect(invoice.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.html"`);
    expect(invoice.text).toContain(`<td>Order number</td><td>${number}</td>`);

    // Returns are asked for once delivered; cash on delivery says where the refund goes.
    await orders().update({ id: placed.id }, { status: 'delivered', deliveredAt: new Date() });
    const returned = returnRequestSchema.parse(
      (
        await sys
          .http()
          .post(`/api/orders/${placed.id}/returns`)
          .set('Cookie', cookie)
          .send({ reason: 'Changed my mind', refundTo: 'asha@okaxis' })
          .expect(201)
      ).body,
    );
    expect(returned.orderNumber).toBe(number);
    const returns = returnRequestsResponseSchema.parse(
      (await sys.http().get('/api/returns').set('Cookie', admin).expect(200)).body,
    );
    expect(returns.find((r) => r.id === returned.id)?.orderNumber).toBe(number);

    // Shiprocket's own id, once it has the order, never replaces ours.
    await orders().update({ id: placed.id }, { shiprocketOrderId: '100000777' });
    const again = customerOrdersResponseSchema.parse(
      (await sys.http().get('/api/orders').set('Cookie', cookie).expect(200)).body,
    );
    expect(again.find((o) => o.id === placed.id)).toMatchObject({
      orderNumber: number,
      shiprocketOrderId: '100000777',
    });
    expect(formatOrderNumber(parseOrderNumber(number)!)).toBe(number);
  });

  it('Shiprocket gets the order under its number; one it got under its UUID before is not made twice', async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    const fresh = placeOrderResponseSchema.parse((await place(orderPayload([diya])).expect(201)).body);
    const older = placeOrderResponseSchema.parse((await place(orderPayload([diya])).expect(201)).body);
    // As a release before order numbers left it: at Shiprocket under the UUID, the answer lost.
    const login = await sys.sandbox.call<{ token: string }>('POST', '/shiprocket/v1/external/auth/login', {
      email: 'seller@example.in',
      password: 'sandbox',
    });
    const created = await fetch(`${sys.sandbox.urls.http}/shiprocket/v1/external/orders/create/adhoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.body.token}` },
      body: JSON.stringify({
        order_id: older.id,
        order_date: '2026-11-20 10:00',
        pickup_location: 'Primary',
        billing_customer_name: 'Asha',
        billing_address: '12 MG Road',
        billing_city: 'Pune',
        billing_pincode: '411001',
        billing_state: 'Maharashtra',
        billing_country: 'India',
        billing_email: 'asha@example.in',
        billing_phone: '9876543210',
        shipping_is_billing: true,
        order_items: [{ name: diya.name, sku: diya.id, units: 1, selling_price: diya.price }],
        payment_method: 'COD',
        sub_total: diya.price,
        length: '20',
        breadth: '15',
        height: '10',
        weight: '0.5',
      }),
    });
    expect(created.status).toBe(200);
    const earlier = (await created.json()) as { order_id: number };
    // ...and its job as that release queued it: without the mark of a job queued at its order's
    // commit (which lets a first try skip the lookups).
    const [row] = (await sys.orders.dataSource.query(
      `SELECT id FROM orders.outbox WHERE topic = $1 AND payload->>'orderId' = $2`,
      [QUEUES.shippingSubmit, older.id],
    )) as { id: string }[];
    const queue = createQueue(sys.orders.config, QUEUES.shippingSubmit);
    try {
      const job = await eventually(async () => {
        const queued = await queue.getJob(row!.id);
        expect(queued?.data).toMatchObject({ orderId: older.id, [FROM_COMMIT]: true });
        return queued!;
      });
      await job.updateData({ orderId: older.id });
    } finally {
      await queue.close();
    }

    await sys.startWorker();
    for (const placed of [fresh, older]) {
      await eventually(async () =>
        expect((await orders().findOneByOrFail({ id: placed.id })).shippingStatus).toBe('submitted'),
      );
    }
    const atShiprocket = await sys.sandbox.shiprocketOrders();
    const byNumber = atShiprocket.filter((o) => o.channel_order_id === fresh.orderNumber);
    expect(byNumber).toHaveLength(1);
    expect(byNumber[0]!.request.order_id).toBe(fresh.orderNumber);
    expect(atShiprocket.filter((o) => [older.id, older.orderNumber].includes(o.channel_order_id))).toEqual([
      expect.objectContaining({ id: earlier.order_id, channel_order_id: older.id }),
    ]);
    expect((await orders().findOneByOrFail({ id: older.id })).shiprocketOrderId).toBe(
      String(earlier.order_id),
    );
  });
});
