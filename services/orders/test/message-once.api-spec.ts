import { randomUUID } from 'node:crypto';
import { QUEUES } from '@festive/contracts';
import { createQueue, eventually } from '@festive/server-kit';
import { MessageBeingSentError, NotificationLedger } from '../src/notifications/notification-ledger';
import { queueNotification } from '../src/notifications/queue-notification';
import { SendNotificationService } from '../src/notifications/send-notification.service';
import { customerMessages } from './support/customer-messages';

jest.setTimeout(120_000);

/**
 * Each message to a customer goes out once (orders.notifications, the ledger): whatever the
 * queue delivers twice, two attempts at the same moment, an attempt that died holding its
 * message, many sent at once, or a provider that keeps refusing and then comes back.
 */
describe('a message to the customer, once', () => {
  const { system, worker, db, shopper, placeCod, smsTo, notificationsOf, settled } = customerMessages();

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
    const queue = createQueue(system().orders.config, QUEUES.notificationSend);
    try {
      const again = await queue.add(QUEUES.notificationSend, row!.payload, { jobId: randomUUID() });
      await eventually(async () => expect(await again.getState()).toBe('completed'));
    } finally {
      await queue.close();
    }
    await db().transaction((manager) => queueNotification(manager, { orderId: id, kind: 'confirmed' }));
    await settled();
    // And two workers on it at the same moment: each finds it sent, or one is told to try later.
    const service = worker().app.get(SendNotificationService);
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
    const ledger = worker().app.get(NotificationLedger);
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
    const ledger = worker().app.get(NotificationLedger);
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

  it('an SMS the provider keeps refusing is retried, then recorded as not sent; a later job still sends it once', async () => {
    await system().sandbox.call('POST', '/sandbox/faults', { service: 'sms', mode: 'fail' });
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
    const queue = createQueue(system().orders.config, QUEUES.notificationSend);
    try {
      const state = await queue.getJob(job!.id);
      expect(await state!.getState()).toBe('failed');
      expect(state!.attemptsMade).toBe(4);
    } finally {
      await queue.close();
    }

    // The shop sends it again once MSG91 is back: once.
    await system().sandbox.call('POST', '/sandbox/faults', { service: 'sms', mode: 'ok' });
    await db().transaction((manager) => queueNotification(manager, { orderId: id, kind: 'confirmed' }));
    await eventually(async () => expect(await smsTo(who.phone)).toHaveLength(1));
    await settled();
    const [sent] = await notificationsOf(id);
    expect(sent).toMatchObject({ sent_at: expect.any(Date), error: null, failed_at: null });
  });
});
