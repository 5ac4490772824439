import { randomUUID } from 'node:crypto';
import { CANCEL_REFUSALS, cancelledOrderSchema, formatOrderNumber } from '@festive/contracts';
import { OrderTransitionEntity } from '../src/lifecycle/order-transition.entity';
import { OrderItemEntity } from '../src/orders/order-item.entity';
import { OrderEntity } from '../src/orders/order.entity';
import { ShiprocketClient } from '../src/shipping/shiprocket/shiprocket-client';
import { shiprocketOrderPayload } from '../src/shipping/shiprocket/shiprocket-order-payload';
import { eventually } from '@festive/server-kit';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';
import { storeOrder } from './support/stored-order';

jest.setTimeout(120_000);

/**
 * A customer cancels an order before it ships: the real orders app and worker, the catalog as a
 * process (stock) and the sandbox's Shiprocket over HTTP.
 */
describe('POST /api/orders/:id/cancel', () => {
  let sys: OrderSystem;
  let asha: { cookie: string; userId: string };
  let ravi: { cookie: string; userId: string };

  beforeAll(async () => {
    sys = await startOrderSystem();
    const a = await sys.customer();
    const r = await sys.customer({ name: 'Ravi Kumar' });
    asha = { cookie: a.cookie, userId: a.customer.userId };
    ravi = { cookie: r.cookie, userId: r.customer.userId };
    await sys.startWorker();
  });
  afterAll(async () => {
    await sys?.close();
  });

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  const transitionsOf = (orderId: string) =>
    sys.orders.dataSource.getRepository(OrderTransitionEntity).find({ where: { orderId } });
  const cancel = (who: { cookie: string }, orderId: string, body?: unknown) => {
    const req = sys.http().post(`/api/orders/${orderId}/cancel`).set('Cookie', who.cookie);
    return body === undefined ? req : req.send(body as object);
  };
  /** A COD order placed for real and handed to Shiprocket by the worker (confirmed). */
  const placeBooked = async (stock: number, quantity: number) => {
    const product = await sys.catalog.addProduct({ price: '590.00', stock });
    const placed = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', asha.cookie)
      .set('Idempotency-Key', randomUUID())
      .send(orderPayload([{ ...product, quantity }]))
      .expect(201);
    const id = placed.body.id as string;
    const order = await eventually(async () => {
      const row = await orders().findOneByOrFail({ id });
      expect(row).toMatchObject({ status: 'confirmed', shippingStatus: 'submitted' });
      return row;
    });
    return { order, product };
  };
  const shiprocketStatusOf = async (orderId: string) => {
    const [remote] = await sys.shiprocketOrdersOf(orderId);
    return (remote as unknown as { status: string }).status;
  };

  it('cancels a booked COD order: status, recorded move, stock back, Shiprocket order cancelled; a repeat answers the same', async () => {
    const { order, product } = await placeBooked(3, 2);
    expect(await sys.catalog.stockOf(product.id)).toBe(1);

    const res = await cancel(asha, order.id, { reason: '  Ordered twice  ' }).expect(200);
    const answer = { id: order.id, orderNumber: formatOrderNumber(order.orderNumber), status: 'cancelled' };
    expect(cancelledOrderSchema.parse(res.body)).toEqual(answer);

    expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('cancelled');
    expect(await transitionsOf(order.id)).toContainEqual(
      expect.objectContaining({
        field: 'status',
        fromValue: 'confirmed',
        toValue: 'cancelled',
        actor: 'customer',
        reason: 'Ordered twice',
      }),
    );
    expect(await sys.catalog.stockOf(product.id)).toBe(3);
    expect((await sys.catalog.reservations(order.id)).map((line) => line.status)).toEqual(['released']);
    expect(await shiprocketStatusOf(order.id)).toBe('CANCELED');

    const moves = (await transitionsOf(order.id)).length;
    expect((await cancel(asha, order.id).expect(200)).body).toEqual(answer);
    expect(await transitionsOf(order.id)).toHaveLength(moves);
    expect(await sys.catalog.stockOf(product.id)).toBe(3);
  });

  it('withdraws from Shiprocket an order the shipping job handed over while it was being cancelled', async () => {
    // Every Shiprocket call takes 2 s: the job creates the order (0–2 s; a first try does not
    // ask for it first), then books its courier (2–4 s); the cancel lands during the create, when
    // the order has no Shiprocket id to cancel yet.
    await sys.sandbox.slow('shiprocket', 2000);
    try {
      const product = await sys.catalog.addProduct({ price: '590.00', stock: 2 });
      const placed = await sys
        .http()
        .post('/api/shiprocket/orders')
        .set('Cookie', asha.cookie)
        .set('Idempotency-Key', randomUUID())
        .send(orderPayload([{ ...product, quantity: 1 }]))
        .expect(201);
      const id = placed.body.id as string;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const mid = await orders().findOneByOrFail({ id });
      expect(mid).toMatchObject({ status: 'pending', shiprocketOrderId: null });
      await cancel(asha, id, {}).expect(200);

      // The job's booking finds the order cancelled: it withdraws it from Shiprocket instead.
      await eventually(async () => expect(await shiprocketStatusOf(id)).toBe('CANCELED'), 20_000);
      const row = await orders().findOneByOrFail({ id });
      expect(row.status).toBe('cancelled');
      expect(row.shippingStatus).not.toBe('submitted');
      expect(row.shiprocketOrderId).not.toBeNull();
      expect(await sys.catalog.stockOf(product.id)).toBe(2);
    } finally {
      await sys.sandbox.slow('shiprocket', 0);
    }
  });

  it('withdraws from Shiprocket an order the shipping job booked after the cancel read it', async () => {
    // The cancel reads the order with no Shiprocket id, then waits for the row's lock, which this
    // test holds; meanwhile the "job" books the order at Shiprocket and stores the ids under that
    // lock (as the job would: its booking is committed before the cancel's move). The cancel then
    // finds the ids it could not see at first and withdraws the booking.
    const stored = await storeOrder(sys.orders.dataSource, asha.userId, { status: 'pending' });
    const items = await sys.orders.dataSource.getRepository(OrderItemEntity).findBy({ orderId: stored.id });
    const shiprocket = sys.orders.app.get(ShiprocketClient);
    const lock = sys.orders.dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.startTransaction();
      await lock.query(`SELECT id FROM orders.orders WHERE id = $1 FOR UPDATE`, [stored.id]);
      const cancelling = cancel(asha, stored.id, {}).then((res) => res);
      await eventually(async () => {
        const [waiting] = (await sys.orders.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as { n: number }[];
        expect(waiting?.n).toBeGreaterThan(0);
      }, 10_000);

      const booked = await shiprocket.createAdhocOrder(
        shiprocketOrderPayload(
          { ...stored, items },
          { pickupLocation: 'Primary', lengthCm: '20', breadthCm: '15', heightCm: '10', weightKg: '0.5' },
        ),
      );
      await lock.query(
        `UPDATE orders.orders SET shiprocket_order_id = $2, shipment_id = $3, status = 'confirmed',
           shipping_status = 'submitted' WHERE id = $1`,
        [stored.id, booked.order_id, booked.shipment_id],
      );
      expect(await shiprocketStatusOf(stored.id)).toBe('NEW');
      await lock.commitTransaction();

      const res = await cancelling;
      expect(res.status).toBe(200);
      expect((await orders().findOneByOrFail({ id: stored.id })).status).toBe('cancelled');
      expect(await shiprocketStatusOf(stored.id)).toBe('CANCELED');
    } finally {
      if (lock.isTransactionActive) await lock.rollbackTransaction();
      await lock.release();
    }
  });

  it('cancels by hand from the back office (POST /api/orders/:id/status) with everything a cancel does', async () => {
    const { order, product } = await placeBooked(2, 1);
    const admin = await sys.orders.sessionCookie({ isAdmin: true });
    const res = await sys
      .http()
      .post(`/api/orders/${order.id}/status`)
      .set('Cookie', admin)
      .send({ status: 'cancelled', reason: 'Customer phoned' })
      .expect(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(await shiprocketStatusOf(order.id)).toBe('CANCELED');
    expect(await sys.catalog.stockOf(product.id)).toBe(2);
    expect(await transitionsOf(order.id)).toContainEqual(
      expect.objectContaining({
        field: 'status',
        toValue: 'cancelled',
        actor: 'admin',
        reason: 'Customer phoned',
      }),
    );
  });

  it('answers 409 and changes nothing once Shiprocket reports the parcel picked up', async () => {
    const { order, product } = await placeBooked(2, 1);
    const [remote] = await sys.shiprocketOrdersOf(order.id);
    // The pick-up is known to Shiprocket before its tracking report reaches the shop.
    await sys.sandbox.call('POST', '/shiprocket/sandbox/track', {
      awb: remote!.shipments[0]!.awb,
      status: 'PICKED UP',
      url: 'http://127.0.0.1:9/unreachable',
    });
    // What a cancel would change (the invoice job may still finish meanwhile, so not the whole row).
    const lifecycle = async () => {
      const row = await orders().findOneByOrFail({ id: order.id });
      return { status: row.status, paymentStatus: row.paymentStatus, shippingStatus: row.shippingStatus };
    };
    const before = await lifecycle();
    const moves = (await transitionsOf(order.id)).length;

    const res = await cancel(asha, order.id, {}).expect(409);
    expect(res.body).toEqual({ message: CANCEL_REFUSALS.shipped });
    expect(await lifecycle()).toEqual(before);
    expect(before.status).toBe('confirmed');
    expect(await transitionsOf(order.id)).toHaveLength(moves);
    expect(await sys.catalog.stockOf(product.id)).toBe(1);
  });

  it('answers 409 for a shipped or delivered order, changing nothing', async () => {
    const shipped = await storeOrder(sys.orders.dataSource, asha.userId, { status: 'shipped' });
    const delivered = await storeOrder(sys.orders.dataSource, asha.userId, {
      status: 'delivered',
      deliveredAt: new Date(),
    });
    for (const [order, message] of [
      [shipped, CANCEL_REFUSALS.shipped],
      [delivered, CANCEL_REFUSALS.shipped],
    ] as const) {
      const before = await orders().findOneByOrFail({ id: order.id });
      expect((await cancel(asha, order.id).expect(409)).body).toEqual({ message });
      expect(await orders().findOneByOrFail({ id: order.id })).toEqual(before);
      expect(await transitionsOf(order.id)).toEqual([]);
    }
  });

  it("answers 404 for another customer's order or a malformed id, 401 anonymously", async () => {
    const order = await storeOrder(sys.orders.dataSource, asha.userId);
    expect((await cancel(ravi, order.id).expect(404)).body).toEqual({ message: 'Order not found' });
    await cancel(ravi, 'not-an-id').expect(404);
    await sys.http().post(`/api/orders/${order.id}/cancel`).expect(401);
    expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('pending');
  });

  it('answers 400 naming the field for a bad body, changing nothing', async () => {
    const order = await storeOrder(sys.orders.dataSource, asha.userId);
    expect((await cancel(asha, order.id, { reason: 42 }).expect(400)).body.message).toMatch(/^reason/);
    expect((await cancel(asha, order.id, { reason: 'x'.repeat(501) }).expect(400)).body.message).toMatch(
      /^reason/,
    );
    expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('pending');
  });

  it("lets the admin cancel any customer's order the same way; a shopper gets 401 there", async () => {
    const { order, product } = await placeBooked(2, 2);
    const admin = await sys.orders.sessionCookie({ isAdmin: true });
    const adminCancel = (cookie: string, body?: object) =>
      sys.http().post(`/api/admin/orders/${order.id}/cancel`).set('Cookie', cookie).send(body);

    await adminCancel(asha.cookie, {}).expect(401);
    expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('confirmed');

    const res = await adminCancel(admin, { reason: 'Out of stock at the warehouse' }).expect(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(await transitionsOf(order.id)).toContainEqual(
      expect.objectContaining({
        toValue: 'cancelled',
        actor: 'admin',
        reason: 'Out of stock at the warehouse',
      }),
    );
    expect(await sys.catalog.stockOf(product.id)).toBe(2);
    expect(await shiprocketStatusOf(order.id)).toBe('CANCELED');
    await sys.http().post(`/api/admin/orders/${randomUUID()}/cancel`).set('Cookie', admin).expect(404);
  });
});
