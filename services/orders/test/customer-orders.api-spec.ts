import { randomUUID } from 'node:crypto';
import {
  customerOrdersResponseSchema,
  INVOICE_REFUSALS,
  orderSummariesResponseSchema,
  RETURN_REFUSALS,
  returnRequestSchema,
  returnRequestsResponseSchema,
} from '@festive/contracts';
import { createTestApp, INTERNAL_TOKEN_HEADER, type TestApp } from '@festive/server-kit';
import { In } from 'typeorm';
import { AppModule } from '../src/app.module';
import { DEV_SHIPROCKET_WEBHOOK_TOKEN } from '../src/config/orders-config';
import { OrderItemEntity } from '../src/orders/order-item.entity';
import { OrderEntity } from '../src/orders/order.entity';
import { ReturnRequestEntity } from '../src/returns/return-request.entity';

const ASHA = '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b';
const RAVI = '7a1d9b3f-4c2e-4f70-8b8c-3d5e7f9a1b2c';
const DAY_MS = 24 * 3600 * 1000;
const session = (userId: string, name: string) => ({
  customer: { userId, name, phone: '9876543210', email: `${name.toLowerCase()}@example.in` },
});

describe('the customer side of orders (My Orders, invoices, returns, the assistant lookup)', () => {
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

  /** An order stored as the pipeline leaves it; placing one for real is other files' subject. */
  async function order(userId: string, fields: Partial<OrderEntity> & { daysAgo?: number } = {}) {
    const { daysAgo = 0, ...extra } = fields;
    const orders = t.dataSource.getRepository(OrderEntity);
    const saved = await orders.save(
      orders.create({
        userId,
        idempotencyKey: randomUUID(),
        customerName: 'Asha Rao',
        customerEmail: 'asha@example.in',
        customerPhone: '9876543210',
        customerAddress: '12 MG Road',
        customerCity: 'Pune',
        customerState: 'Maharashtra',
        customerPincode: '411001',
        total: '1000.00',
        paymentMethod: 'COD',
        paymentStatus: 'cod',
        ...extra,
      }),
    );
    const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
    await orders.update({ id: saved.id }, { createdAt });
    const items = t.dataSource.getRepository(OrderItemEntity);
    await items.save(
      items.create({
        orderId: saved.id,
        productId: randomUUID(),
        productName: 'Brass Diya',
        productSku: 'FD001',
        productImage: '/objects/seed/brass-diya.svg',
        quantity: 2,
        price: '500.00',
        subtotal: '1000.00',
        hsnCode: '9405',
        gstRate: '18',
      }),
    );
    return { ...saved, createdAt };
  }
  const requestReturn = (
    cookie: string,
    orderId: string,
    body: unknown = { reason: 'Damaged or defective' },
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
      const older = await order(ASHA, { daysAgo: 3, shiprocketOrderId: 'SR-1001' });
      const newer = await order(ASHA, {
        daysAgo: 1,
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
        total: '1000.00',
        trackingUrl: 'https://shiprocket.co/tracking/AWB1',
        courierName: 'Delhivery',
        returnable: true,
        returnRequest: null,
        deliveredAt: null,
      });
      expect(shown.items).toEqual([
        expect.objectContaining({ productName: 'Brass Diya', quantity: 2, price: '500.00' }),
      ]);
      expect(new Date(shown.returnableUntil!).getTime()).toBe(
        new Date(shown.createdAt).getTime() + 7 * DAY_MS,
      );
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
      // Placed 20 days ago, so the window from placing has closed; delivery reopens it.
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

  describe('GET /api/orders/{id}/invoice', () => {
    it('is the GST invoice as an HTML file named with the order number, customer text escaped', async () => {
      const placed = await order(ASHA, {
        shiprocketOrderId: 'SR-2002',
        customerName: '<script>alert(1)</script> Rao',
        customerState: 'Delhi',
      });
      const res = await t.http.get(`/api/orders/${placed.id}/invoice`).set('Cookie', asha).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-SR-2002.html"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const html = res.text;
      expect(html).toContain('Tax Invoice');
      expect(html).toMatch(/CGST/);
      expect(html).toMatch(/SGST/);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Rao');
      expect(html).not.toContain('<script>alert(1)</script>');
      // The number is issued once: a second download shows the same one.
      const again = await t.http.get(`/api/orders/${placed.id}/invoice`).set('Cookie', asha).expect(200);
      const numberOf = (page: string) => /FG\/\d{2}-\d{2}\/\d{5}/.exec(page)?.[0];
      expect(numberOf(html)).toBeDefined();
      expect(numberOf(again.text)).toBe(numberOf(html));
    });

    it('names the file with the first 8 characters of the id while the provider id is unknown', async () => {
      const placed = await order(ASHA);
      const res = await t.http.get(`/api/orders/${placed.id}/invoice`).set('Cookie', asha).expect(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${placed.id.slice(0, 8)}.html"`,
      );
      // Delivered to Maharashtra from a Delhi seller: inter-state, so IGST rather than CGST + SGST.
      expect(res.text).toMatch(/IGST/);
      expect(res.text).not.toMatch(/CGST/);
    });

    it('issues no invoice for an unpaid prepaid order or one cancelled before its invoice', async () => {
      const unpaid = await order(ASHA, { paymentMethod: 'Prepaid', paymentStatus: 'pending' });
      const cancelled = await order(ASHA, { status: 'cancelled' });
      const paid = await order(ASHA, { paymentMethod: 'Prepaid', paymentStatus: 'paid' });
      await t.http
        .get(`/api/orders/${unpaid.id}/invoice`)
        .set('Cookie', asha)
        .expect(409, { message: INVOICE_REFUSALS.unpaid });
      await t.http
        .get(`/api/orders/${cancelled.id}/invoice`)
        .set('Cookie', asha)
        .expect(409, { message: INVOICE_REFUSALS.cancelled });
      await t.http.get(`/api/orders/${paid.id}/invoice`).set('Cookie', asha).expect(200);
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .findBy({ id: In([unpaid.id, cancelled.id, paid.id]) });
      const numbered = stored.filter((row) => row.invoiceNumber).map((row) => row.id);
      expect(numbered).toEqual([paid.id]);
      // An invoice issued before a cancellation stays downloadable: it is never withdrawn.
      await t.dataSource.getRepository(OrderEntity).update({ id: paid.id }, { status: 'cancelled' });
      await t.http.get(`/api/orders/${paid.id}/invoice`).set('Cookie', asha).expect(200);
      const list = customerOrdersResponseSchema.parse(
        (await t.http.get('/api/orders').set('Cookie', asha).expect(200)).body,
      );
      const available = (id: string) => list.find((o) => o.id === id)?.invoiceAvailable;
      expect([available(unpaid.id), available(cancelled.id), available(paid.id)]).toEqual([
        false,
        false,
        true,
      ]);
    });

    it("answers 404 for another customer's order, a missing one or a malformed id, and 401 anonymously", async () => {
      const ashas = await order(ASHA);
      await t.http
        .get(`/api/orders/${ashas.id}/invoice`)
        .set('Cookie', ravi)
        .expect(404, { message: 'Order not found' });
      await t.http.get(`/api/orders/${randomUUID()}/invoice`).set('Cookie', asha).expect(404);
      await t.http.get('/api/orders/not-an-id/invoice').set('Cookie', asha).expect(404);
      await t.http.get(`/api/orders/${ashas.id}/invoice`).expect(401);
    });
  });

  describe('POST /api/orders/{id}/returns', () => {
    it('records a pending request that shows on the order and in the admin list, once', async () => {
      const placed = await order(ASHA);
      const res = await requestReturn(asha, placed.id, {
        reason: 'Wrong item received',
        description: '  Got a <b>blue</b> one  ',
      }).expect(201);
      const created = returnRequestSchema.parse(res.body);
      expect(created).toMatchObject({
        orderId: placed.id,
        reason: 'Wrong item received',
        description: 'Got a <b>blue</b> one',
        status: 'pending',
        customerName: 'Asha Rao',
        refundAmount: null,
      });
      await requestReturn(asha, placed.id).expect(409, { message: RETURN_REFUSALS.alreadyOpen });

      const list = customerOrdersResponseSchema.parse(
        (await t.http.get('/api/orders').set('Cookie', asha).expect(200)).body,
      );
      expect(list.find((o) => o.id === placed.id)).toMatchObject({
        returnable: false,
        returnRequest: { id: created.id, status: 'pending' },
      });
      const all = returnRequestsResponseSchema.parse(
        (await t.http.get('/api/returns').set('Cookie', admin).expect(200)).body,
      );
      expect(all.map((r) => r.id)).toContain(created.id);
      const stats = await t.http
        .get('/internal/stats')
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      expect(stats.body.pendingReturnRequests).toBeGreaterThanOrEqual(1);
    });

    it('keeps one open request per order when two arrive at once', async () => {
      const placed = await order(ASHA);
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
      const placed = await order(ASHA);
      const first = await requestReturn(asha, placed.id).expect(201);
      await t.dataSource.query(`UPDATE orders.return_requests SET status = 'rejected' WHERE id = $1`, [
        first.body.id,
      ]);
      await requestReturn(asha, placed.id, { reason: 'Not as described' }).expect(201);
    });

    it('refuses cancelled orders and orders past the window', async () => {
      const cancelled = await order(ASHA, { status: 'cancelled' });
      await requestReturn(asha, cancelled.id).expect(409, { message: RETURN_REFUSALS.cancelled });
      const old = await order(ASHA, { daysAgo: 8 });
      await requestReturn(asha, old.id).expect(409, { message: RETURN_REFUSALS.windowClosed });
      // Delivered ten days after placing, three days ago: still inside the window.
      const late = await order(ASHA, { daysAgo: 13, deliveredAt: new Date(Date.now() - 3 * DAY_MS) });
      await requestReturn(asha, late.id).expect(201);
      const longAgo = await order(ASHA, { daysAgo: 20, deliveredAt: new Date(Date.now() - 9 * DAY_MS) });
      await requestReturn(asha, longAgo.id).expect(409, { message: RETURN_REFUSALS.windowClosed });
    });

    it('answers 400 naming the field for a bad body', async () => {
      const placed = await order(ASHA);
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
      const ashas = await order(ASHA);
      await requestReturn(ravi, ashas.id).expect(404, { message: 'Order not found' });
      await requestReturn(asha, 'nope').expect(404);
      await t.http.post(`/api/orders/${ashas.id}/returns`).send({ reason: 'Changed my mind' }).expect(401);
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
      await order(userId, { daysAgo: 2, shiprocketOrderId: 'SR-3003' });
      const latest = await order(userId, { shipmentStatus: 'IN TRANSIT', courierName: 'Bluedart' });
      await t.http.get(`/internal/customers/${userId}/orders`).expect(401);
      const res = await t.http
        .get(`/internal/customers/${userId}/orders?limit=1`)
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      expect(orderSummariesResponseSchema.parse(res.body)).toEqual([
        expect.objectContaining({
          id: latest.id,
          orderNumber: latest.id.slice(0, 8),
          shipmentStatus: 'IN TRANSIT',
          courierName: 'Bluedart',
          itemNames: ['Brass Diya'],
          returnStatus: null,
        }),
      ]);
      const both = await t.http
        .get(`/internal/customers/${userId}/orders?limit=abc`)
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      expect(both.body.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
        latest.id.slice(0, 8),
        'SR-3003',
      ]);
      await requestReturn(await t.sessionCookie(session(userId, 'Meera')), latest.id, {
        reason: 'Changed my mind',
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
