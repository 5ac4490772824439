import { randomUUID } from 'node:crypto';
import { type CustomerOrder, shipmentStageLabel } from '@festive/contracts';
import { eventually } from '@festive/server-kit';
import { queueNotification } from '../src/notifications/queue-notification';
import { SendNotificationService } from '../src/notifications/send-notification.service';
import { customerMessages } from './support/customer-messages';

jest.setTimeout(120_000);

const TOKEN = 'dev-shiprocket-webhook-token';

/**
 * A shipment's journey and what the customer is told about it, with the real app, worker and
 * sandbox: Shiprocket's tracking reports become the My Orders timeline, and each change worth
 * telling reaches the customer (SMS through MSG91's Flow API, the refund by e-mail); that each
 * goes out only once, whatever happens on the way, is message-once.api-spec.ts.
 */
describe('shipment tracking and order notifications', () => {
  const { system, worker, db, orders, shopper, placeCod, smsTo, notificationsOf, settled } =
    customerMessages();
  const trackingEventsOf = (orderId: string) =>
    db().query(
      `SELECT awb, status, stage, location, activity FROM orders.tracking_events
       WHERE order_id = $1 ORDER BY received_at`,
      [orderId],
    ) as Promise<Record<string, string | null>[]>;
  /** Shiprocket reports a status through the sandbox, which posts its webhook to the app. */
  const track = async (awb: string, status: string) => {
    const res = await system().sandbox.call<{ status: number; body: string; sent: Record<string, unknown> }>(
      'POST',
      '/shiprocket/sandbox/track',
      { awb, status, url: `${system().ordersUrl}/api/webhooks/shiprocket` },
    );
    expect(res.status).toBe(200);
    return res.body;
  };
  const myOrder = async (cookie: string, id: string) => {
    const res = await system().http().get('/api/orders').set('Cookie', cookie).expect(200);
    return (res.body as CustomerOrder[]).find((order) => order.id === id)!;
  };

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
      const replay = await system()
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

  it("a cancelled order's update is not sent, and the message's row says why", async () => {
    const who = await shopper();
    const { id } = await placeCod(who);
    await eventually(async () => expect(await smsTo(who.phone)).toHaveLength(1));
    await settled();
    await db().query(`UPDATE orders.orders SET status = 'cancelled' WHERE id = $1`, [id]);
    const service = worker().app.get(SendNotificationService);
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
    const refundMails = (await system().sandbox.mail(who.email)).filter((mail) =>
      /refund/.test(mail.subject),
    );
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
      const req = system().http().post('/api/webhooks/shiprocket');
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
