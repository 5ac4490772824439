import { createHmac, randomUUID } from 'node:crypto';
import {
  formatOrderNumber,
  QUEUES,
  razorpayOrderResponseSchema,
  verifyPaymentResponseSchema,
} from '@festive/contracts';
import { eventually, type TestWorker } from '@festive/server-kit';
import { OrderTransitionEntity } from '../src/lifecycle/order-transition.entity';
import { OrderEntity } from '../src/orders/order.entity';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { StockReaper } from '../src/stock/stock-reaper.service';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';
import { formFields, payOnTestPage } from './support/razorpay';

jest.setTimeout(120_000);

describe('Prepaid with Razorpay, and the provider webhooks', () => {
  let sys: OrderSystem;
  let worker: TestWorker;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    sys = await startOrderSystem();
    ({ cookie } = await sys.customer());
    ({ cookie: otherCookie } = await sys.customer({ name: 'Ravi Kumar' }));
    worker = await sys.startWorker();
  });
  afterAll(async () => {
    await sys?.close();
  });

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  /** The confirmed order's jobs (shipping and invoice; the customer's messages are their own). */
  const outboxFor = async (orderId: string) =>
    (await sys.orders.dataSource.getRepository(OutboxMessageEntity).find({ where: {} })).filter(
      (row) => row.payload.orderId === orderId && row.topic !== QUEUES.notificationSend,
    );
  /** The order's recorded moves as [field, from, to, actor], oldest first. */
  const movesOf = async (orderId: string) =>
    (
      await sys.orders.dataSource
        .getRepository(OrderTransitionEntity)
        .find({ where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } })
    ).map((row) => [row.field, row.fromValue, row.toValue, row.actor]);
  const placePrepaid = async (stock = 5) => {
    const product = await sys.catalog.addProduct({ price: '749.25', stock });
    const res = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .set('Idempotency-Key', randomUUID())
      .send(orderPayload([{ ...product, quantity: 2 }], { paymentMethod: 'Prepaid' }))
      .expect(201);
    return { id: res.body.id as string, orderNumber: res.body.orderNumber as string, product };
  };
  const razorpayOrder = (orderId: string, who = cookie) =>
    sys.http().post('/api/payments/razorpay/order').set('Cookie', who).send({ orderId });
  const webhook = (body: string, signature: string, eventId = `evt_${randomUUID().slice(0, 14)}`) =>
    sys
      .http()
      .post('/api/webhooks/razorpay')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', signature)
      .set('x-razorpay-event-id', eventId)
      .send(body);
  const signWebhook = (body: string) =>
    createHmac('sha256', 'dev-razorpay-webhook-secret').update(body).digest('hex');

  it('keeps a Prepaid order away from shipping, with its stock only reserved, until it is paid', async () => {
    const { id } = await placePrepaid();
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      paymentStatus: 'pending',
      status: 'pending',
    });
    expect(await outboxFor(id)).toEqual([]);
    expect((await sys.catalog.reservations(id)).map((r) => r.status)).toEqual(['reserved']);
  });

  it('creates one Razorpay order in paise with our order number as receipt, for the owner only', async () => {
    const { id, orderNumber: number } = await placePrepaid();
    expect(number).toMatch(/^FG-\d{6}$/);
    await sys.http().post('/api/payments/razorpay/order').send({ orderId: id }).expect(401);
    expect((await razorpayOrder(id, otherCookie).expect(404)).body).toEqual({ message: 'Order not found' });
    expect((await razorpayOrder('nope').expect(400)).body.message).toBe(
      'orderId: orderId must be an order id',
    );

    const first = razorpayOrderResponseSchema.parse((await razorpayOrder(id).expect(200)).body);
    expect(first).toMatchObject({
      orderId: id,
      keyId: 'rzp_test_sandbox',
      amount: 149_850,
      currency: 'INR',
      name: 'Festival Gifts',
      description: `Festival gift order ${number}`,
      checkout: {
        kind: 'redirect',
        url: `${sys.sandbox.urls.http}/razorpay/v1/checkout/embedded`,
        callbackUrl: 'http://localhost:8080/api/payments/razorpay/callback',
        cancelUrl: 'http://localhost:8080/payment?payment=cancelled',
      },
    });
    const again = (await razorpayOrder(id).expect(200)).body;
    expect(again.razorpayOrderId).toBe(first.razorpayOrderId);
    const remote = await sys.sandbox.call<{ orders: { id: string; amount: number; receipt: string }[] }>(
      'GET',
      '/razorpay/sandbox/payments',
    );
    expect(remote.body.orders.filter((o) => o.receipt === number)).toEqual([
      expect.objectContaining({ id: first.razorpayOrderId, amount: 149_850 }),
    ]);
  });

  it('refuses to take payment for a COD order', async () => {
    const product = await sys.catalog.addProduct();
    const placed = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .send(orderPayload([product]))
      .expect(201);
    expect((await razorpayOrder(placed.body.id).expect(409)).body.message).toBe(
      'This order is paid by cash on delivery',
    );
  });

  it('pays through the hosted test page and the redirect callback, then ships the order once', async () => {
    const { id, orderNumber: number, product } = await placePrepaid();
    // The gift stays in the stored cart until the order is paid (an abandoned payment keeps it).
    await sys
      .http()
      .put('/api/cart')
      .set('Cookie', cookie)
      .send({ items: [{ productId: product.id, quantity: 2 }] })
      .expect(200);
    const checkout = (await razorpayOrder(id).expect(200)).body;
    const { html, result } = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: checkout.razorpayOrderId,
      callbackUrl: checkout.checkout.callbackUrl,
    });
    expect(result.callbackUrl).toBe(checkout.checkout.callbackUrl);
    const back = await sys
      .http()
      .post('/api/payments/razorpay/callback')
      .type('form')
      .set('Origin', 'null')
      .send(formFields(html))
      .expect(303);
    expect(back.headers.location).toBe(
      `/order-success?payment=razorpay&id=${result.razorpay_payment_id}&orderNumber=${number}`,
    );
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      paymentStatus: 'paid',
      paymentId: result.razorpay_payment_id,
    });
    expect((await sys.catalog.reservations(id)).map((r) => r.status)).toEqual(['committed']);
    expect((await sys.http().get('/api/cart').set('Cookie', cookie).expect(200)).body.items).toEqual([]);
    await eventually(async () =>
      expect((await orders().findOneByOrFail({ id })).shippingStatus).toBe('submitted'),
    );
    const remote = await sys.shiprocketOrdersOf(id);
    expect(remote).toHaveLength(1);
    expect(remote[0]!.request.payment_method).toBe('Prepaid');

    // The same result posted again (a reload) changes nothing.
    await sys.http().post('/api/payments/razorpay/callback').type('form').send(formFields(html)).expect(303);
    expect(await outboxFor(id)).toHaveLength(2);
  });

  /** The unsigned callbacks kept for support that name this Razorpay order. */
  const unverifiedCallbacksFor = async (razorpayOrderId: string) =>
    (await sys.orders.dataSource.query(
      `SELECT claimed_order_id FROM orders.unverified_callbacks WHERE claimed_order_id = $1`,
      [razorpayOrderId],
    )) as unknown[];

  it('sends a failed attempt back to the payment step, trusting only the signed webhook with it; a later success still pays', async () => {
    const { id } = await placePrepaid();
    const checkout = (await razorpayOrder(id).expect(200)).body;
    const failed = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: checkout.razorpayOrderId,
      callbackUrl: checkout.checkout.callbackUrl,
      outcome: 'failed',
    });
    const form = formFields(failed.html);
    const back = await sys.http().post('/api/payments/razorpay/callback').type('form').send(form).expect(303);
    expect(back.headers.location).toBe('/payment?payment=failed');
    // Razorpay's failure redirect carries no signature: it is recorded, and changes nothing.
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('pending');
    expect(await unverifiedCallbacksFor(checkout.razorpayOrderId)).toHaveLength(1);
    // The failure itself arrives signed, by webhook.
    const { payment_id: failedPaymentId } = JSON.parse(form['error[metadata]']!) as { payment_id: string };
    const failure = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: failedPaymentId, order_id: checkout.razorpayOrderId } } },
    });
    expect((await webhook(failure, signWebhook(failure)).expect(200)).body.status).toBe('applied');
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('failed');
    const retry = (await razorpayOrder(id).expect(200)).body;
    expect(retry.razorpayOrderId).toBe(checkout.razorpayOrderId);
    const paid = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: retry.razorpayOrderId,
      callbackUrl: 'http://x/cb',
    });
    const verified = await sys
      .http()
      .post('/api/payments/razorpay/verify')
      .set('Cookie', cookie)
      .send(paid.result)
      .expect(200);
    const order = await orders().findOneByOrFail({ id });
    expect(order.paymentStatus).toBe('paid');
    expect(verifyPaymentResponseSchema.parse(verified.body)).toEqual({
      orderId: id,
      orderNumber: formatOrderNumber(order.orderNumber),
      paymentId: paid.result.razorpay_payment_id,
    });
    expect((await movesOf(id)).filter(([field]) => field === 'payment_status')).toEqual([
      ['payment_status', 'pending', 'failed', 'provider:razorpay'],
      ['payment_status', 'failed', 'paid', 'customer'],
    ]);
  });

  it('verify: a tampered signature is 400 and changes nothing; another shopper gets 404', async () => {
    const { id, orderNumber: number } = await placePrepaid();
    const checkout = (await razorpayOrder(id).expect(200)).body;
    const { result } = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: checkout.razorpayOrderId,
      callbackUrl: 'http://x/cb',
    });
    const { callbackUrl: _cb, ...body } = result;
    const forged = { ...body, razorpay_signature: createHmac('sha256', 'guess').update('x').digest('hex') };
    const refused = await sys
      .http()
      .post('/api/payments/razorpay/verify')
      .set('Cookie', cookie)
      .send(forged)
      .expect(400);
    expect(refused.body.message).toBe('razorpay_signature: Payment signature does not match');
    const otherPayment = { ...body, razorpay_payment_id: 'pay_Forged0000001' };
    await sys
      .http()
      .post('/api/payments/razorpay/verify')
      .set('Cookie', cookie)
      .send(otherPayment)
      .expect(400);
    await sys.http().post('/api/payments/razorpay/callback').type('form').send(forged).expect(400);
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      paymentStatus: 'pending',
      paymentId: null,
    });
    expect(await outboxFor(id)).toEqual([]);

    await sys.http().post('/api/payments/razorpay/verify').set('Cookie', otherCookie).send(body).expect(404);
    const ok = await sys
      .http()
      .post('/api/payments/razorpay/verify')
      .set('Cookie', cookie)
      .send(body)
      .expect(200);
    expect(ok.body).toEqual({ orderId: id, orderNumber: number, paymentId: body.razorpay_payment_id });
  });

  it('callback: an unsigned failure posted by anyone (no session, foreign Origin) changes nothing and is recorded', async () => {
    const { id } = await placePrepaid();
    const checkout = (await razorpayOrder(id).expect(200)).body;
    const before = await orders().findOneByOrFail({ id });
    const movesBefore = await movesOf(id);
    const back = await sys
      .http()
      .post('/api/payments/razorpay/callback')
      .set('Origin', 'https://attacker.example')
      .set('X-Request-Id', 'probe-unsigned-failure-1')
      .type('form')
      .send({ 'error[metadata]': JSON.stringify({ order_id: checkout.razorpayOrderId }) })
      .expect(303);
    expect(back.headers.location).toBe('/payment?payment=failed');
    const after = await orders().findOneByOrFail({ id });
    expect(after).toMatchObject({
      paymentStatus: before.paymentStatus,
      status: before.status,
      paymentId: null,
    });
    expect(await movesOf(id)).toEqual(movesBefore);
    const [row] = (await sys.orders.dataSource.query(
      `SELECT request_id, claimed_order_id, origin FROM orders.unverified_callbacks WHERE request_id = $1`,
      ['probe-unsigned-failure-1'],
    )) as { request_id: string; claimed_order_id: string; origin: string }[];
    expect(row).toEqual({
      request_id: 'probe-unsigned-failure-1',
      claimed_order_id: checkout.razorpayOrderId,
      origin: 'https://attacker.example',
    });
    // The shopper can still pay the same Razorpay order.
    const paid = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: checkout.razorpayOrderId,
      callbackUrl: 'http://x/cb',
    });
    await sys
      .http()
      .post('/api/payments/razorpay/verify')
      .set('Cookie', cookie)
      .send(paid.result)
      .expect(200);
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('paid');
  });

  it('webhook: a tampered signature or body is 400 with no change; one event replayed 5 times changes once', async () => {
    const { id } = await placePrepaid();
    const checkout = (await razorpayOrder(id).expect(200)).body;
    const { result } = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: checkout.razorpayOrderId,
      callbackUrl: 'http://x/cb',
    });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: result.razorpay_payment_id,
            order_id: checkout.razorpayOrderId,
            amount: 149_850,
            status: 'captured',
          },
        },
      },
    });
    expect((await webhook(body, signWebhook(`${body} `)).expect(400)).body).toEqual({
      message: 'Invalid webhook signature',
    });
    const tampered = body.replace('149850', '100');
    await webhook(tampered, signWebhook(body)).expect(400);
    await webhook(body, 'nonsense').expect(400);
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('pending');

    const eventId = `evt_${randomUUID().slice(0, 14)}`;
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await webhook(body, signWebhook(body), eventId).expect(200)).body.status);
    expect(answers).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      paymentStatus: 'paid',
      paymentId: result.razorpay_payment_id,
    });
    expect(await outboxFor(id)).toHaveLength(2);
    expect((await movesOf(id)).filter(([field]) => field === 'payment_status')).toEqual([
      ['payment_status', 'pending', 'paid', 'provider:razorpay'],
    ]);

    const late = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_Late00000001', order_id: checkout.razorpayOrderId } } },
    });
    expect((await webhook(late, signWebhook(late)).expect(200)).body.status).toBe('applied');
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('paid');
  });

  it('webhook from the sandbox sender: signed over the raw bytes, replays by event id ignored', async () => {
    const { id } = await placePrepaid();
    const checkout = (await razorpayOrder(id).expect(200)).body;
    const { result } = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: checkout.razorpayOrderId,
      callbackUrl: 'http://x/cb',
    });
    const url = `${sys.ordersUrl}/api/webhooks/razorpay`;
    const first = await sys.sandbox.call<{ eventId: string; status: number; body: string }>(
      'POST',
      '/razorpay/sandbox/webhook',
      {
        payment_id: result.razorpay_payment_id,
        event: 'payment.captured',
        url,
      },
    );
    expect(first.body).toMatchObject({ status: 200, body: '{"status":"applied"}' });
    const replay = await sys.sandbox.call<{ body: string }>('POST', '/razorpay/sandbox/webhook', {
      payment_id: result.razorpay_payment_id,
      url,
      event_id: first.body.eventId,
    });
    expect(replay.body.body).toBe('{"status":"duplicate"}');
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('paid');
  });

  it('cancels a Prepaid order nobody paid within the window and gives its stock back', async () => {
    const { id, product } = await placePrepaid(4);
    expect(await sys.catalog.stockOf(product.id)).toBe(2);
    await sys.orders.dataSource.query(
      `UPDATE orders.orders SET created_at = now() - interval '2 hours' WHERE id = $1`,
      [id],
    );
    const reaped = await worker.app.get(StockReaper).reap(0);
    expect(reaped.cancelled).toContain(id);
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
    expect(await movesOf(id)).toEqual([['status', 'pending', 'cancelled', 'system:stock-reaper']]);
    expect(await sys.catalog.stockOf(product.id)).toBe(4);
    await razorpayOrder(id).expect(409);
  });

  it('tracking webhook: needs the token, moves the shipment only forward, applies each event once', async () => {
    const product = await sys.catalog.addProduct();
    const placed = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .send(orderPayload([product]))
      .expect(201);
    const id = placed.body.id as string;
    const awb = await eventually(async () => {
      const row = await orders().findOneByOrFail({ id });
      expect(row.awbCode).toBeTruthy();
      return row.awbCode!;
    });
    const url = `${sys.ordersUrl}/api/webhooks/shiprocket`;
    const hook = { awb, current_status: 'IN TRANSIT', current_timestamp: '20 11 2026 10:00:00' };
    await sys.http().post('/api/webhooks/shiprocket').send(hook).expect(401);
    await sys
      .http()
      .post('/api/webhooks/shiprocket')
      .set('x-api-key', 'wrong-token-123')
      .send(hook)
      .expect(401);
    const send = (status: string) =>
      sys.sandbox.call<{ body: string }>('POST', '/shiprocket/sandbox/track', { awb, status, url });
    expect((await send('PICKED UP')).body.body).toBe('{"status":"applied"}');
    expect((await orders().findOneByOrFail({ id })).deliveredAt).toBeNull();
    const beforeDelivery = Date.now();
    expect((await send('Delivered')).body.body).toBe('{"status":"applied"}');
    expect((await send('IN TRANSIT')).body.body).toBe('{"status":"ignored"}');
    const delivered = await orders().findOneByOrFail({ id });
    expect(delivered).toMatchObject({ shipmentStatus: 'DELIVERED', status: 'delivered' });
    expect(await movesOf(id)).toEqual([
      ['shipping_status', 'pending', 'submitted', 'system:shipping.submit'],
      ['status', 'pending', 'confirmed', 'system:shipping.submit'],
      ['status', 'confirmed', 'shipped', 'provider:shiprocket'],
      ['status', 'shipped', 'delivered', 'provider:shiprocket'],
    ]);
    // The return window counts from here (services/orders/src/returns/return-window.ts).
    expect(delivered.deliveredAt!.getTime()).toBeGreaterThanOrEqual(beforeDelivery - 1000);
    const direct = () =>
      sys.http().post('/api/webhooks/shiprocket').set('x-api-key', 'dev-shiprocket-webhook-token').send(hook);
    expect((await direct().expect(200)).body.status).toBe('ignored');
    expect((await direct().expect(200)).body.status).toBe('duplicate');
    expect(
      (
        await sys
          .http()
          .post('/api/webhooks/shiprocket')
          .set('x-api-key', 'dev-shiprocket-webhook-token')
          .send({ awb })
          .expect(400)
      ).body.message,
    ).toMatch(/^current_status: /);
  });
});
