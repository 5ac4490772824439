import type { NotificationKind } from '@festive/contracts';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '@festive/server-kit';
import type { NotificationChannel } from './notification.entity';

export interface NotificationKey {
  orderId: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  /** The refund's id for `refunded`, '' otherwise. */
  ref: string;
}

const WHERE = `order_id = $1 AND kind = $2 AND channel = $3 AND ref = $4`;
const params = (key: NotificationKey) => [key.orderId, key.kind, key.channel, key.ref];

/**
 * orders.notifications as the record that makes each message once. `sendOnce` holds the
 * message's row locked while it sends: a second delivery of the same job (or a second job for the
 * same message) waits, then finds it sent and sends nothing. The lock is held over the provider
 * call on purpose; it is one short call (SMS_TIMEOUT_MS, SMTP timeouts) per job. Only a crash
 * between the provider's answer and the commit could send a message twice.
 */
export const NotificationLedger = {
  async sendOnce(
    dataSource: DataSource,
    key: NotificationKey,
    send: () => Promise<string | null>,
  ): Promise<'sent' | 'already sent'> {
    return dataSource.transaction(async (manager) => {
      // Makes the message's row on the first try and locks it on every try: the no-op update of
      // an existing row takes its lock (waiting for a send under way) and returns it as it is now.
      const {
        rows: [row],
      } = await preparedQuery<{ sent_at: Date | null }>(
        manager,
        `INSERT INTO orders.notifications (order_id, kind, channel, ref) VALUES ($1, $2, $3, $4)
         ON CONFLICT (order_id, kind, channel, ref) DO UPDATE SET order_id = EXCLUDED.order_id
         RETURNING sent_at`,
        params(key),
      );
      if (row?.sent_at) return 'already sent';
      const providerMessageId = await send();
      await preparedQuery(
        manager,
        `UPDATE orders.notifications
         SET sent_at = now(), provider_message_id = $5, failed_at = NULL, error = NULL
         WHERE ${WHERE}`,
        [...params(key), providerMessageId],
      );
      return 'sent';
    });
  },

  /**
   * A message that will not be sent (every attempt failed, or nothing to tell any more): the row
   * says why, for the shop to see, and the reconciliation stops asking for it. A sent row stays sent.
   */
  async markUnsent(dataSource: DataSource, key: NotificationKey, reason: string): Promise<void> {
    await dataSource.query(
      `INSERT INTO orders.notifications (order_id, kind, channel, ref, failed_at, error)
       VALUES ($1, $2, $3, $4, now(), $5)
       ON CONFLICT (order_id, kind, channel, ref)
       DO UPDATE SET failed_at = now(), error = EXCLUDED.error WHERE notifications.sent_at IS NULL`,
      [...params(key), reason.slice(0, 500)],
    );
  },
};
