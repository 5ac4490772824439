import { randomUUID } from 'node:crypto';
import { formatOrderNumber, QUEUES } from '@festive/contracts';
import {
  buildWorkspaces,
  bullPrefix,
  closeRedis,
  createQueue,
  createRedis,
  eventually,
  type TestWorker,
} from '@festive/server-kit';
import { OrderEntity } from '../src/orders/order.entity';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { JobReconciler, RECONCILE_LOCK_KEY } from '../src/reconcile/job-reconciler.service';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';
import { spawnOrdersWorker } from './support/processes';
import { formFields, payOnTestPage } from './support/razorpay';

jest.setTimeout(180_000);

/**
 * Redis is not the record: jobs lost from Redis after their outbox rows were stamped published are
 * found again from PostgreSQL and queued once more, and every order still reaches Shiprocket
 * once and is invoiced once.
 */
describe('job reconciliation (worker)', () => {
  let sys: OrderSystem;
  let worker: TestWorker | undefined;
  let cookie: string;

  beforeAll(async () => {
    buildWorkspaces('services/orders');
    // No automatic pass: each test runs one when it wants to.
    sys = await startOrderSystem({ RECONCILE_INTERVAL_MS: '3600000', RECONCILE_GRACE_MINUTES: '0' });
    ({ cookie } = await sys.customer());
  });
  afterAll(async () => {
    await sys?.close();
  });
  afterEach(async () => {
    await sys.sandbox.fault('mail', 'ok');
    await sys.sandbox.call('POST', '/shiprocket/sandbox/settings', { createDelayMs: 0 });
  });

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  const reconciler = () => worker!.app.get(JobReconciler);
  const place = async (payload: object) => {
    const res = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .set('Idempotency-Key', randomUUID())
      .send(payload)
      .expect(201);
    return res.body.id as string;
  };
  const placeCod = async () => {
    const email = `cod.${randomUUID().slice(0, 8)}@example.in`;
    const product = await sys.catalog.addProduct({ price: '250.00', stock: 5 });
    return { id: await place(orderPayload([product], { customerEmail: email })), email };
  };
  const placePaid = async () => {
    const email = `paid.${randomUUID().slice(0, 8)}@example.in`;
    const product = await sys.catalog.addProduct({ price: '749.25', stock: 5 });
    const id = await place(orderPayload([product], { paymentMethod: 'Prepaid', customerEmail: email }));
    const checkout = (
      await sys
        .http()
        .post('/api/payments/razorpay/order')
        .set('Cookie', cookie)
        .send({ orderId: id })
        .expect(200)
    ).body;
    const { html } = await payOnTestPage(sys.sandbox, {
      razorpayOrderId: checkout.razorpayOrderId,
      callbackUrl: checkout.checkout.callbackUrl,
    });
    await sys
      .http()
      .post('/api/payments/razorpay/callback')
      .type('form')
      .set('Origin', 'null')
      .send(formFields(html))
      .expect(303);
    expect((await orders().findOneByOrFail({ id })).paymentStatus).toBe('paid');
    return { id, email };
  };
  const outboxOf = async (orderIds: string[]) =>
    (await sys.orders.dataSource.getRepository(OutboxMessageEntity).find()).filter((row) =>
      orderIds.includes(row.payload.orderId as string),
    );
  /**
   * The HTTP app enqueues each order's jobs when the order commits and stamps their rows; with no
   * worker started, the jobs wait in Redis.
   */
  const published = (ids: string[]) =>
    eventually(async () => {
      const rows = await outboxOf(ids);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.publishedAt === null)).toEqual([]);
    });
  const jobStates = async (rows: OutboxMessageEntity[]) => {
    const states: string[] = [];
    for (const row of rows) {
      const queue = createQueue(sys.orders.config, row.topic);
      try {
        states.push(await queue.getJobState(row.id));
      } finally {
        await queue.close();
      }
    }
    return states;
  };
  /** Redis losing the queues: every BullMQ key of this test's prefix, and nothing else, goes. */
  const loseQueuedJobs = async () => {
    const client = createRedis(sys.orders.config, { prefixed: false, name: 'reconcile-test' });
    try {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(
          cursor,
          'MATCH',
          `${bullPrefix(sys.orders.config)}:*`,
          'COUNT',
          500,
        );
        cursor = next;
        if (keys.length > 0) await client.del(...keys);
      } while (cursor !== '0');
    } finally {
      await closeRedis(client);
    }
  };
  const shiprocketOrdersFor = (orderId: string) => sys.shiprocketOrdersOf(orderId);

  it('queues again the jobs Redis lost after they were published, and each order ships and is invoiced once', async () => {
    const placed = [await placeCod(), await placeCod(), await placePaid()];
    const ids = placed.map((p) => p.id);
    await published(ids);
    const rows = await outboxOf(ids);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.publishedAt !== null)).toBe(true);
    expect(await jobStates(rows)).toEqual(rows.map(() => 'waiting'));

    await loseQueuedJobs();
    expect(await jobStates(rows)).toEqual(rows.map(() => 'unknown'));

    // Backoff long enough that a retrying job is still in Redis when the next test reconciles.
    worker = await sys.startWorker({ JOB_BACKOFF_MS: '3000' });
    // Nothing in Redis and every row stamped: without the reconciliation nothing would move.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const id of ids) {
      expect(await orders().findOneByOrFail({ id })).toMatchObject({
        shippingStatus: 'pending',
        invoiceSent: 0,
      });
    }

    const first = await reconciler().reconcile();
    expect(first).not.toBeNull();
    expect([...first!.requeued[QUEUES.shippingSubmit]].sort()).toEqual([...ids].sort());
    expect([...first!.requeued[QUEUES.invoiceEmail]].sort()).toEqual([...ids].sort());

    for (const { id, email } of placed) {
      await eventually(async () =>
        expect(await orders().findOneByOrFail({ id })).toMatchObject({
          shippingStatus: 'submitted',
          invoiceSent: 1,
        }),
      );
      expect(await shiprocketOrdersFor(id)).toHaveLength(1);
      expect(await sys.sandbox.mail(email)).toHaveLength(1);
    }
    // The re-queued jobs carry their outbox rows' ids, as the first ones did.
    await eventually(async () => expect(await jobStates(rows)).toEqual(rows.map(() => 'completed')));

    // Everything done: a second pass owes nothing.
    expect(await reconciler().reconcile()).toEqual({
      requeued: {
        [QUEUES.shippingSubmit]: [],
        [QUEUES.invoiceEmail]: [],
        [QUEUES.refundRazorpay]: [],
        [QUEUES.notificationSend]: [],
      },
      stillQueued: 0,
      pruned: 0,
    });
    for (const { id, email } of placed) {
      expect(await shiprocketOrdersFor(id)).toHaveLength(1);
      expect(await sys.sandbox.mail(email)).toHaveLength(1);
    }
  });

  it('leaves a job Redis still holds alone (a retrying invoice): one e-mail in the end', async () => {
    await sys.sandbox.fault('mail', 'fail');
    const { id, email } = await placeCod();
    const [row] = (await outboxOf([id])).filter((r) => r.topic === QUEUES.invoiceEmail);
    const queue = createQueue(sys.orders.config, QUEUES.invoiceEmail);
    try {
      // The first attempt failed and the job waits for its retry, in Redis.
      await eventually(async () => expect(await queue.getJobState(row!.id)).toBe('delayed'));
    } finally {
      await queue.close();
    }
    const pass = await reconciler().reconcile();
    expect(pass!.requeued[QUEUES.invoiceEmail]).toEqual([]);
    expect(pass!.stillQueued).toBeGreaterThanOrEqual(1);

    await sys.sandbox.fault('mail', 'ok');
    await eventually(async () => expect((await orders().findOneByOrFail({ id })).invoiceSent).toBe(1));
    expect(await sys.sandbox.mail(email)).toHaveLength(1);
    expect(await shiprocketOrdersFor(id)).toHaveLength(1);
  });

  it('deletes the outbox rows of done work after OUTBOX_KEEP_DAYS and keeps what is still owed', async () => {
    const [done, owed, recent] = [await placeCod(), await placeCod(), await placeCod()];
    const ids = [done.id, owed.id, recent.id];
    for (const id of ids) {
      await eventually(async () =>
        expect(await orders().findOneByOrFail({ id })).toMatchObject({
          shippingStatus: 'submitted',
          invoiceSent: 1,
        }),
      );
    }
    // The owed order's invoice counts as not sent (its job stays completed in Redis, so nothing is
    // queued again), and the first two orders' rows were queued eight days ago.
    await orders().update({ id: owed.id }, { invoiceSent: 0 });
    await sys.orders.dataSource.query(
      `UPDATE orders.outbox SET published_at = now() - interval '8 days'
       WHERE payload->>'orderId' = ANY($1::text[])`,
      [[done.id, owed.id]],
    );
    const before = await outboxOf(ids);
    const ofOrder = (rows: OutboxMessageEntity[], id: string) =>
      rows.filter((row) => row.payload.orderId === id);
    const keptOwed = ofOrder(before, owed.id).filter((row) => row.topic === QUEUES.invoiceEmail);
    expect(keptOwed).toHaveLength(1);

    const pass = await reconciler().reconcile();
    expect(pass!.pruned).toBe(ofOrder(before, done.id).length + ofOrder(before, owed.id).length - 1);
    const after = await outboxOf(ids);
    expect(ofOrder(after, done.id)).toEqual([]);
    expect(ofOrder(after, owed.id).map((row) => row.id)).toEqual(keptOwed.map((row) => row.id));
    expect(
      ofOrder(after, recent.id)
        .map((row) => row.id)
        .sort(),
    ).toEqual(
      ofOrder(before, recent.id)
        .map((row) => row.id)
        .sort(),
    );
    // Nothing left to delete: the next pass deletes none.
    expect((await reconciler().reconcile())!.pruned).toBe(0);
    // Its invoice sent after all, so the tests after this one find nothing owed.
    await orders().update({ id: owed.id }, { invoiceSent: 1 });
  });

  it('takes one pass at a time across replicas (an advisory lock); the lock holder does the work', async () => {
    const runner = sys.orders.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [RECONCILE_LOCK_KEY]);
      expect(await reconciler().reconcile()).toBeNull();
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await reconciler().reconcile()).not.toBeNull();
  });

  it('the worker process re-finds lost jobs on its own timer and, on SIGTERM, finishes its job first', async () => {
    // Closing the test worker clears this test's Redis keys, sessions included: sign in again.
    await worker?.close();
    worker = undefined;
    ({ cookie } = await sys.customer());
    const { id, email } = await placeCod();
    await published([id]);
    await loseQueuedJobs();
    // Shiprocket answers slowly: SIGTERM arrives while the hand-off is under way.
    await sys.sandbox.call('POST', '/shiprocket/sandbox/settings', { createDelayMs: 3000 });
    const child = await spawnOrdersWorker({
      ...process.env,
      ...sys.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      RECONCILE_INTERVAL_MS: '300',
      RECONCILE_GRACE_MINUTES: '0',
    });
    try {
      await eventually(async () => expect(await shiprocketOrdersFor(id)).toHaveLength(1), 30_000).catch(
        (error: Error) => {
          // What the worker process said is the only clue when it never booked the order.
          throw new Error(`${error.message}\n--- worker output ---\n${child.output().slice(-4000)}`);
        },
      );
      expect((await orders().findOneByOrFail({ id })).shiprocketOrderId).toBeNull();
      const stopping = Date.now();
      await child.stop('SIGTERM');
      expect(Date.now() - stopping).toBeLessThan(20_000);
      // A clean stop: Nest re-raises the signal after its hooks, or the emptied loop exits 0.
      expect([0, 'SIGTERM']).toContain(child.child.signalCode ?? child.child.exitCode);

      const logs = child.output();
      const requeued = logs
        .split('\n')
        .filter((line) => line.includes('jobs missing from Redis queued again'))
        .map((line) => JSON.parse(line) as { queue: string; count: number; orderIds: string[] });
      expect(requeued.map((line) => line.queue).sort()).toEqual([QUEUES.invoiceEmail, QUEUES.shippingSubmit]);
      for (const line of requeued) expect(line).toMatchObject({ count: 1, orderIds: [id] });
      expect(logs).not.toMatch(/"level":(50|60)/);

      // The job under way when SIGTERM came was allowed to finish, with the database still open.
      const order = await orders().findOneByOrFail({ id });
      expect(order).toMatchObject({ shippingStatus: 'submitted', invoiceSent: 1 });
      const remote = await shiprocketOrdersFor(id);
      expect(remote).toHaveLength(1);
      expect(order.shiprocketOrderId).toBe(String(remote[0]!.id));
      // Queued again by the reconciliation, not at the order's commit: Shiprocket was asked first.
      expect(await sys.sandbox.shiprocketLookups(formatOrderNumber(order.orderNumber))).toBe(1);
      expect(await sys.sandbox.mail(email)).toHaveLength(1);
    } finally {
      await child.stop('SIGKILL');
    }
  });
});
