import { randomInt, randomUUID } from 'node:crypto';
import { eventually } from '@festive/server-kit';
import { OrderEntity } from '../src/orders/order.entity';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';

jest.setTimeout(120_000);

/** Long enough that anything seen within the checks below came from a wake, not from a poll. */
const POLL_MS = '60000';
const WITHIN_MS = 15_000;

/**
 * Every job written to the outbox reaches its queue when the writing transaction commits, not at
 * the relay's next poll: the order's own jobs, the confirmation SMS its booking queues from
 * inside the worker, and the order desk's repairs. The worker polls once a minute here.
 */
describe('the outbox relay is woken by every writer', () => {
  let sys: OrderSystem;
  let admin: string;

  beforeAll(async () => {
    sys = await startOrderSystem({ OUTBOX_POLL_MS: POLL_MS });
    admin = await sys.orders.sessionCookie({ isAdmin: true });
    await sys.startWorker();
  });
  afterAll(async () => {
    await sys?.close();
  });

  const smsTo = async (phone: string) =>
    (await sys.sandbox.call<unknown[]>('GET', `/sms/messages?phone=${phone}`)).body;

  it('a COD order is booked, e-mailed and its confirmation SMS sent without waiting for a poll', async () => {
    const phone = `9${String(randomInt(100_000_000, 999_999_999))}`;
    const { cookie, customer } = await sys.customer({ phone });
    const product = await sys.catalog.addProduct({ stock: 5 });
    const placed = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .set('Idempotency-Key', randomUUID())
      .send(orderPayload([product], { customerPhone: phone, customerEmail: customer.email }))
      .expect(201);
    const id = placed.body.id as string;

    await eventually(async () => {
      const order = await sys.orders.dataSource.getRepository(OrderEntity).findOneByOrFail({ id });
      expect(order).toMatchObject({ shippingStatus: 'submitted', invoiceSent: 1 });
    }, WITHIN_MS);
    // Queued by the booking's transaction in the worker, a step after the order's own jobs.
    await eventually(async () => expect(await smsTo(phone)).toHaveLength(1), WITHIN_MS);

    await sys.http().post(`/api/admin/orders/${id}/resend-invoice`).set('Cookie', admin).send({}).expect(202);
    await eventually(async () => expect(await sys.sandbox.mail(customer.email)).toHaveLength(2), WITHIN_MS);
  });
});
