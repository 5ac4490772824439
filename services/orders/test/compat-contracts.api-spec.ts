import { randomUUID } from 'node:crypto';
import {
  adminOrdersResponseSchema,
  customerOrdersInternalPath,
  customerOrdersResponseSchema,
  errorBodySchema,
  invoiceEmailJobSchema,
  orderSummariesResponseSchema,
  ordersStatsSchema,
  placeOrderResponseSchema,
  priceMismatchSchema,
  QUEUES,
  razorpayOrderResponseSchema,
  REFUND_TO_REQUIRED,
  returnRequestSchema,
  returnRequestsResponseSchema,
  serverCartSchema,
  serviceabilitySchema,
  shippingSubmitJobSchema,
  webhookAckSchema,
} from '@festive/contracts';
import { INTERNAL_TOKEN_HEADER, type SafeParseable, lastContractRelease } from '@festive/server-kit';
import { DEV_SHIPROCKET_WEBHOOK_TOKEN } from '../src/config/orders-config';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';

jest.setTimeout(120_000);

/*
 * Orders ships on its own, and its HTTP app and its worker may run different releases: the
 * answers must parse with today's contracts and with those of the last release
 * (packages/contracts/releases), which the remotes, admin and support-chat still running were
 * built with; what those released callers send must still be accepted; and the jobs the app
 * writes to the outbox must parse with the worker's schema of that release.
 */
const { fitsRelease, answers } = lastContractRelease();

const JOB_SCHEMAS: Record<string, [string, SafeParseable<unknown>]> = {
  [QUEUES.shippingSubmit]: ['shippingSubmitJobSchema', shippingSubmitJobSchema],
  [QUEUES.invoiceEmail]: ['invoiceEmailJobSchema', invoiceEmailJobSchema],
};

