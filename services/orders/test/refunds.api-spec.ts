import { createHmac, randomUUID } from 'node:crypto';
import {
  customerOrdersResponseSchema,
  REFUND_REFUSALS,
  refundSchema,
  returnRequestSchema,
} from '@festive/contracts';
import { OrderEntity } from '../src/orders/order.entity';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { RefundEntity } from '../src/refunds/refund.entity';
import { ReturnRequestEntity } from '../src/returns/return-request.entity';
import { eventually } from '@festive/server-kit';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';
import { payOnTestPage } from './support/razorpay';

jest.setTimeout(120_000);

interface SandboxRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  notes: Record<string, string>;
}

/**
 * Money going back: the real orders app and worker, Razorpay's Refunds API and webhooks on the
 * sandbox over HTTP. A paid order cancelled, a payment that arrives after a cancel, returns
 * approved (in part, in full, by hand for cash on delivery) or rejected.
 */
describe('refunds and return decisions', () => {
  let sys: OrderSystem;
  let shopper: { cookie: string };
  let admin: string;

  beforeAll(async () => {
    sys = await startOrderSystem();
    shopper = await sys.customer();
    admin = await sys.orders.sessionCookie({ isAdmin: true });
    await sys.startWorker();
  });
  afterAll(async () => {
    await sys?.close();
  });

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  const refundsOf = (orderId: string) =>
    sys.orders.dataSource
      .getRepository(RefundEntity)
      .find({ where: { orderId }, order: { createdAt: 'ASC' } });
  const sandboxRefunds = async () =>
    (await sys.sandbox.call<{ refunds: SandboxRefund[] }>('GET', '/razorpay/sandbox/payments')).body.refunds;
  /** Razorpay settles a refund and sends its webhook to the orders app. */
  const settleAtRazorpay = (razorpayRefundId: string, outcome: 'processed' | 'failed' = 'processed') =>
    sys.sandbox.call('POST', `/razorpay/sandbox/refunds/${razorpayRefundId}`, {
      outcome,
      url: `${sys.ordersUrl}/api/webhooks/razorpay`,
    });
  const myOrder = async (orderId: string) => {
    const list = customerOrdersResponseSchema.parse(
      (await sys.http().get('/api/orders').set('Cookie', shopper.cookie).expect(200)).body,
    );
    return list.find((order) => order.id === orderId)!;
  };
  const place = async (paymentMethod: 'COD' | 'Prepaid', price = '400.00', quantity = 2) => {
    const product = await sys.catalog.addProduct({ price, stock: 10 });
    const res = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', shopper.cookie)
      .set('Idempotency-Key', randomUUID())
      .send(orderPayload([{ ...product, quantity }], { paymentMethod }))
      .expect(201);
    return res.body.id as string;
  };
  const razorpayOrderOf = async (orderId: string) =>
    (
      await sys
        .http()
        .post('/api/payments/razorpay/order')
        .set('Cookie', shopper.cookie)
        .send({ orderId })
        .expect(200)
    ).body.razorpayOrderId as string;
  const pay = async (razorpayOrderId: string) => {
    const { result } = await payOnTestPage(sys.sandbox, { razorpayOrderId, callbackUrl: 'http://x/cb' });
    await sys
      .http()
      .post('/api/payments/razorpay/verify')
      .set('Cookie', shopper.cookie)
      .send(result)
      .expect(200);
    return result.razorpay_payment_id;
  };
  /** A Prepaid order placed, paid and handed to Shiprocket. */
  const paidOrder = async (price?: string, quantity?: number) => {
    const id = await place('Prepaid', price, quantity);
    const paymentId = await pay(await razorpayOrderOf(id));
    await eventually(async () => expect((await orders().findOneByOrFail({ id })).status).toBe('confirmed'));
    return { id, paymentId };
  };
  const markDelivered = (orderId: string) =>
    orders().update({ id: orderId }, { status: 'delivered', deliveredAt: new Date() });
  const askReturn = async (orderId: string, body: object = { reason: 'Damaged or defective' }) =>
    returnRequestSchema.parse(
      (
        await sys
          .http()
          .post(`/api/orders/${orderId}/returns`)
          .set('Cookie', shopper.cookie)
          .send(body)
          .expect(201)
      ).body,
    );
  const decide = (returnId: string, verdict: 'approve' | 'reject', body: object, cookie = admin) =>
    sys.http().post(`/api/admin/returns/${returnId}/${verdict}`).set('Cookie', cookie).send(body);
  /** Waits for the refund job to have asked Razorpay, answering Razorpay's refund. */
  const sentToRazorpay = (refundId: string) =>
    eventually(async () => {
      const row = await sys.orders.dataSource.getRepository(RefundEntity).findOneByOrFail({ id: refundId });
      expect(row.razorpayRefundId).toMatch(/^rfnd_/);
      const remote = (await sandboxRefunds()).filter((r) => r.notes.refund_id === refundId);
      expect(remote).toHaveLength(1);
      return remote[0]!;
    });

  it('refunds a paid order in full when it is cancelled; the webhook settles it and My Orders shows it', async () => {
    const { id, paymentId } = await paidOrder('400.00', 2);
    const cancelled = await sys
      .http()
      .post(`/api/orders/${id}/cancel`)
      .set('Cookie', shopper.cookie)
      .send({})
      .expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({
      amount: '800.00',
      reason: 'cancellation',
      method: 'razorpay',
      actor: 'customer',
    });

    const remote = await sentToRazorpay(refund!.id);
    expect(remote).toMatchObject({ payment_id: paymentId, amount: 80000, status: 'pending' });
    expect((await myOrder(id)).refunds).toEqual([
      expect.objectContaining({ amount: '800.00', status: 'pending', processedAt: null }),
    ]);

    // A repeated cancel starts no second refund.
    await sys.http().post(`/api/orders/${id}/cancel`).set('Cookie', shopper.cookie).send({}).expect(200);
    expect(await refundsOf(id)).toHaveLength(1);

    expect((await settleAtRazorpay(remote.id)).status).toBe(200);
    await eventually(async () =>
      expect(await orders().findOneByOrFail({ id })).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      }),
    );
    const shown = (await myOrder(id)).refunds[0]!;
    expect(refundSchema.parse(shown)).toMatchObject({ status: 'processed', razorpayRefundId: remote.id });
    expect(shown.processedAt).not.toBeNull();
    const told = await sys.orders.dataSource
      .getRepository(OutboxMessageEntity)
      .find({ where: { topic: 'notification.send' } });
    expect(told.filter((row) => row.payload.refundId === refund!.id)).toHaveLength(1);
  });

  it('refunds a payment that arrives after the order was cancelled', async () => {
    const id = await place('Prepaid', '250.00', 1);
    const razorpayOrderId = await razorpayOrderOf(id);
    await sys.http().post(`/api/orders/${id}/cancel`).set('Cookie', shopper.cookie).send({}).expect(200);
    expect(await refundsOf(id)).toEqual([]);

    const paymentId = await pay(razorpayOrderId);
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amount: '250.00', reason: 'late-payment', status: 'pending' });
    expect(await sentToRazorpay(refund!.id)).toMatchObject({ payment_id: paymentId, amount: 25000 });
    expect((await orders().findOneByOrFail({ id })).status).toBe('cancelled');
  });

  it('approves a Prepaid return in part: Razorpay refunds that amount and the return becomes refunded', async () => {
    const { id } = await paidOrder('500.00', 2);
    await markDelivered(id);
    const request = await askReturn(id);

    const above = await decide(request.id, 'approve', { refundAmount: '1000.01' }).expect(400);
    expect(above.body).toEqual({ message: REFUND_REFUSALS.aboveDue });
    expect((await decide(request.id, 'approve', { refundAmount: 'lots' }).expect(400)).body.message).toMatch(
      /^refundAmount/,
    );
    expect(await refundsOf(id)).toEqual([]);
    expect(
      (await sys.orders.dataSource.getRepository(ReturnRequestEntity).findOneByOrFail({ id: request.id }))
        .status,
    ).toBe('pending');

    const approved = returnRequestSchema.parse(
      (await decide(request.id, 'approve', { refundAmount: 600 }).expect(200)).body,
    );
    expect(approved).toMatchObject({ status: 'approved', refundAmount: '600.00' });
    expect(approved.decidedAt).not.toBeNull();
    expect((await decide(request.id, 'approve', { refundAmount: '1.00' }).expect(409)).body).toEqual({
      message: REFUND_REFUSALS.alreadyDecided,
    });
    expect((await decide(request.id, 'reject', { reason: 'late' }).expect(409)).body).toEqual({
      message: REFUND_REFUSALS.alreadyDecided,
    });

    const [refund] = await refundsOf(id);
    const remote = await sentToRazorpay(refund!.id);
    expect(remote.amount).toBe(60000);
    await settleAtRazorpay(remote.id);
    await eventually(async () =>
      expect((await myOrder(id)).returnRequest).toMatchObject({ status: 'refunded', refundAmount: '600.00' }),
    );
    // ₹400 of the ₹1000 paid is still with the shop: the payment stays paid.
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('paid');
  });

  it('records a refund Razorpay reports failed, and the payment stays paid', async () => {
    const { id } = await paidOrder('120.00', 1);
    await markDelivered(id);
    const request = await askReturn(id);
    await decide(request.id, 'approve', { refundAmount: '120.00' }).expect(200);
    const [refund] = await refundsOf(id);
    const remote = await sentToRazorpay(refund!.id);
    await settleAtRazorpay(remote.id, 'failed');
    await eventually(async () =>
      expect((await myOrder(id)).refunds).toEqual([expect.objectContaining({ status: 'failed' })]),
    );
    expect(await orders().findOneByOrFail({ id })).toMatchObject({ paymentStatus: 'paid' });
    expect((await myOrder(id)).returnRequest?.status).toBe('approved');
    // A failed refund tells the shopper nothing (the refund e-mail is for money that went back).
    const told = await sys.orders.dataSource
      .getRepository(OutboxMessageEntity)
      .find({ where: { topic: 'notification.send' } });
    expect(told.filter((row) => row.payload.refundId === refund!.id)).toEqual([]);
  });

  it('asks again for a refund Razorpay failed, once: the new refund settles the return; the failed one stays', async () => {
    const { id } = await paidOrder('150.00', 1);
    await markDelivered(id);
    const request = await askReturn(id);
    await decide(request.id, 'approve', { refundAmount: '150.00' }).expect(200);
    const [failed] = await refundsOf(id);
    await settleAtRazorpay((await sentToRazorpay(failed!.id)).id, 'failed');
    await eventually(async () => expect((await refundsOf(id)).map((row) => row.status)).toEqual(['failed']));
    const retry = (refundId: string, cookie = admin) =>
      sys.http().post(`/api/admin/refunds/${refundId}/retry`).set('Cookie', cookie).send({});

    await retry(failed!.id, shopper.cookie).expect(401);
    const again = refundSchema.parse((await retry(failed!.id).expect(200)).body);
    expect(again).toMatchObject({
      amount: '150.00',
      method: 'razorpay',
      reason: 'return',
      returnRequestId: request.id,
      status: 'pending',
    });
    expect(again.id).not.toBe(failed!.id);
    // A second click answers the refund already under way.
    expect((await retry(failed!.id).expect(200)).body.id).toBe(again.id);
    expect((await retry(again.id).expect(409)).body).toEqual({ message: REFUND_REFUSALS.notFailed });
    await retry(randomUUID()).expect(404);
    await retry('not-a-refund').expect(404);

    await settleAtRazorpay((await sentToRazorpay(again.id)).id, 'processed');
    await eventually(async () =>
      expect((await myOrder(id)).returnRequest).toMatchObject({ status: 'refunded', refundAmount: '150.00' }),
    );
    expect((await refundsOf(id)).map((row) => row.status)).toEqual(['failed', 'processed']);
    expect((await sandboxRefunds()).filter((r) => r.notes.refund_id === failed!.id)).toHaveLength(1);
  });

  it('rejects a return with a reason the shopper reads', async () => {
    const { id } = await paidOrder();
    await markDelivered(id);
    const request = await askReturn(id);
    expect((await decide(request.id, 'reject', { reason: '  ' }).expect(400)).body.message).toMatch(
      /^reason/,
    );
    const rejected = await decide(request.id, 'reject', {
      reason: 'The seal was opened after delivery',
    }).expect(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      decisionReason: 'The seal was opened after delivery',
    });
    expect((await myOrder(id)).returnRequest).toMatchObject({
      status: 'rejected',
      decisionReason: 'The seal was opened after delivery',
    });
    expect(await refundsOf(id)).toEqual([]);
  });

  it('refunds a cash-on-delivery return by hand: the administrator records the payment once', async () => {
    const id = await place('COD', '300.00', 1);
    await markDelivered(id);
    const refused = await sys
      .http()
      .post(`/api/orders/${id}/returns`)
      .set('Cookie', shopper.cookie)
      .send({ reason: 'Damaged or defective' })
      .expect(400);
    expect(refused.body.message).toMatch(/^refundTo/);
    const request = await askReturn(id, { reason: 'Damaged or defective', refundTo: 'asha@okicici' });
    expect(request.refundTo).toBe('asha@okicici');

    await decide(request.id, 'approve', { refundAmount: '300.00' }).expect(200);
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ method: 'manual', status: 'pending', amount: '300.00' });
    const markPaid = (refundId: string, body: object, cookie = admin) =>
      sys.http().post(`/api/admin/refunds/${refundId}/paid`).set('Cookie', cookie).send(body);

    expect((await markPaid(refund!.id, {}).expect(400)).body.message).toMatch(/^reference/);
    await markPaid(refund!.id, { reference: 'UTR123' }, shopper.cookie).expect(401);
    const paid = refundSchema.parse((await markPaid(refund!.id, { reference: 'UTR123' }).expect(200)).body);
    expect(paid).toMatchObject({ status: 'processed', reference: 'UTR123' });
    expect((await markPaid(refund!.id, { reference: 'UTR999' }).expect(409)).body).toEqual({
      message: REFUND_REFUSALS.alreadySettled,
    });
    expect((await myOrder(id)).returnRequest?.status).toBe('refunded');
    await markPaid(randomUUID(), { reference: 'UTR1' }).expect(404);
  });

  it('answers a return request for an order not yet delivered with 409', async () => {
    const id = await place('COD');
    const res = await sys
      .http()
      .post(`/api/orders/${id}/returns`)
      .set('Cookie', shopper.cookie)
      .send({ reason: 'Changed my mind', refundTo: 'asha@okicici' })
      .expect(409);
    expect(res.body.message).toBe('A return can be requested once the order has been delivered');
  });

  it('refuses refund webhooks with a bad signature or for a refund it never asked for', async () => {
    const body = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: 'rfnd_Unknown000001', payment_id: 'pay_Unknown00001', amount: 100 } },
      },
    });
    const post = (signature: string) =>
      sys
        .http()
        .post('/api/webhooks/razorpay')
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', signature)
        .set('x-razorpay-event-id', `evt_${randomUUID().slice(0, 14)}`)
        .send(body);
    await post('0'.repeat(64)).expect(400);
    const signed = createHmac('sha256', 'dev-razorpay-webhook-secret').update(body).digest('hex');
    expect((await post(signed).expect(404)).body).toEqual({ message: 'Unknown refund' });
  });

  it('keeps decisions to the administrator', async () => {
    const { id } = await paidOrder();
    await markDelivered(id);
    const request = await askReturn(id);
    await decide(request.id, 'approve', { refundAmount: '1.00' }, shopper.cookie).expect(401);
    await decide(request.id, 'reject', { reason: 'no' }, '').expect(401);
    await decide(randomUUID(), 'reject', { reason: 'no' }).expect(404);
    expect(await refundsOf(id)).toEqual([]);
  });
});
