import { randomUUID } from 'node:crypto';
import { customerOrdersResponseSchema, formatOrderNumber, INVOICE_REFUSALS } from '@festive/contracts';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { In } from 'typeorm';
import { AppModule } from '../src/app.module';
import { OrderEntity } from '../src/orders/order.entity';
import {
  ASHA,
  customerSession as session,
  RAVI,
  storeOrder,
  type StoredOrderFields,
} from './support/stored-order';

/** The GST invoice download of My Orders (the e-mailed copy is order-pipeline's subject). */
describe('GET /api/orders/{id}/invoice', () => {
  let t: TestApp;
  let asha: string;
  let ravi: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    asha = await t.sessionCookie(session(ASHA, 'Asha'));
    ravi = await t.sessionCookie(session(RAVI, 'Ravi'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (userId: string, fields: StoredOrderFields = {}) => storeOrder(t.dataSource, userId, fields);

  it('is the GST invoice as an HTML file named with the order number, customer text escaped', async () => {
    const placed = await order(ASHA, {
      shiprocketOrderId: '100002002',
      customerName: '<script>alert(1)</script> Rao',
      customerState: 'Delhi',
    });
    const res = await t.http.get(`/api/orders/${placed.id}/invoice`).set('Cookie', asha).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Named with our order number, never Shiprocket's id.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${formatOrderNumber(placed.orderNumber)}.html"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.text;
    expect(html).toContain('Tax Invoice');
    expect(html).toContain(`<td>Order number</td><td>${formatOrderNumber(placed.orderNumber)}</td>`);
    expect(html).not.toContain('100002002');
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

  it('names the file with the order number before Shiprocket has the order too', async () => {
    const placed = await order(ASHA);
    const res = await t.http.get(`/api/orders/${placed.id}/invoice`).set('Cookie', asha).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice-FG-\d{6}\.html"$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${formatOrderNumber(placed.orderNumber)}.html"`,
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
    expect([available(unpaid.id), available(cancelled.id), available(paid.id)]).toEqual([false, false, true]);
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
