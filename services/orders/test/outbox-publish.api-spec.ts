import { randomInt, randomUUID } from 'node:crypto';
import { QUEUES } from '@festive/contracts';
import { createQueue, eventually, type TestWorker } from '@festive/server-kit';
import { OrderEntity } from '../src/orders/order.entity';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { writeOutbox } from '../src/outbox/outbox';
import { OutboxRelay } from '../src/outbox/outbox-relay.service';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';

jest.setTimeout(120_000);

/** Long enough that anything seen within the checks below was published at commit, not by a poll. */
const POLL_MS = '60000';
const WITHIN_MS = 15_000;

/**
 * Every job written to the outbox reaches its queue when the writing transaction commits, not at
 * the relay's next poll: the order's own jobs, the confirmation SMS its booking queues from
 * inside the worker, and the order desk's repairs. The worker polls once a minute here. What a
 * writer could not publish, the relay's poll does.
 */
describe('outbox rows are published when their transaction commits', () => {
  let sys: OrderSystem;
  let worker: TestWorker;
  let admin: string;

  beforeAll(async () => {
    sys = await startOrderSystem({ OUTBOX_POLL_MS: POLL_MS });
    admin = await sys.orders.sessionCookie({ isAdmin: true });
    worker = await sys.startWorker();
  });
  afterAll(async () => {
    await sys?.close();
  });

  const smsTo = async (phone: string) =>
    (await sys.sandbox.call<unknown[]>('GET', `/sms/messages?phone=${phone}`)).body;
  const outbox = () => sys.orders.dataSource.getRepository(OutboxMessageEntity);
  const jobState = async (topic: string, id: string) => {
    const queue = createQueue(sys.orders.config, topic);
    try {
      return await queue.getJobState(id);
    } finally {
      await queue.close();
    }
  };

  /** Places a COD order and waits until it is booked and e-mailed. */
  const placeCod = async () => {
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
    return { id, phone, customer };
  };

  it('a COD order is booked, e-mailed and its confirmation SMS sent without waiting for a poll', async () => {
    const { id, phone, customer } = await placeCod();
    // Queued by the booking's transaction in the worker, a step after the order's own jobs.
    await eventually(async () => expect(await smsTo(phone)).toHaveLength(1), WITHIN_MS);

    await sys.http().post(`/api/admin/orders/${id}/resend-invoice`).set('Cookie', admin).send({}).expect(202);
    await eventually(async () => expect(await sys.sandbox.mail(customer.email)).toHaveLength(2), WITHIN_MS);
  });

  it('a rolled-back transaction leaves neither a row nor a job', async () => {
    let written: string[] = [];
    await expect(
      sys.orders.dataSource.transaction(async (manager) => {
        await writeOutbox(manager, [{ topic: QUEUES.invoiceEmail, payload: { orderId: randomUUID() } }]);
        written = (await manager.getRepository(OutboxMessageEntity).find()).map((row) => row.id);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    const stored = new Set((await outbox().find()).map((row) => row.id));
    const rolledBack = written.filter((id) => !stored.has(id));
    expect(rolledBack).toHaveLength(1);
    expect(await jobState(QUEUES.invoiceEmail, rolledBack[0]!)).toBe('unknown');
  });

  it("the relay's poll publishes a row its writer left unpublished, once a poll interval has passed", async () => {
    // A writer that crashed between its commit and its publish: the row, and nothing in Redis.
    // (Its order is e-mailed already, so the job finds nothing to do.)
    const { id: orderId } = await placeCod();
    const [fresh, stale] = (await sys.orders.dataSource.query(
      `INSERT INTO orders.outbox (topic, payload, created_at)
       VALUES ($1, $2, now()), ($1, $2, now() - interval '2 minutes') RETURNING id`,
      [QUEUES.invoiceEmail, { orderId }],
    )) as { id: string }[];

    await worker.app.get(OutboxRelay).relayBatch();

    const byId = async (id: string) => outbox().findOneByOrFail({ id });
    expect((await byId(stale!.id)).publishedAt).not.toBeNull();
    expect(await jobState(QUEUES.invoiceEmail, stale!.id)).not.toBe('unknown');
    // Younger than a poll interval: its writer may still be publishing it.
    expect((await byId(fresh!.id)).publishedAt).toBeNull();
    await outbox().delete({ id: fresh!.id });
  });
});
