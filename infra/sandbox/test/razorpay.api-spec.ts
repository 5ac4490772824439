import { createHmac } from 'node:crypto';
import { webhookReceiver } from './support/webhook-receiver';
import { sandboxForTests } from './support/sandbox-for-tests';

describe('sandbox Razorpay: orders, test checkout, webhooks and refunds', () => {
  const sandbox = sandboxForTests();

  const basic = `Basic ${Buffer.from('rzp_test_sandbox:test-secret').toString('base64')}`;

  it('creates orders behind basic auth, in integer paise', async () => {
    await sandbox.http().post('/razorpay/v1/orders').send({ amount: 1000, currency: 'INR' }).expect(401);
    const bad = await sandbox
      .http()
      .post('/razorpay/v1/orders')
      .set('Authorization', basic)
      .send({ amount: 10.5, currency: 'INR' });
    expect(bad.status).toBe(400);
    const res = await sandbox
      .http()
      .post('/razorpay/v1/orders')
      .set('Authorization', basic)
      .send({ amount: 99_950, currency: 'INR', receipt: 'a1b2c3d4' })
      .expect(200);
    expect(res.body).toMatchObject({
      entity: 'order',
      amount: 99_950,
      status: 'created',
      receipt: 'a1b2c3d4',
    });
    expect(res.body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
  });

  it('pays on the test checkout page and returns a signature made with the key secret', async () => {
    const created = await sandbox
      .http()
      .post('/razorpay/v1/orders')
      .set('Authorization', basic)
      .send({ amount: 50_000, currency: 'INR', receipt: 'r1' })
      .expect(200);
    const orderId = created.body.id as string;
    const page = await sandbox
      .http()
      .post('/razorpay/v1/checkout/embedded')
      .type('form')
      .send({
        key_id: 'rzp_test_sandbox',
        order_id: orderId,
        name: 'Festival <Gifts>',
        callback_url: 'http://shop.test/cb',
      })
      .expect(200);
    expect(page.text).toContain('Festival &lt;Gifts&gt;');
    expect(page.text).toContain('₹500.00');
    const paid = await sandbox
      .http()
      .post('/razorpay/v1/checkout/pay')
      .type('form')
      .send({ order_id: orderId, callback_url: 'http://shop.test/cb', outcome: 'captured' })
      .expect(200);
    const paymentId = /name="razorpay_payment_id" value="(pay_[A-Za-z0-9]+)"/.exec(paid.text)?.[1];
    const signature = /name="razorpay_signature" value="([a-f0-9]{64})"/.exec(paid.text)?.[1];
    expect(paid.text).toContain('action="http://shop.test/cb"');
    expect(signature).toBe(
      createHmac('sha256', 'test-secret').update(`${orderId}|${paymentId}`).digest('hex'),
    );
    const state = await sandbox.http().get('/razorpay/sandbox/payments').expect(200);
    expect(state.body.orders.find((o: { id: string }) => o.id === orderId).status).toBe('paid');
  });

  it('sends webhooks signed over the raw body with an event id that can be replayed', async () => {
    const created = await sandbox
      .http()
      .post('/razorpay/v1/orders')
      .set('Authorization', basic)
      .send({ amount: 20_000, currency: 'INR' })
      .expect(200);
    const paid = await sandbox
      .http()
      .post('/razorpay/v1/checkout/pay')
      .type('form')
      .send({ order_id: created.body.id, callback_url: 'http://shop.test/cb' })
      .expect(200);
    const paymentId = /value="(pay_[A-Za-z0-9]+)"/.exec(paid.text)?.[1];
    const hook = await webhookReceiver();
    try {
      const first = await sandbox
        .http()
        .post('/razorpay/sandbox/webhook')
        .send({ payment_id: paymentId, event: 'payment.captured', url: hook.url, secret: 'whsec' })
        .expect(200);
      await sandbox
        .http()
        .post('/razorpay/sandbox/webhook')
        .send({ payment_id: paymentId, url: hook.url, secret: 'whsec', event_id: first.body.eventId })
        .expect(200);
      expect(hook.received).toHaveLength(2);
      for (const delivery of hook.received) {
        expect(delivery.headers['x-razorpay-event-id']).toBe(first.body.eventId);
        expect(delivery.headers['x-razorpay-signature']).toBe(
          createHmac('sha256', 'whsec').update(delivery.body).digest('hex'),
        );
        expect(JSON.parse(delivery.body).payload.payment.entity).toMatchObject({
          id: paymentId,
          order_id: created.body.id,
          status: 'captured',
        });
      }
    } finally {
      await hook.close();
    }
  });

  async function capturedPayment(amount: number): Promise<string> {
    const created = await sandbox
      .http()
      .post('/razorpay/v1/orders')
      .set('Authorization', basic)
      .send({ amount, currency: 'INR' })
      .expect(200);
    const paid = await sandbox
      .http()
      .post('/razorpay/v1/checkout/pay')
      .type('form')
      .send({ order_id: created.body.id, callback_url: 'http://shop.test/cb' })
      .expect(200);
    return /value="(pay_[A-Za-z0-9]+)"/.exec(paid.text)?.[1] ?? '';
  }

  it('refunds part, then the rest, never more than was captured', async () => {
    const paymentId = await capturedPayment(50_000);
    await sandbox.http().post(`/razorpay/v1/payments/${paymentId}/refund`).send({ amount: 100 }).expect(401);
    const part = await sandbox
      .http()
      .post(`/razorpay/v1/payments/${paymentId}/refund`)
      .set('Authorization', basic)
      .send({ amount: 20_000, receipt: 'FG-100001', notes: { reason: 'return' } })
      .expect(200);
    expect(part.body).toMatchObject({
      entity: 'refund',
      amount: 20_000,
      payment_id: paymentId,
      status: 'pending',
      receipt: 'FG-100001',
      notes: { reason: 'return' },
    });
    expect(part.body.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);

    const tooMuch = await sandbox
      .http()
      .post(`/razorpay/v1/payments/${paymentId}/refund`)
      .set('Authorization', basic)
      .send({ amount: 30_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.description).toMatch(/greater than amount captured/);

    const rest = await sandbox
      .http()
      .post(`/razorpay/v1/payments/${paymentId}/refund`)
      .set('Authorization', basic)
      .send({})
      .expect(200);
    expect(rest.body.amount).toBe(30_000);
    const again = await sandbox
      .http()
      .post(`/razorpay/v1/payments/${paymentId}/refund`)
      .set('Authorization', basic)
      .send({});
    expect(again.body.error.description).toBe('The payment has been fully refunded already');

    const list = await sandbox
      .http()
      .get(`/razorpay/v1/payments/${paymentId}/refunds`)
      .set('Authorization', basic)
      .expect(200);
    expect(list.body.count).toBe(2);
    const state = await sandbox.http().get('/razorpay/sandbox/payments').expect(200);
    expect(state.body.payments.find((p: { id: string }) => p.id === paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
    await sandbox
      .http()
      .post('/razorpay/v1/payments/pay_Unknown0000000/refund')
      .set('Authorization', basic)
      .send({})
      .expect(400);
  });

  it('settles a refund with a signed refund webhook; a failed refund can be made again', async () => {
    const paymentId = await capturedPayment(10_000);
    const refund = await sandbox
      .http()
      .post(`/razorpay/v1/payments/${paymentId}/refund`)
      .set('Authorization', basic)
      .send({ amount: 10_000 })
      .expect(200);
    const hook = await webhookReceiver();
    try {
      await sandbox
        .http()
        .post(`/razorpay/sandbox/refunds/${refund.body.id}`)
        .send({ outcome: 'failed', url: hook.url, secret: 'whsec' })
        .expect(200);
      await sandbox
        .http()
        .post(`/razorpay/sandbox/refunds/${refund.body.id}`)
        .send({ url: hook.url, secret: 'whsec' })
        .expect(409);
      const failed = JSON.parse(hook.received[0]!.body);
      expect(failed.event).toBe('refund.failed');
      expect(failed.payload.refund.entity).toMatchObject({ id: refund.body.id, status: 'failed' });
      expect(failed.payload.payment.entity).toMatchObject({ id: paymentId, amount_refunded: 0 });
      expect(hook.received[0]!.headers['x-razorpay-signature']).toBe(
        createHmac('sha256', 'whsec').update(hook.received[0]!.body).digest('hex'),
      );

      const second = await sandbox
        .http()
        .post(`/razorpay/v1/payments/${paymentId}/refund`)
        .set('Authorization', basic)
        .send({})
        .expect(200);
      await sandbox
        .http()
        .post(`/razorpay/sandbox/refunds/${second.body.id}`)
        .send({ url: hook.url, secret: 'whsec' })
        .expect(200);
      const processed = JSON.parse(hook.received[1]!.body);
      expect(processed.event).toBe('refund.processed');
      expect(processed.payload.refund.entity).toMatchObject({ amount: 10_000, status: 'processed' });
      const fetched = await sandbox
        .http()
        .get(`/razorpay/v1/refunds/${second.body.id}`)
        .set('Authorization', basic)
        .expect(200);
      expect(fetched.body.status).toBe('processed');
    } finally {
      await hook.close();
    }
  });
});
