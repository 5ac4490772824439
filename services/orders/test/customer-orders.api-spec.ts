import { randomUUID } from 'node:crypto';
import {
  customerOrdersResponseSchema,
  formatOrderNumber,
  orderSummariesResponseSchema,
  REFUND_TO_REQUIRED,
  RETURN_REFUSALS,
  returnRequestSchema,
  returnRequestsResponseSchema,
} from '@festive/contracts';
import { createTestApp, INTERNAL_TOKEN_HEADER, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { DEV_SHIPROCKET_WEBHOOK_TOKEN } from '../src/config/orders-config';
import { ReturnRequestEntity } from '../src/returns/return-request.entity';
import {
  ASHA,
  customerSession as session,
  DAY_MS,
  RAVI,
  storeOrder,
  type StoredOrderFields,
} from './support/stored-order';

describe('the customer side of orders (My Orders, returns, the assistant lookup)', () => {
  let t: TestApp;
  let asha: string;
  let ravi: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { env: { RETURN_WINDOW_DAYS: '7' } });
    asha = await t.sessionCookie(session(ASHA, 'Asha'));
    ravi = await t.sessionCookie(session(RAVI, 'Ravi'));
    admin = await t.sessionCookie({ isAdmin: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (userId: string, fields: StoredOrderFields = {}) => storeOrder(t.dataSource, userId, fields);
  /** A return may be asked for only once the order is delivered: this one was, just now. */
  const delivered = (userId: string, fields: StoredOrderFields = {}) =>
    order(userId, { status: 'delivered', deliveredAt: new Date(), ...fields });
  // Stored orders are cash on delivery, so a request says where the refund goes.
  const REFUND_TO = 'asha@okaxis';
  const requestReturn = (
    cookie: string,
    orderId: string,
    body: unknown = { reason: 'Damaged or defective', refundTo: REFUND_TO },
  ) =>
    t.http
      .post(`/api/orders/${orderId}/returns`)
      .set('Cookie', cookie)
      .send(body as object);

  describe('GET /api/orders', () => {
    it('answers 401 to an anonymous caller', async () => {
      await t.http.get('/api/orders').expect(401);
    });

    it("lists only the customer's own orders, newest first, with items and return state", async () => {
      const older = await order(ASHA, { daysAgo: 3, shiprocketOrderId: '100001001' });
      const deliveredAt = new Date(Date.now() - 2 * 3600 * 1000);
      const newer = await delivered(ASHA, {
        daysAgo: 1,
        deliveredAt,
        trackingUrl: 'https://shiprocket.co/tracking/AWB1',
        courierName: 'Delhivery',
      });
      const someoneElses = await order(RAVI);
      const res = await t.http.get('/api/orders').set('Cookie', asha).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const list = customerOrdersResponseSchema.parse(res.body);
      const ids = list.map((o) => o.id);
      expect(ids).not.toContain(someoneElses.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const shown = list.find((o) => o.id === newer.id)!;
      expect(shown).toMatchObject({
        orderNumber: formatOrderNumber(newer.orderNumber),
        total: '1000.00',
        trackingUrl: 'https://shiprocket.co/tracking/AWB1',
        courierName: 'Delhivery',
        returnable: true,
        returnRequest: null,
        deliveredAt: deliveredAt.toISOString(),
        refunds: [],
      });
      expect(shown.items).toEqual([
        expect.objectContaining({ productName: 'Brass Diya', quantity: 2, price: '500.00' }),
      ]);
      // The window counts from delivery, not from placing.
      expect(new Date(shown.returnableUntil!).getTime()).toBe(deliveredAt.getTime() + 7 * DAY_MS);
      // Our number, not Shiprocket's id, once Shiprocket has the order; not delivered, so no return yet.
      expect(list.find((o) => o.id === older.id)).toMatchObject({
        orderNumber: formatOrderNumber(older.orderNumber),
        shiprocketOrderId: '100001001',
        returnable: false,
        returnableUntil: null,
      });
      const ravisList = await t.http.get('/api/orders').set('Cookie', ravi).expect(200);
      expect(ravisList.body.map((o: { id: string }) => o.id)).toEqual([someoneElses.id]);
    });
  });

  describe('delivery time from Shiprocket tracking', () => {
    const track = (awb: string, status: string, at: string) =>
      t.http
        .post('/api/webhooks/shiprocket')
        .set('x-api-key', DEV_SHIPROCKET_WEBHOOK_TOKEN)
        .send({ awb, current_status: status, current_timestamp: at })
        .expect(200);
    const listed = async (id: string) =>
      customerOrdersResponseSchema
        .parse((await t.http.get('/api/orders').set('Cookie', asha).expect(200)).body)
        .find((o) => o.id === id)!;

    it('records the first delivery report, whatever its case, and counts the window from it', async () => {
      // Placed 20 days ago: no return before delivery, then a window counted from delivery.
      const placed = await order(ASHA, { daysAgo: 20, awbCode: 'AWBDELIVER1', shipmentStatus: 'IN TRANSIT' });
      expect(await listed(placed.id)).toMatchObject({ deliveredAt: null, returnable: false });
      const before = Date.now();
      expect((await track('AWBDELIVER1', 'delivered', '01 12 2026 10:00:00')).body.status).toBe('applied');
      const shown = await listed(placed.id);
      expect(shown).toMatchObject({ status: 'delivered', shipmentStatus: 'DELIVERED', returnable: true });
      const deliveredAt = new Date(shown.deliveredAt!).getTime();
      expect(deliveredAt).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(shown.returnableUntil!).getTime()).toBe(deliveredAt + 7 * DAY_MS);
      // A later report of the same delivery never moves the start of the window.
      await track('AWBDELIVER1', 'DELIVERED', '02 12 2026 09:00:00');
      expect((await listed(placed.id)).deliveredAt).toBe(shown.deliveredAt);
    });

    it('leaves the delivery time empty for statuses short of delivery', async () => {
      const placed = await order(ASHA, { awbCode: 'AWBDELIVER2' });
      await track('AWBDELIVER2', 'Out For Delivery', '01 12 2026 08:00:00');
      expect(await listed(placed.id)).toMatchObject({
        shipmentStatus: 'OUT FOR DELIVERY',
        deliveredAt: null,
      });
    });
  });

  describe('POST /api/orders/{id}/returns', () => {
    it('records a pending request that shows on the order and in the admin list, once', async () => {
      const placed = await delivered(ASHA);
      const res = await requestReturn(asha, placed.id, {
        reason: 'Wrong item received',
        description: '  Got a <b>blue</b> one  ',
        refundTo: '  asha@okaxis ',
      }).expect(201);
      const created = returnRequestSchema.parse(res.body);
      expect(created).toMatchObject({
        orderId: placed.id,
        orderNumber: formatOrderNumber(placed.orderNumber),
        reason: 'Wrong item received',
        description: 'Got a <b>blue</b> one',
        status: 'pending',
        customerName: 'Asha Rao',
        refundAmount: null,
        refundTo: REFUND_TO,
        decisionReason: null,
        decidedAt: null,
      });
      await requestReturn(asha, placed.id).expect(409, { message: RETURN_REFUSALS.alreadyOpen });

      const list = customerOrdersResponseSchema.parse(
        (await t.http.get('/api/orders').set('Cookie', asha).expect(200)).body,
      );
      expect(list.find((o) => o.id === placed.id)).toMatchObject({
        returnable: false,
        returnRequest: { id: created.id, orderNumber: created.orderNumber, status: 'pending' },
      });
      const all = returnRequestsResponseSchema.parse(
        (await t.http.get('/api/returns').set('Cookie', admin).expect(200)).body,
      );
      expect(all.find((r) => r.id === created.id)?.orderNumber).toBe(created.orderNumber);
      const stats = await t.http
        .get('/internal/stats')
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      expect(stats.body.pendingReturnRequests).toBeGreaterThanOrEqual(1);
    });

    it('keeps one open request per order when two arrive at once', async () => {
      const placed = await delivered(ASHA);
      const answers = await Promise.all([
        requestReturn(asha, placed.id),
        requestReturn(asha, placed.id),
        requestReturn(asha, placed.id),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM orders.return_requests WHERE order_id = $1`,
        [placed.id],
      );
      expect(count).toBe(1);
      // The partial unique index holds the rule even for a writer that skips the row lock.
      const returns = t.dataSource.getRepository(ReturnRequestEntity);
      await expect(
        returns.save(
          returns.create({
            orderId: placed.id,
            userId: ASHA,
            customerName: 'Asha Rao',
            customerEmail: 'asha@example.in',
            customerPhone: '9876543210',
            reason: 'Changed my mind',
          }),
        ),
      ).rejects.toThrow(/return_requests_one_open_per_order/);
    });

    it('allows a new request once the earlier one is settled', async () => {
      const placed = await delivered(ASHA);
      const first = await requestReturn(asha, placed.id).expect(201);
      await t.dataSource.query(`UPDATE orders.return_requests SET status = 'rejected' WHERE id = $1`, [
        first.body.id,
      ]);
      await requestReturn(asha, placed.id, { reason: 'Not as described', refundTo: REFUND_TO }).expect(201);
    });

    it('refuses orders not delivered yet, whatever their age, and records nothing', async () => {
      for (const fields of [
        { status: 'pending' },
        { status: 'confirmed' },
        { status: 'shipped', awbCode: 'AWBNOTYET1', shipmentStatus: 'OUT FOR DELIVERY' },
        { status: 'shipped', daysAgo: 20 },
      ] as const) {
        const placed = await order(ASHA, fields);
        await requestReturn(asha, placed.id).expect(409, { message: RETURN_REFUSALS.notDelivered });
        const [{ count }] = await t.dataSource.query(
          `SELECT count(*)::int AS count FROM orders.return_requests WHERE order_id = $1`,
          [placed.id],
        );
        expect(count).toBe(0);
      }
    });

    it('refuses cancelled orders and orders past the window counted from delivery', async () => {
      const cancelled = await order(ASHA, { status: 'cancelled' });
      await requestReturn(asha, cancelled.id).expect(409, { message: RETURN_REFUSALS.cancelled });
      // Delivered ten days after placing, three days ago: still inside the window.
      const late = await delivered(ASHA, { daysAgo: 13, deliveredAt: new Date(Date.now() - 3 * DAY_MS) });
      await requestReturn(asha, late.id).expect(201);
      const longAgo = await delivered(ASHA, { daysAgo: 20, deliveredAt: new Date(Date.now() - 9 * DAY_MS) });
      await requestReturn(asha, longAgo.id).expect(409, { message: RETURN_REFUSALS.windowClosed });
      // Marked delivered by hand with no courier's report: the window counts from placing.
      const byHand = await delivered(ASHA, { daysAgo: 8, deliveredAt: null });
      await requestReturn(asha, byHand.id).expect(409, { message: RETURN_REFUSALS.windowClosed });
    });

    it('asks a cash-on-delivery order where the refund goes, and ignores it for a prepaid one', async () => {
      const cod = await delivered(ASHA);
      for (const body of [{ reason: 'Changed my mind' }, { reason: 'Changed my mind', refundTo: '   ' }]) {
        await requestReturn(asha, cod.id, body).expect(400, { message: REFUND_TO_REQUIRED });
      }
      const long = await requestReturn(asha, cod.id, {
        reason: 'Changed my mind',
        refundTo: 'x'.repeat(201),
      }).expect(400);
      expect(long.body.message).toMatch(/^refundTo/);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM orders.return_requests WHERE order_id = $1`,
        [cod.id],
      );
      expect(count).toBe(0);
      await requestReturn(asha, cod.id, { reason: 'Changed my mind', refundTo: 'HDFC0001234 50100123456789' })
        .expect(201)
        .expect(({ body }) => expect(body.refundTo).toBe('HDFC0001234 50100123456789'));

      // A prepaid order is refunded to the payment it was paid with: no refundTo asked or kept.
      const prepaid = await delivered(ASHA, { paymentMethod: 'Prepaid', paymentStatus: 'paid' });
      await requestReturn(asha, prepaid.id, { reason: 'Changed my mind' })
        .expect(201)
        .expect(({ body }) => expect(body.refundTo).toBeNull());
      const other = await delivered(ASHA, { paymentMethod: 'Prepaid', paymentStatus: 'paid' });
      await requestReturn(asha, other.id)
        .expect(201)
        .expect(({ body }) => expect(body.refundTo).toBeNull());
    });

    it('answers 400 naming the field for a bad body', async () => {
      const placed = await delivered(ASHA);
      const bad = await requestReturn(asha, placed.id, { reason: 'Bored' }).expect(400);
      expect(bad.body.message).toMatch(/^reason/);
      const long = await requestReturn(asha, placed.id, {
        reason: 'Changed my mind',
        description: 'x'.repeat(1001),
      }).expect(400);
      expect(long.body.message).toMatch(/^description/);
      await requestReturn(asha, placed.id, []).expect(400);
    });

    it("answers 404 for another customer's order or a malformed id, 401 anonymously", async () => {
      const ashas = await delivered(ASHA);
      await requestReturn(ravi, ashas.id).expect(404, { message: 'Order not found' });
      await requestReturn(asha, 'nope').expect(404);
      await t.http
        .post(`/api/orders/${ashas.id}/returns`)
        .send({ reason: 'Changed my mind', refundTo: REFUND_TO })
        .expect(401);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM orders.return_requests WHERE order_id = $1`,
        [ashas.id],
      );
      expect(count).toBe(0);
    });
  });

  describe('GET /internal/customers/{userId}/orders', () => {
    it("gives the assistant a customer's latest orders, newest first, behind the internal token", async () => {
      const userId = randomUUID();
      const older = await order(userId, { daysAgo: 2, shiprocketOrderId: '100003003' });
      const latest = await delivered(userId, { shipmentStatus: 'DELIVERED', courierName: 'Bluedart' });
      await t.http.get(`/internal/customers/${userId}/orders`).expect(401);
      const res = await t.http
        .get(`/internal/customers/${userId}/orders?limit=1`)
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      expect(orderSummariesResponseSchema.parse(res.body)).toEqual([
        expect.objectContaining({
          id: latest.id,
          orderNumber: formatOrderNumber(latest.orderNumber),
          shipmentStatus: 'DELIVERED',
          courierName: 'Bluedart',
          itemNames: ['Brass Diya'],
          returnStatus: null,
        }),
      ]);
      const both = await t.http
        .get(`/internal/customers/${userId}/orders?limit=abc`)
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      // Our number, whether or not Shiprocket has the order.
      expect(both.body.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
        formatOrderNumber(latest.orderNumber),
        formatOrderNumber(older.orderNumber),
      ]);
      await requestReturn(await t.sessionCookie(session(userId, 'Meera')), latest.id, {
        reason: 'Changed my mind',
        refundTo: 'meera@okicici',
      }).expect(201);
      const withReturn = await t.http
        .get(`/internal/customers/${userId}/orders?limit=500`)
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      expect(withReturn.body.map((o: { returnStatus: string | null }) => o.returnStatus)).toEqual([
        'pending',
        null,
      ]);
      await t.http
        .get(`/internal/customers/${userId}/orders`)
        .set(INTERNAL_TOKEN_HEADER, 'wrong-token')
        .expect(401);
      await t.http
        .get('/internal/customers/not-a-user/orders')
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(400);
    });
  });
});