describe('orders against the contracts of the last release', () => {
  let sys: OrderSystem;
  let shopper: string;
  let userId: string;
  let admin: string;
  let codOrderId: string;

  beforeAll(async () => {
    sys = await startOrderSystem();
    ({
      cookie: shopper,
      customer: { userId },
    } = await sys.customer());
    admin = await sys.orders.sessionCookie({ isAdmin: true });
  });
  afterAll(async () => {
    await sys?.close();
  });

  const http = () => sys.http();
  const internal = (url: string) =>
    http().get(url).set(INTERNAL_TOKEN_HEADER, sys.orders.config.env.INTERNAL_TOKEN);

  describe('checkout, as the released checkout remote calls it', () => {
    it('GET /api/shipping/serviceability/:pincode', async () => {
      const res = await http().get('/api/shipping/serviceability/411001').expect(200);
      answers('serviceabilitySchema', serviceabilitySchema, res.body);
      // The courier's place for the pincode, which the checkout fills in.
      expect(res.body).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
    });

    it('POST /api/shiprocket/orders (COD) and the jobs it leaves for the worker', async () => {
      const diya = await sys.catalog.addProduct();
      // The released storefront sends the cart line's price as it holds it, a number here.
      const body = {
        ...orderPayload([diya]),
        items: [{ ...orderPayload([diya]).items[0]!, price: Number(diya.price) }],
      };
      fitsRelease('placeOrderSchema', body);
      const res = await http()
        .post('/api/shiprocket/orders')
        .set('Cookie', shopper)
        .set('Idempotency-Key', randomUUID())
        .send(body)
        .expect(201);
      codOrderId = answers('placeOrderResponseSchema', placeOrderResponseSchema, res.body).id;

      // The relay enqueues each outbox row's payload as the job's data, unchanged.
      const rows = await sys.orders.dataSource.getRepository(OutboxMessageEntity).find();
      const jobs = rows.filter((row) => row.payload.orderId === codOrderId);
      expect(jobs.map((row) => row.topic).sort()).toEqual(
        [QUEUES.invoiceEmail, QUEUES.shippingSubmit].sort(),
      );
      for (const row of jobs) {
        const [name, schema] = JOB_SCHEMAS[row.topic]!;
        answers(name, schema, row.payload);
      }
    });

    it('a stale price answers 409 with the prices to show', async () => {
      const diya = await sys.catalog.addProduct({ price: '250.00' });
      const body = orderPayload([diya], { total: '1.00' });
      fitsRelease('placeOrderSchema', body);
      const res = await http()
        .post('/api/shiprocket/orders')
        .set('Cookie', shopper)
        .set('Idempotency-Key', randomUUID())
        .send(body)
        .expect(409);
      answers('priceMismatchSchema', priceMismatchSchema, res.body);
    });

    it('POST /api/payments/razorpay/order for a Prepaid order', async () => {
      const diya = await sys.catalog.addProduct();
      const body = orderPayload([diya], { paymentMethod: 'Prepaid' });
      fitsRelease('placeOrderSchema', body);
      const placed = await http()
        .post('/api/shiprocket/orders')
        .set('Cookie', shopper)
        .set('Idempotency-Key', randomUUID())
        .send(body)
        .expect(201);
      const pay = { orderId: placed.body.id as string };
      fitsRelease('createRazorpayOrderSchema', pay);
      const res = await http()
        .post('/api/payments/razorpay/order')
        .set('Cookie', shopper)
        .send(pay)
        .expect(200);
      answers('razorpayOrderResponseSchema', razorpayOrderResponseSchema, res.body);
    });

    it('GET and PUT /api/cart', async () => {
      const diya = await sys.catalog.addProduct();
      const cart = { items: [{ productId: diya.id, quantity: 2 }] };
      fitsRelease('putCartSchema', cart);
      answers(
        'serverCartSchema',
        serverCartSchema,
        (await http().put('/api/cart').set('Cookie', shopper).send(cart).expect(200)).body,
      );
      answers(
        'serverCartSchema',
        serverCartSchema,
        (await http().get('/api/cart').set('Cookie', shopper).expect(200)).body,
      );
    });

    it('a refused order answers the error body', async () => {
      const res = await http()
        .post('/api/shiprocket/orders')
        .set('Cookie', shopper)
        .set('Idempotency-Key', randomUUID())
        .send({ items: [] })
        .expect(400);
      answers('errorBodySchema', errorBodySchema, res.body);
    });
  });

  describe('My Orders and the back office', () => {
    it('GET /api/orders and POST /api/orders/:id/returns (account remote)', async () => {
      const list = await http().get('/api/orders').set('Cookie', shopper).expect(200);
      expect(
        answers('customerOrdersResponseSchema', customerOrdersResponseSchema, list.body).length,
      ).toBeGreaterThan(0);
      // A return is asked for once the order is delivered (the courier's report, stood in for here).
      await sys.orders.dataSource.query(
        `UPDATE orders.orders SET status = 'delivered', delivered_at = now() WHERE id = $1`,
        [codOrderId],
      );
      // A cash-on-delivery return now says where the refund goes: a released remote that does not
      // ask is refused in words it shows, and the remote that asks is accepted.
      const released = { reason: 'Damaged or defective', description: '' };
      fitsRelease('createReturnSchema', released);
      const refused = await http()
        .post(`/api/orders/${codOrderId}/returns`)
        .set('Cookie', shopper)
        .send(released)
        .expect(400);
      expect(answers('errorBodySchema', errorBodySchema, refused.body).message).toBe(REFUND_TO_REQUIRED);
      const ask = { ...released, refundTo: 'asha@okaxis' };
      fitsRelease('createReturnSchema', ask);
      const res = await http()
        .post(`/api/orders/${codOrderId}/returns`)
        .set('Cookie', shopper)
        .send(ask)
        .expect(201);
      answers('returnRequestSchema', returnRequestSchema, res.body);
    });

    it('GET /api/orders/all and GET /api/returns (admin remote)', async () => {
      const all = await http().get('/api/orders/all').set('Cookie', admin).expect(200);
      answers('adminOrdersResponseSchema', adminOrdersResponseSchema, all.body);
      const returns = await http().get('/api/returns').set('Cookie', admin).expect(200);
      answers('returnRequestsResponseSchema', returnRequestsResponseSchema, returns.body);
    });

    it('POST /api/webhooks/shiprocket answers its acknowledgement', async () => {
      const hook = { awb: 'AWB-NOT-OURS', current_status: 'IN TRANSIT' };
      fitsRelease('shiprocketTrackingWebhookSchema', hook);
      const res = await http()
        .post('/api/webhooks/shiprocket')
        .set('x-api-key', DEV_SHIPROCKET_WEBHOOK_TOKEN)
        .send(hook)
        .expect(200);
      answers('webhookAckSchema', webhookAckSchema, res.body);
    });
  });

  describe('internal calls admin and support-chat make', () => {
    it('GET /internal/stats (admin dashboard)', async () => {
      answers('ordersStatsSchema', ordersStatsSchema, (await internal('/internal/stats').expect(200)).body);
    });

    it('GET /internal/customers/:userId/orders (support assistant)', async () => {
      const res = await internal(`${customerOrdersInternalPath(userId)}?limit=5`).expect(200);
      expect(
        answers('orderSummariesResponseSchema', orderSummariesResponseSchema, res.body).length,
      ).toBeGreaterThan(0);
    });
  });
});
