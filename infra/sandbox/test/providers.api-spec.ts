import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { type Sandbox, startSandbox } from '../src/index';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A tiny HTTP server standing in for the shop's webhook endpoints. */
async function webhookReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"applied"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('sandbox Shiprocket and Razorpay', () => {
  let sandbox: Sandbox;
  let dataDir: string;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-providers-'));
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, s3Port: 0, dataDir });
    http = request(sandbox.urls.http);
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await http.delete('/sandbox/faults').expect(200);
  });

  async function shiprocketToken(): Promise<string> {
    const res = await http
      .post('/shiprocket/v1/external/auth/login')
      .send({ email: 'ops@festivalgifts.in', password: 'secret' })
      .expect(200);
    return res.body.token as string;
  }

  const order = (orderId: string) => ({
    order_id: orderId,
    order_date: '2026-11-20 10:00',
    pickup_location: 'Primary',
    billing_customer_name: 'Asha Rao',
    billing_last_name: '',
    billing_address: '12 MG Road',
    billing_city: 'Pune',
    billing_pincode: '411001',
    billing_state: 'Maharashtra',
    billing_country: 'India',
    billing_email: 'asha@example.in',
    billing_phone: '9876543210',
    shipping_is_billing: true,
    order_items: [{ name: 'Brass Diya', sku: 'FH001', units: 2, selling_price: '499.50' }],
    payment_method: 'COD',
    sub_total: 999,
    length: 20,
    breadth: 15,
    height: 10,
    weight: 0.5,
  });

  describe('Shiprocket', () => {
    it('needs a token from the login call and refuses it once expired', async () => {
      await http.get('/shiprocket/v1/external/orders').expect(401);
      const token = await shiprocketToken();
      await http.get('/shiprocket/v1/external/orders').set('Authorization', `Bearer ${token}`).expect(200);
      await http.post('/shiprocket/sandbox/expire-tokens').expect(204);
      const expired = await http
        .get('/shiprocket/v1/external/orders')
        .set('Authorization', `Bearer ${token}`);
      expect(expired.status).toBe(401);
    });

    it('creates an adhoc order, finds it by our order id, assigns one AWB and reports tracking', async () => {
      const token = await shiprocketToken();
      const auth = { Authorization: `Bearer ${token}` };
      const created = await http
        .post('/shiprocket/v1/external/orders/create/adhoc')
        .set(auth)
        .send(order('ord-1'));
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: 'NEW', status_code: 1 });
      const found = await http.get('/shiprocket/v1/external/orders?search=ord-1').set(auth).expect(200);
      expect(found.body.data).toHaveLength(1);
      expect(found.body.data[0]).toMatchObject({ id: created.body.order_id, channel_order_id: 'ord-1' });

      const awb = await http
        .post('/shiprocket/v1/external/courier/assign/awb')
        .set(auth)
        .send({ shipment_id: created.body.shipment_id })
        .expect(200);
      expect(awb.body.awb_assign_status).toBe(1);
      const awbCode = awb.body.response.data.awb_code as string;
      expect(awbCode).toMatch(/^\d{12}$/);
      const twice = await http
        .post('/shiprocket/v1/external/courier/assign/awb')
        .set(auth)
        .send({ shipment_id: created.body.shipment_id });
      expect(twice.status).toBe(400);

      const hook = await webhookReceiver();
      try {
        const sent = await http
          .post('/shiprocket/sandbox/track')
          .send({ awb: awbCode, status: 'Delivered', url: hook.url })
          .expect(200);
        expect(sent.body.status).toBe(200);
        expect(hook.received).toHaveLength(1);
        expect(hook.received[0]!.headers['x-api-key']).toBe('dev-shiprocket-webhook-token');
        expect(JSON.parse(hook.received[0]!.body)).toMatchObject({
          awb: awbCode,
          current_status: 'DELIVERED',
          order_id: 'ord-1',
        });
      } finally {
        await hook.close();
      }
    });

    it('cancels orders before pickup, all or none, and never after pickup', async () => {
      const token = await shiprocketToken();
      const auth = { Authorization: `Bearer ${token}` };
      const create = async (id: string) =>
        (await http.post('/shiprocket/v1/external/orders/create/adhoc').set(auth).send(order(id)).expect(200))
          .body as { order_id: number; shipment_id: number };
      const waiting = await create('cancel-1');
      const picked = await create('cancel-2');
      const awb = await http
        .post('/shiprocket/v1/external/courier/assign/awb')
        .set(auth)
        .send({ shipment_id: picked.shipment_id })
        .expect(200);
      const hook = await webhookReceiver();
      try {
        await http
          .post('/shiprocket/sandbox/track')
          .send({ awb: awb.body.response.data.awb_code, status: 'Picked Up', url: hook.url })
          .expect(200);
      } finally {
        await hook.close();
      }

      await http
        .post('/shiprocket/v1/external/orders/cancel')
        .send({ ids: [waiting.order_id] })
        .expect(401);
      await http.post('/shiprocket/v1/external/orders/cancel').set(auth).send({ ids: [] }).expect(422);
      const mixed = await http
        .post('/shiprocket/v1/external/orders/cancel')
        .set(auth)
        .send({ ids: [waiting.order_id, picked.order_id] });
      expect(mixed.status).toBe(400);
      expect(mixed.body.message).toMatch(/picked up/);
      const unknown = await http
        .post('/shiprocket/v1/external/orders/cancel')
        .set(auth)
        .send({ ids: [1] });
      expect(unknown.status).toBe(400);

      for (let i = 0; i < 2; i += 1) {
        const done = await http
          .post('/shiprocket/v1/external/orders/cancel')
          .set(auth)
          .send({ ids: [waiting.order_id] })
          .expect(200);
        expect(done.body.status).toBe(200);
      }
      const found = await http.get('/shiprocket/v1/external/orders?search=cancel-1').set(auth).expect(200);
      expect(found.body.data[0].status).toBe('CANCELED');
      const still = await http.get('/shiprocket/v1/external/orders?search=cancel-2').set(auth).expect(200);
      expect(still.body.data[0].status).not.toBe('CANCELED');
    });

    it('refuses an order missing a required field with a 422 naming it', async () => {
      const token = await shiprocketToken();
      const { billing_phone: _phone, ...incomplete } = order('ord-2');
      const res = await http
        .post('/shiprocket/v1/external/orders/create/adhoc')
        .set('Authorization', `Bearer ${token}`)
        .send(incomplete)
        .expect(422);
      expect(res.body.errors).toEqual({ billing_phone: ['The billing phone field is required.'] });
    });

    it('answers serviceability by pincode: served with COD, served without COD, not served', async () => {
      const token = await shiprocketToken();
      const ask = (pincode: string, cod: 0 | 1) =>
        http
          .get(
            `/shiprocket/v1/external/courier/serviceability/?pickup_postcode=110001&delivery_postcode=${pincode}&cod=${cod}&weight=0.5`,
          )
          .set('Authorization', `Bearer ${token}`);
      const served = await ask('400001', 0);
      expect(served.status).toBe(200);
      expect(served.body.data.available_courier_companies[0]).toMatchObject({ cod: 1 });
      const noCod = await ask('982001', 0);
      expect(noCod.body.data.available_courier_companies.every((c: { cod: number }) => c.cod === 0)).toBe(
        true,
      );
      expect((await ask('982001', 1)).status).toBe(404);
      expect((await ask('990001', 0)).status).toBe(404);
    });

    it('honours the fault switchboard on the API but not on its controls', async () => {
      await http.post('/sandbox/faults').send({ service: 'shiprocket', mode: 'fail' }).expect(200);
      await http
        .post('/shiprocket/v1/external/auth/login')
        .send({ email: 'a@b.in', password: 'x' })
        .expect(503);
      await http.get('/shiprocket/sandbox/orders').expect(200);
    });
  });

  describe('Razorpay', () => {
    const basic = `Basic ${Buffer.from('rzp_test_sandbox:test-secret').toString('base64')}`;

    it('creates orders behind basic auth, in integer paise', async () => {
      await http.post('/razorpay/v1/orders').send({ amount: 1000, currency: 'INR' }).expect(401);
      const bad = await http
        .post('/razorpay/v1/orders')
        .set('Authorization', basic)
        .send({ amount: 10.5, currency: 'INR' });
      expect(bad.status).toBe(400);
      const res = await http
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
      const created = await http
        .post('/razorpay/v1/orders')
        .set('Authorization', basic)
        .send({ amount: 50_000, currency: 'INR', receipt: 'r1' })
        .expect(200);
      const orderId = created.body.id as string;
      const page = await http
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
      const paid = await http
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
      const state = await http.get('/razorpay/sandbox/payments').expect(200);
      expect(state.body.orders.find((o: { id: string }) => o.id === orderId).status).toBe('paid');
    });

    it('sends webhooks signed over the raw body with an event id that can be replayed', async () => {
      const created = await http
        .post('/razorpay/v1/orders')
        .set('Authorization', basic)
        .send({ amount: 20_000, currency: 'INR' })
        .expect(200);
      const paid = await http
        .post('/razorpay/v1/checkout/pay')
        .type('form')
        .send({ order_id: created.body.id, callback_url: 'http://shop.test/cb' })
        .expect(200);
      const paymentId = /value="(pay_[A-Za-z0-9]+)"/.exec(paid.text)?.[1];
      const hook = await webhookReceiver();
      try {
        const first = await http
          .post('/razorpay/sandbox/webhook')
          .send({ payment_id: paymentId, event: 'payment.captured', url: hook.url, secret: 'whsec' })
          .expect(200);
        await http
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
      const created = await http
        .post('/razorpay/v1/orders')
        .set('Authorization', basic)
        .send({ amount, currency: 'INR' })
        .expect(200);
      const paid = await http
        .post('/razorpay/v1/checkout/pay')
        .type('form')
        .send({ order_id: created.body.id, callback_url: 'http://shop.test/cb' })
        .expect(200);
      return /value="(pay_[A-Za-z0-9]+)"/.exec(paid.text)?.[1] ?? '';
    }

    it('refunds part, then the rest, never more than was captured', async () => {
      const paymentId = await capturedPayment(50_000);
      await http.post(`/razorpay/v1/payments/${paymentId}/refund`).send({ amount: 100 }).expect(401);
      const part = await http
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

      const tooMuch = await http
        .post(`/razorpay/v1/payments/${paymentId}/refund`)
        .set('Authorization', basic)
        .send({ amount: 30_001 });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.error.description).toMatch(/greater than amount captured/);

      const rest = await http
        .post(`/razorpay/v1/payments/${paymentId}/refund`)
        .set('Authorization', basic)
        .send({})
        .expect(200);
      expect(rest.body.amount).toBe(30_000);
      const again = await http
        .post(`/razorpay/v1/payments/${paymentId}/refund`)
        .set('Authorization', basic)
        .send({});
      expect(again.body.error.description).toBe('The payment has been fully refunded already');

      const list = await http
        .get(`/razorpay/v1/payments/${paymentId}/refunds`)
        .set('Authorization', basic)
        .expect(200);
      expect(list.body.count).toBe(2);
      const state = await http.get('/razorpay/sandbox/payments').expect(200);
      expect(state.body.payments.find((p: { id: string }) => p.id === paymentId)).toMatchObject({
        status: 'refunded',
        amount_refunded: 50_000,
        refund_status: 'full',
      });
      await http
        .post('/razorpay/v1/payments/pay_Unknown0000000/refund')
        .set('Authorization', basic)
        .send({})
        .expect(400);
    });

    it('settles a refund with a signed refund webhook; a failed refund can be made again', async () => {
      const paymentId = await capturedPayment(10_000);
      const refund = await http
        .post(`/razorpay/v1/payments/${paymentId}/refund`)
        .set('Authorization', basic)
        .send({ amount: 10_000 })
        .expect(200);
      const hook = await webhookReceiver();
      try {
        await http
          .post(`/razorpay/sandbox/refunds/${refund.body.id}`)
          .send({ outcome: 'failed', url: hook.url, secret: 'whsec' })
          .expect(200);
        await http
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

        const second = await http
          .post(`/razorpay/v1/payments/${paymentId}/refund`)
          .set('Authorization', basic)
          .send({})
          .expect(200);
        await http
          .post(`/razorpay/sandbox/refunds/${second.body.id}`)
          .send({ url: hook.url, secret: 'whsec' })
          .expect(200);
        const processed = JSON.parse(hook.received[1]!.body);
        expect(processed.event).toBe('refund.processed');
        expect(processed.payload.refund.entity).toMatchObject({ amount: 10_000, status: 'processed' });
        const fetched = await http
          .get(`/razorpay/v1/refunds/${second.body.id}`)
          .set('Authorization', basic)
          .expect(200);
        expect(fetched.body.status).toBe('processed');
      } finally {
        await hook.close();
      }
    });
  });
});
