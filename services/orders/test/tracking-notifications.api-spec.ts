import { randomInt, randomUUID } from 'node:crypto';
import { type CustomerOrder, QUEUES, shipmentStageLabel } from '@festive/contracts';
import { createQueue, eventually, type TestWorker } from '@festive/server-kit';
import { MessageBeingSentError, NotificationLedger } from '../src/notifications/notification-ledger';
import { queueNotification } from '../src/notifications/queue-notification';
import { SendNotificationService } from '../src/notifications/send-notification.service';
import { OrderEntity } from '../src/orders/order.entity';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';

jest.setTimeout(120_000);

interface SandboxSms {
  phone: string;
  message: string;
  templateId?: string;
  requestId?: string;
}

interface NotificationRow {
  kind: string;
  channel: string;
  ref: string;
  sent_at: Date | null;
  provider_message_id: string | null;
  failed_at: Date | null;
  error: string | null;
}

const TOKEN = 'dev-shiprocket-webhook-token';

/**
 * A shipment's journey and what the customer is told about it, with the real app, worker and
 * sandbox: Shiprocket's tracking reports become the My Orders timeline, and each change worth
 * telling reaches the customer once (SMS through MSG91's Flow API, the refund by e-mail).
 */
describe('shipment tracking and order notifications', () => {
  let sys: OrderSystem;
  let worker: TestWorker;

  beforeAll(async () => {
    sys = await startOrderSystem();
    worker = await sys.startWorker();
  });
  afterAll(async () => {
    await sys?.close();
  });
  afterEach(async () => {
    await sys.sandbox.call('POST', '/sandbox/faults', { service: 'sms', mode: 'ok' });
  });

  const db = () => sys.orders.dataSource;
  const orders = () => db().getRepository(OrderEntity);
  /** A shopper with a phone of their own, so the sandbox's SMS inbox shows only their texts. */
  const shopper = async () => {
    const phone = `9${String(randomInt(100_000_000, 999_999_999))}`;
    const { cookie, customer } = await sys.customer({ phone });
    return { cookie, phone, email: customer.email };
  };
  const placeCod = async (who: { cookie: string; phone: string; email: string }) => {
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
    (await sys.sandbox.call<SandboxSms[]>('GET', `/sms/messages?phone=${phone}`)).body.reverse();
  const notificationsOf = (orderId: string) =>
    db().query(
      `SELECT kind, channel, ref, sent_at, provider_message_id, failed_at, error
       FROM orders.notifications WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    ) as Promise<NotificationRow[]>;
  const trackingEventsOf = (orderId: string) =>
    db().query(
      `SELECT awb, status, stage, location, activity FROM orders.tracking_events
       WHERE order_id = $1 ORDER BY received_at`,
      [orderId],
    ) as Promise<Record<string, string | null>[]>;
  /** Shiprocket reports a status through the sandbox, which posts its webhook to the app. */
  const track = async (awb: string, status: string) => {
    const res = await sys.sandbox.call<{ status: number; body: string; sent: Record<string, unknown> }>(
      'POST',
      '/shiprocket/sandbox/track',
      { awb, status, url: `${sys.ordersUrl}/api/webhooks/shiprocket` },
    );
    expect(res.status).toBe(200);
    return res.body;
  };
  const myOrder = async (cookie: string, id: string) => {
    const res = await sys.http().get('/api/orders').set('Cookie', cookie).expect(200);
    return (res.body as CustomerOrder[]).find((order) => order.id === id)!;
  };
  /** Waits until every notification job queued so far has run. */
  const settled = () =>
    eventually(async () => {
      const [{ waiting }] = (await db().query(
        `SELECT count(*)::int AS waiting FROM orders.outbox WHERE topic = $1 AND published_at IS NULL`,
        [QUEUES.notificationSend],
      )) as [{ waiting: number }];
      expect(waiting).toBe(0);
      const queue = createQueue(sys.orders.config, QUEUES.notificationSend);
      try {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
        expect(counts).toEqual({ waiting: 0, active: 0, delayed: 0 });
      } finally {
        await queue.close();
      }
    });

  it('a COD order from booking to delivery: the timeline in words, one SMS per step, replays change nothing', async () => {
    const who = await shopper();
    const { id, orderNumber, awb } = await placeCod(who);

    const confirmed = await eventually(async () => {
      const texts = await smsTo(who.phone);
      expect(texts).toHaveLength(1);
      return texts[0]!;
    });
    expect(confirmed.message).toBe(
      `Your Festival Gifts order ${orderNumber} is confirmed and will be shipped soon. Thank you for shopping with us!`,
    );
    expect(confirmed.phone).toBe(`91${who.phone}`);

    const reports: Record<string, unknown>[] = [];
    for (const status of ['PICKED UP', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED']) {
      const delivery = await track(awb, status);
      expect(delivery.body).toBe('{"status":"applied"}');
      reports.push(delivery.sent);
    }
    // Shiprocket delivering the same reports again (it retries until it hears 2xx).
    for (const report of reports) {
      const replay = await sys
        .http()
        .post('/api/webhooks/shiprocket')
        .set('x-api-key', TOKEN)
        .send(report)
        .expect(200);
      expect(replay.body).toEqual({ status: 'duplicate' });
    }

    const events = await trackingEventsOf(id);
    expect(events).toEqual(
      ['PICKED UP', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED'].map((status, i) => ({
        awb,
        status,
        stage: ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'][i],
        location: 'Sandbox Hub',
        activity: status,
      })),
    );

    const order = await myOrder(who.cookie, id);
    expect(order).toMatchObject({ status: 'delivered', shipmentStatus: 'DELIVERED' });
    expect(order.trackingUrl).toBe(`https://shiprocket.co/tracking/${awb}`);
    expect(order.tracking.map((step) => shipmentStageLabel(step.stage))).toEqual([
      'Booked',
      'Picked up',
      'In transit',
      'Out for delivery',
      'Delivered',
    ]);
    expect(order.tracking[1]).toMatchObject({ stage: 'picked_up', location: 'Sandbox Hub' });
    // In order, to the second Shiprocket stamps its reports with (the booking is ours, to the ms).
    const times = order.tracking.map((step) => Date.parse(step.at));
    times.slice(1).forEach((time, i) => expect(time).toBeGreaterThanOrEqual(times[i]! - 1000));
    // Shiprocket's stamp is Indian time to the second: within a minute of now, not 5.5 hours off.
    expect(Math.abs(times[4]! - Date.now())).toBeLessThan(60_000);

    await settled();
    const texts = await smsTo(who.phone);
    expect(texts.map((sms) => sms.message)).toEqual([
      confirmed.message,
      `Your Festival Gifts order ${orderNumber} is on its way. Track it: https://shiprocket.co/tracking/${awb}`,
      `Your Festival Gifts order ${orderNumber} has been delivered. We hope you love your gifts!`,
    ]);
    const rows = await notificationsOf(id);
    expect(rows.map((row) => [row.kind, row.channel, row.ref])).toEqual([
      ['confirmed', 'sms', ''],
      ['shipped', 'sms', ''],
      ['delivered', 'sms', ''],
    ]);
    // Each row names the provider's message it was sent as.
    expect(rows.map((row) => row.provider_message_id)).toEqual(texts.map((sms) => sms.requestId));
    for (const row of rows) expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('a notification job delivered twice, or queued twice, sends nothing twice', async () => {
    const who = await shopper();
    const { id } = await placeCod(who);
    await eventually(async () => expect(await smsTo(who.phone)).toHaveLength(1));
    await settled();

    const [row] = (await db().query(
      `SELECT payload FROM orders.outbox WHERE topic = $1 AND payload->>'orderId' = $2`,
      [QUEUES.notificationSend, id],
    )) as { payload: Record<string, unknown> }[];
    expect(row!.payload).toMatchObject({ orderId: id, kind: 'confirmed' });
    // The same job again under another id (a redelivery BullMQ cannot tell apart), and the same
    // message queued again through the outbox.
    const queue = createQueue(sys.orders.config, QUEUES.notificationSend);
    try {
      const again = await queue.add(QUEUES.notificationSend, row!.payload, { jobId: randomUUID() });
      await eventually(async () => expect(await again.getState()).toBe('completed'));
    } finally {
      await queue.close();
    }
    await db().transaction((manager) => queueNotification(manager, { orderId: id, kind: 'confirmed' }));
    await settled();
    // And two workers on it at the same moment: each finds it sent, or one is told to try later.
    const service = worker.app.get(SendNotificationService);
    const both = await Promise.allSettled([
      service.send({ orderId: id, kind: 'confirmed' }),
      service.send({ orderId: id, kind: 'confirmed' }),
    ]);
    for (const attempt of both) {
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(MessageBeingSentError);
    }

    expect(await smsTo(who.phone)).toHaveLength(1);
    expect((await notificationsOf(id)).map((r) => r.kind)).toEqual(['confirmed']);
  });

  it("a message claimed by an attempt under way is not sent by another; a dead attempt's claim runs out", async () => {
    const who = await shopper();
    const { id } = await placeCod(who);
    await settled();
    const key = (kind: 'shipped' | 'delivered') => ({ orderId: id, kind, channel: 'sms' as const, ref: '' });
    const ledger = worker.app.get(NotificationLedger);
    let sends = 0;
    let finishFirst: (messageId: string) => void = () => undefined;
    const first = ledger.sendOnce(key('delivered'), 60_000, () => {
      sends += 1;
      return new Promise<string>((resolve) => (finishFirst = resolve));
    });
    await eventually(async () => expect(sends).toBe(1));
    // While the provider has not answered the first, a second attempt sends nothing.
    await expect(
      ledger.sendOnce(key('delivered'), 60_000, async () => {
        sends += 1;
        return 'second';
      }),
    ).rejects.toBeInstanceOf(MessageBeingSentError);
    finishFirst('first');
    await expect(first).resolves.toBe('sent');
    await expect(ledger.sendOnce(key('delivered'), 60_000, async () => 'third')).resolves.toBe(
      'already sent',
    );
    expect(sends).toBe(1);

    // An attempt that died holding its claim: once the claim has run out, the message goes.
    await db().query(
      `INSERT INTO orders.notifications (order_id, kind, channel, ref, sending_until)
       VALUES ($1, 'shipped', 'sms', '', now() - interval '1 second')`,
      [id],
    );
    await expect(ledger.sendOnce(key('shipped'), 60_000, async () => 'after the dead one')).resolves.toBe(
      'sent',
    );
    const rows = await notificationsOf(id);
    expect(rows.map((row) => [row.kind, row.provider_message_id])).toEqual([
      ['confirmed', expect.any(String)],
      ['delivered', 'first'],
      ['shipped', 'after the dead one'],
    ]);
  });

  it('messages the provider takes at the same moment are each stamped sent with their own id', async () => {
    const ledger = worker.app.get(NotificationLedger);
    const orders = await Promise.all([1, 2, 3, 4, 5].map(async () => (await placeCod(await shopper())).id));
    await settled();
    // The provider answers every send at once, so their stamps are made together.
    let answerAll: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerAll = resolve));
    const sends = orders.map((orderId) =>
      ledger.sendOnce({ orderId, kind: 'delivered', channel: 'sms', ref: '' }, 60_000, async () => {
        await answered;
        return `delivered-${orderId}`;
      }),
    );
    await eventually(async () => {
      const claimed = (await db().query(
        `SELECT count(*)::int AS n FROM orders.notifications WHERE kind = 'delivered' AND order_id = ANY($1::uuid[])`,
        [orders],
      )) as { n: number }[];
      expect(claimed[0]!.n).toBe(orders.length);
    });
    answerAll();
    await expect(Promise.all(sends)).resolves.toEqual(orders.map(() => 'sent'));
    const rows = (await db().query(
      `SELECT order_id, provider_message_id, sent_at IS NOT NULL AS sent, sending_until
       FROM orders.notifications WHERE kind = 'delivered' AND order_id = ANY($1::uuid[])`,
      [orders],
    )) as { order_id: string; provider_message_id: string; sent: boolean; sending_until: Date | null }[];
    expect(rows.sort((a, b) => a.order_id.localeCompare(b.order_id))).toEqual(
      [...orders].sort().map((orderId) => ({
        order_id: orderId,
        provider_message_id: `delivered-${orderId}`,
        sent: true,
        sending_until: null,
      })),
    );
  });

  it("a cancelled order's update is not sent, and the message's row says why", async () => {
    const who = await shopper();
    const { id } = await placeCod(who);
    await eventually(async () => expect(await smsTo(who.phone)).toHaveLength(1));
    await settled();
    await db().query(`UPDATE orders.orders SET status = 'cancelled' WHERE id = $1`, [id]);
    const service = worker.app.get(SendNotificationService);
    await service.send({ orderId: id, kind: 'shipped' });
    await service.send({ orderId: id, kind: 'shipped' });
    expect(await smsTo(who.phone)).toHaveLength(1);
    const rows = (await db().query(
      `SELECT kind, sent_at, sending_until, error FROM orders.notifications WHERE order_id = $1 AND kind = 'shipped'`,
      [id],
    )) as { kind: string; sent_at: Date | null; sending_until: Date | null; error: string }[];
    expect(rows).toEqual([
      { kind: 'shipped', sent_at: null, sending_until: null, error: 'not sent: the order was cancelled' },
    ]);
    await expect(service.send({ orderId: randomUUID(), kind: 'shipped' })).rejects.toThrow(/does not exist/);
  });

  it('an SMS the provider keeps refusing is retried, then recorded as not sent; a later job still sends it once', async () => {
    await sys.sandbox.call('POST', '/sandbox/faults', { service: 'sms', mode: 'fail' });
    const who = await shopper();
    const { id } = await placeCod(who);
    const [failed] = await eventually(async () => {
      const rows = await notificationsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.failed_at).toBeInstanceOf(Date);
      return rows;
    });
    expect(failed).toMatchObject({ kind: 'confirmed', channel: 'sms', sent_at: null });
    expect(failed!.error).toMatch(/^MSG91 answered 5\d\d/);
    expect(await smsTo(who.phone)).toEqual([]);
    const [job] = (await db().query(
      `SELECT id FROM orders.outbox WHERE topic = $1 AND payload->>'orderId' = $2`,
      [QUEUES.notificationSend, id],
    )) as { id: string }[];
    const queue = createQueue(sys.orders.config, QUEUES.notificationSend);
    try {
      const state = await queue.getJob(job!.id);
      expect(await state!.getState()).toBe('failed');
      expect(state!.attemptsMade).toBe(4);
    } finally {
      await queue.close();
    }

    // The shop sends it again once MSG91 is back: once.
    await sys.sandbox.call('POST', '/sandbox/faults', { service: 'sms', mode: 'ok' });
    await db().transaction((manager) => queueNotification(manager, { orderId: id, kind: 'confirmed' }));
    await eventually(async () => expect(await smsTo(who.phone)).toHaveLength(1));
    await settled();
    const [sent] = await notificationsOf(id);
    expect(sent).toMatchObject({ sent_at: expect.any(Date), error: null, failed_at: null });
  });

  it('e-mails a processed refund once, naming the amount and the order', async () => {
    const who = await shopper();
    const { id, orderNumber } = await placeCod(who);
    // A cash-on-delivery refund the administrator paid by hand, as the refunds desk records it.
    const [refund] = (await db().query(
      `INSERT INTO orders.refunds (order_id, amount, method, reason, status, reference, actor, processed_at)
       VALUES ($1, '1498.50', 'manual', 'cancellation', 'processed', 'UTR20261125', 'admin', now())
       RETURNING id`,
      [id],
    )) as { id: string }[];
    for (let i = 0; i < 2; i += 1) {
      await db().transaction((manager) =>
        queueNotification(manager, { orderId: id, kind: 'refunded', refundId: refund!.id }),
      );
    }
    await settled();
    const refundMails = (await sys.sandbox.mail(who.email)).filter((mail) => /refund/.test(mail.subject));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.subject).toBe(
      `Your Festival Gifts order ${orderNumber}: refund of ₹1,498.50 processed`,
    );
    expect(refundMails[0]!.text).toContain('(payment reference UTR20261125)');
    const rows = (await notificationsOf(id)).filter((row) => row.kind === 'refunded');
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'email', ref: refund!.id, sent_at: expect.any(Date) }),
    ]);
  });

  it('refuses a tracking webhook with a bad token or body (4xx) and stores nothing', async () => {
    const who = await shopper();
    const { id, awb } = await placeCod(who);
    const good = { awb, current_status: 'IN TRANSIT', current_timestamp: '25 11 2026 10:00:00' };
    const post = (body: unknown, token?: string) => {
      const req = sys.http().post('/api/webhooks/shiprocket');
      return (token ? req.set('x-api-key', token) : req).send(body as object);
    };
    await post(good).expect(401);
    await post(good, 'wrong-token-123').expect(401);
    expect((await post({ awb }, TOKEN).expect(400)).body.message).toMatch(/^current_status: /);
    expect(
      (await post({ ...good, current_status: 'x'.repeat(101) }, TOKEN).expect(400)).body.message,
    ).toMatch(/^current_status: /);
    await post({ ...good, scans: 'not a list' }, TOKEN).expect(400);

    expect(await trackingEventsOf(id)).toEqual([]);
    const [{ count }] = (await db().query(
      `SELECT count(*)::int AS count FROM orders.webhook_events WHERE provider = 'shiprocket' AND event_id LIKE $1`,
      [`${awb}:%`],
    )) as [{ count: number }];
    expect(count).toBe(0);
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      status: 'confirmed',
      shipmentStatus: null,
    });
    // A report for a shipment we do not have is acknowledged and kept nowhere.
    expect((await post({ ...good, awb: 'NO-SUCH-AWB' }, TOKEN).expect(200)).body).toEqual({
      status: 'ignored',
    });
  });
});
