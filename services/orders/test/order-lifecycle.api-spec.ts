import { randomUUID } from 'node:crypto';
import { orderSchema, orderTransitionsResponseSchema, QUEUES } from '@festive/contracts';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { IllegalTransitionError, OrderLifecycle } from '../src/lifecycle/order-lifecycle';
import { OrderTransitionEntity } from '../src/lifecycle/order-transition.entity';
import { MIGRATIONS } from '../src/migrations';
import { OrderLifecycle1764600000000 } from '../src/migrations/1764600000000-order-lifecycle';
import { OrderEntity } from '../src/orders/order.entity';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { PaymentEntity } from '../src/payments/payment.entity';
import { ReturnRequestEntity } from '../src/returns/return-request.entity';
import { ASHA, customerSession, storeOrder } from './support/stored-order';

describe('the order lifecycle: one writer, a transition table, the database holding the states', () => {
  let t: TestApp;
  let admin: string;
  let shopper: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    admin = await t.sessionCookie({ isAdmin: true });
    shopper = await t.sessionCookie(customerSession(ASHA, 'Asha Rao'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const orders = () => t.dataSource.getRepository(OrderEntity);
  const transitionsOf = (orderId: string) =>
    t.dataSource
      .getRepository(OrderTransitionEntity)
      .find({ where: { orderId }, order: { createdAt: 'ASC' } });
  const changeStatus = (orderId: string, body: object, cookie = admin) =>
    t.agent().post(`/api/orders/${orderId}/status`).set('Cookie', cookie).send(body);

  it('moves an order by hand as the table allows, and records who, why and when', async () => {
    const order = await storeOrder(t.dataSource, ASHA);
    const before = Date.now();
    const res = await changeStatus(order.id, {
      status: 'confirmed',
      reason: 'customer phoned to confirm',
    }).expect(200);
    expect(orderSchema.parse(res.body)).toMatchObject({ id: order.id, status: 'confirmed' });
    const rows = await transitionsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({
        field: 'status',
        fromValue: 'pending',
        toValue: 'confirmed',
        actor: 'admin',
        reason: 'customer phoned to confirm',
      }),
    ]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const history = await t
      .agent()
      .get(`/api/orders/${order.id}/transitions`)
      .set('Cookie', admin)
      .expect(200);
    expect(orderTransitionsResponseSchema.parse(history.body)).toEqual([
      {
        id: rows[0]!.id,
        orderId: order.id,
        field: 'status',
        fromValue: 'pending',
        toValue: 'confirmed',
        actor: 'admin',
        reason: 'customer phoned to confirm',
        createdAt: rows[0]!.createdAt.toISOString(),
      },
    ]);
  });

  it('answers an illegal move with 409 and a message, and changes nothing', async () => {
    const order = await storeOrder(t.dataSource, ASHA, { status: 'delivered', deliveredAt: new Date() });
    const stored = await orders().findOneByOrFail({ id: order.id });
    const res = await changeStatus(order.id, { status: 'cancelled' }).expect(409);
    expect(res.body).toEqual({ message: 'An order that is Delivered cannot become Cancelled' });
    expect(await orders().findOneByOrFail({ id: order.id })).toEqual(stored);
    expect(await transitionsOf(order.id)).toEqual([]);

    const cancelled = await storeOrder(t.dataSource, ASHA, { status: 'cancelled' });
    expect((await changeStatus(cancelled.id, { status: 'shipped' }).expect(409)).body.message).toBe(
      'An order that is Cancelled cannot become Shipped',
    );
    expect((await orders().findOneByOrFail({ id: cancelled.id })).status).toBe('cancelled');
  });

  it('tells the customer of a move by hand to shipped or delivered, and starts the return window', async () => {
    const order = await storeOrder(t.dataSource, ASHA, { status: 'confirmed' });
    const told = async () =>
      (
        await t.dataSource
          .getRepository(OutboxMessageEntity)
          .find({ where: { topic: QUEUES.notificationSend } })
      )
        .filter((row) => row.payload.orderId === order.id)
        .map((row) => row.payload.kind);
    await changeStatus(order.id, { status: 'shipped' }).expect(200);
    await changeStatus(order.id, { status: 'delivered' }).expect(200);
    const delivered = await orders().findOneByOrFail({ id: order.id });
    expect(delivered.deliveredAt).not.toBeNull();
    // Again: already delivered, nothing more is told and the window does not move.
    await changeStatus(order.id, { status: 'delivered' }).expect(200);
    expect(await told()).toEqual(['shipped', 'delivered']);
    expect((await orders().findOneByOrFail({ id: order.id })).deliveredAt).toEqual(delivered.deliveredAt);
  });

  it('takes a move to the state the order is in already as done, recording nothing', async () => {
    const order = await storeOrder(t.dataSource, ASHA, { status: 'shipped' });
    expect((await changeStatus(order.id, { status: 'shipped' }).expect(200)).body.status).toBe('shipped');
    expect(await transitionsOf(order.id)).toEqual([]);
  });

  it('is for the admin only, knows its orders and states', async () => {
    const order = await storeOrder(t.dataSource, ASHA);
    await changeStatus(order.id, { status: 'cancelled' }, shopper).expect(401);
    await t.agent().get(`/api/orders/${order.id}/transitions`).set('Cookie', shopper).expect(401);
    await changeStatus(randomUUID(), { status: 'cancelled' }).expect(404);
    await t.agent().get(`/api/orders/${randomUUID()}/transitions`).set('Cookie', admin).expect(404);
    expect((await changeStatus(order.id, { status: 'Processing' }).expect(400)).body.message).toMatch(
      /^status: /,
    );
    expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('pending');
  });

  it('holds only the lifecycle states in every status column (CHECK constraints)', async () => {
    const order = await storeOrder(t.dataSource, ASHA);
    const set = (table: string, column: string, value: string, id: string) =>
      t.dataSource.query(`UPDATE orders.${table} SET ${column} = $1 WHERE id = $2`, [value, id]);
    await expect(set('orders', 'status', 'Processing', order.id)).rejects.toThrow(/orders_status_check/);
    await expect(set('orders', 'status', 'Confirmed', order.id)).rejects.toThrow(/orders_status_check/);
    await expect(set('orders', 'payment_status', 'captured', order.id)).rejects.toThrow(
      /orders_payment_status_check/,
    );
    await expect(set('orders', 'shipping_status', 'shipped', order.id)).rejects.toThrow(
      /orders_shipping_status_check/,
    );
    const payment = await t.dataSource.getRepository(PaymentEntity).save({
      orderId: order.id,
      razorpayOrderId: `order_${randomUUID().slice(0, 14)}`,
      amount: '1000.00',
    });
    await expect(set('payments', 'status', 'paid', payment.id)).rejects.toThrow(/payments_status_check/);
    const request = await t.dataSource.getRepository(ReturnRequestEntity).save({
      orderId: order.id,
      userId: ASHA,
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.in',
      customerPhone: '9876543210',
      reason: 'Damaged',
    });
    await expect(set('return_requests', 'status', 'done', request.id)).rejects.toThrow(
      /return_requests_status_check/,
    );
    expect(await orders().findOneByOrFail({ id: order.id })).toMatchObject({
      status: 'pending',
      paymentStatus: 'cod',
      shippingStatus: 'pending',
    });
  });

  it('migrates legacy words to the states before holding them, recording each moved order value', async () => {
    const legacy = await storeOrder(t.dataSource, ASHA, { paymentMethod: 'Prepaid' });
    const shipped = await storeOrder(t.dataSource, ASHA);
    // Back to before the lifecycle migration; the later ones are undone first and come back after.
    const later = MIGRATIONS.length - MIGRATIONS.indexOf(OrderLifecycle1764600000000);
    for (let i = 0; i < later; i++) await t.dataSource.undoLastMigration();
    try {
      await t.dataSource.query(
        `UPDATE orders.orders SET status = 'CANCELED', payment_status = 'Captured', shipping_status = 'pending' WHERE id = $1`,
        [legacy.id],
      );
      await t.dataSource.query(
        `UPDATE orders.orders SET status = 'Processing', payment_status = 'whatever', shipping_status = 'done',
           awb_code = 'AWB1' WHERE id = $1`,
        [shipped.id],
      );
    } finally {
      await t.dataSource.runMigrations();
    }
    expect(await orders().findOneByOrFail({ id: legacy.id })).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      shippingStatus: 'pending',
    });
    expect(await orders().findOneByOrFail({ id: shipped.id })).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'cod',
      shippingStatus: 'submitted',
    });
    const moves = (await transitionsOf(shipped.id)).map((row) => [
      row.field,
      row.fromValue,
      row.toValue,
      row.actor,
    ]);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['status', 'Processing', 'confirmed', 'system:migration'],
        ['payment_status', 'whatever', 'cod', 'system:migration'],
        ['shipping_status', 'done', 'submitted', 'system:migration'],
      ]),
    );
    expect(moves).toHaveLength(3);
  });

  describe('OrderLifecycle.transition', () => {
    type Move = typeof OrderLifecycle.transition extends (manager: never, ...rest: infer R) => unknown
      ? R
      : never;
    const transition = (...args: Move) =>
      t.dataSource.transaction((manager) => OrderLifecycle.transition(manager, ...args));

    it('moves only while the further condition holds', async () => {
      const paid = await storeOrder(t.dataSource, ASHA, { paymentMethod: 'Prepaid', paymentStatus: 'paid' });
      const when = `payment_status <> 'paid'`;
      expect(
        await transition(paid.id, 'status', 'cancelled', { actor: 'system:stock-reaper', when }),
      ).toEqual({ outcome: 'refused', from: 'pending' });
      expect((await orders().findOneByOrFail({ id: paid.id })).status).toBe('pending');
      expect(await transitionsOf(paid.id)).toEqual([]);
    });

    it('skips an illegal move when asked (a late provider message), else throws the typed error', async () => {
      const order = await storeOrder(t.dataSource, ASHA, { paymentMethod: 'Prepaid', paymentStatus: 'paid' });
      expect(
        await transition(order.id, 'payment_status', 'failed', {
          actor: 'provider:razorpay',
          onIllegal: 'skip',
        }),
      ).toEqual({ outcome: 'illegal', from: 'paid' });
      const thrown = await transition(order.id, 'payment_status', 'failed', {
        actor: 'provider:razorpay',
      }).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(IllegalTransitionError);
      expect(thrown).toMatchObject({ field: 'payment_status', from: 'paid', to: 'failed' });
      expect((await orders().findOneByOrFail({ id: order.id })).paymentStatus).toBe('paid');
    });

    it('sets the other columns with the move, and again when the order is there already', async () => {
      const order = await storeOrder(t.dataSource, ASHA);
      const fail = (message: string) =>
        transition(order.id, 'shipping_status', 'failed', {
          actor: 'system:shipping.submit',
          set: { shipping_error: message },
          onIllegal: 'skip',
        });
      expect(await fail('first')).toEqual({ outcome: 'moved', from: 'pending' });
      expect(await fail('second')).toEqual({ outcome: 'unchanged', from: 'failed' });
      expect(await orders().findOneByOrFail({ id: order.id })).toMatchObject({
        shippingStatus: 'failed',
        shippingError: 'second',
      });
      expect((await transitionsOf(order.id)).map((row) => [row.fromValue, row.toValue, row.actor])).toEqual([
        ['pending', 'failed', 'system:shipping.submit'],
      ]);
      expect(await transition(randomUUID(), 'status', 'cancelled', { actor: 'admin' })).toEqual({
        outcome: 'missing',
        from: null,
      });
    });
  });

  describe('OrderLifecycle.transitionWithStatus', () => {
    const booking = (when?: string) => ({
      actor: 'system:shipping.submit',
      ...(when ? { when } : {}),
      set: { awb_code: 'AWB1', courier_name: 'Delhivery' },
    });
    const confirming = (orderId: string) => ({
      to: 'confirmed' as const,
      reason: 'booked with Delhivery',
      outbox: [{ topic: QUEUES.notificationSend, payload: { orderId, kind: 'confirmed' } }],
    });
    const book = (orderId: string, when?: string) =>
      OrderLifecycle.transitionWithStatus(
        t.dataSource.manager,
        orderId,
        'shipping_status',
        'submitted',
        booking(when),
        confirming(orderId),
      );
    const outboxOf = async (orderId: string) =>
      (
        await t.dataSource
          .getRepository(OutboxMessageEntity)
          .find({ where: { topic: QUEUES.notificationSend } })
      )
        .filter((row) => row.payload.orderId === orderId)
        .map((row) => ({ id: row.id, topic: row.topic, payload: row.payload }));
    const moves = async (orderId: string) =>
      (await transitionsOf(orderId)).map((row) => [
        row.field,
        row.fromValue,
        row.toValue,
        row.actor,
        row.reason,
      ]);

    it('moves the field and the status together, records both in order and writes the rows the status owes', async () => {
      const order = await storeOrder(t.dataSource, ASHA);
      const moved = await book(order.id);
      expect(moved).toEqual({ from: 'pending', statusMoved: true, jobs: await outboxOf(order.id) });
      expect(moved!.jobs).toEqual([
        expect.objectContaining({ payload: { orderId: order.id, kind: 'confirmed' } }),
      ]);
      expect(await orders().findOneByOrFail({ id: order.id })).toMatchObject({
        shippingStatus: 'submitted',
        status: 'confirmed',
        awbCode: 'AWB1',
        courierName: 'Delhivery',
      });
      expect(await moves(order.id)).toEqual([
        ['shipping_status', 'pending', 'submitted', 'system:shipping.submit', null],
        ['status', 'pending', 'confirmed', 'system:shipping.submit', 'booked with Delhivery'],
      ]);
    });

    it('leaves a status the table does not allow to move, writing none of its rows', async () => {
      const order = await storeOrder(t.dataSource, ASHA, { status: 'shipped' });
      expect(await book(order.id)).toEqual({ from: 'pending', statusMoved: false, jobs: [] });
      expect(await orders().findOneByOrFail({ id: order.id })).toMatchObject({
        shippingStatus: 'submitted',
        status: 'shipped',
      });
      expect(await moves(order.id)).toEqual([
        ['shipping_status', 'pending', 'submitted', 'system:shipping.submit', null],
      ]);
      expect(await outboxOf(order.id)).toEqual([]);
    });

    it('changes nothing and answers null when the field does not move as usual', async () => {
      const cancelled = await storeOrder(t.dataSource, ASHA, { status: 'cancelled' });
      const booked = await storeOrder(t.dataSource, ASHA, { shippingStatus: 'submitted' });
      expect(await book(cancelled.id, `status <> 'cancelled'`)).toBeNull();
      expect(await book(booked.id)).toBeNull();
      expect(await book(randomUUID())).toBeNull();
      for (const order of [cancelled, booked]) {
        expect(await orders().findOneByOrFail({ id: order.id })).toMatchObject({
          status: order.status,
          shippingStatus: order.shippingStatus,
          awbCode: null,
        });
        expect(await transitionsOf(order.id)).toEqual([]);
        expect(await outboxOf(order.id)).toEqual([]);
      }
    });
  });
});
