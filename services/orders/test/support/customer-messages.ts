import { randomInt, randomUUID } from 'node:crypto';
import { QUEUES } from '@festive/contracts';
import { createQueue, eventually, type TestWorker } from '@festive/server-kit';
import { OrderEntity } from '../../src/orders/order.entity';
import { type OrderSystem, orderPayload, startOrderSystem } from './order-system';

/** A text as the sandbox's MSG91 stand-in keeps it. */
export interface SandboxSms {
  phone: string;
  message: string;
  templateId?: string;
  requestId?: string;
}

/** A row of orders.notifications as the tests read it. */
export interface NotificationRow {
  kind: string;
  channel: string;
  ref: string;
  sent_at: Date | null;
  provider_message_id: string | null;
  failed_at: Date | null;
  error: string | null;
}

/** A signed-in shopper with a phone of their own. */
export interface Shopper {
  cookie: string;
  phone: string;
  email: string;
}

/**
 * An order system of the calling test file's own (app, worker and sandbox, started before its
 * tests, closed after them, the SMS stand-in set back to answering after each) and what the tests
 * of the customer's messages do with it: shoppers and their confirmed COD orders, the texts they
 * got, the messages' rows, and a wait until every notification job queued so far has run. Read
 * `system()` and `worker()` inside tests.
 */
export function customerMessages() {
  let started: OrderSystem | undefined;
  let startedWorker: TestWorker | undefined;
  const system = (): OrderSystem => {
    if (!started) throw new Error('the order system is started in beforeAll; read it inside a test');
    return started;
  };
  const worker = (): TestWorker => {
    if (!startedWorker) throw new Error('the worker is started in beforeAll; read it inside a test');
    return startedWorker;
  };
  beforeAll(async () => {
    started = await startOrderSystem();
    startedWorker = await started.startWorker();
  });
  afterAll(async () => {
    await started?.close();
  });
  afterEach(async () => {
    await started?.sandbox.call('POST', '/sandbox/faults', { service: 'sms', mode: 'ok' });
  });

  const db = () => system().orders.dataSource;
  const orders = () => db().getRepository(OrderEntity);
  /** A shopper with a phone of their own, so the sandbox's SMS inbox shows only their texts. */
  const shopper = async (): Promise<Shopper> => {
    const phone = `9${String(randomInt(100_000_000, 999_999_999))}`;
    const { cookie, customer } = await system().customer({ phone });
    return { cookie, phone, email: customer.email };
  };
  /** A COD order of one new product, once it is confirmed and booked with Shiprocket. */
  const placeCod = async (who: Shopper) => {
    const sys = system();
    const product = await sys.catalog.addProduct({ stock: 5 });
    const res = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', who.cookie)
      .set('Idempotency-Key', randomUUID())
      .send(orderPayload([product], { customerPhone: who.phone, customerEmail: who.email }))
      .expect(201);
    const id = res.body.id as string;
    const awb = await eventually(async () => {
      const row = await orders().findOneByOrFail({ id });
      expect(row).toMatchObject({ status: 'confirmed', shippingStatus: 'submitted' });
      return row.awbCode!;
    });
    return { id, orderNumber: res.body.orderNumber as string, awb };
  };
  const smsTo = async (phone: string) =>
    (await system().sandbox.call<SandboxSms[]>('GET', `/sms/messages?phone=${phone}`)).body.reverse();
  const notificationsOf = (orderId: string) =>
    db().query(
      `SELECT kind, channel, ref, sent_at, provider_message_id, failed_at, error
       FROM orders.notifications WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    ) as Promise<NotificationRow[]>;
  /** Waits until every notification job queued so far has run. */
  const settled = () =>
    eventually(async () => {
      const [{ waiting }] = (await db().query(
        `SELECT count(*)::int AS waiting FROM orders.outbox WHERE topic = $1 AND published_at IS NULL`,
        [QUEUES.notificationSend],
      )) as [{ waiting: number }];
      expect(waiting).toBe(0);
      const queue = createQueue(system().orders.config, QUEUES.notificationSend);
      try {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
        expect(counts).toEqual({ waiting: 0, active: 0, delayed: 0 });
      } finally {
        await queue.close();
      }
    });
  return { system, worker, db, orders, shopper, placeCod, smsTo, notificationsOf, settled };
}
