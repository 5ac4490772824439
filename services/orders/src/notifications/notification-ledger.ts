import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationKind } from '@festive/contracts';
import { DataSource } from 'typeorm';
import { BatchedWhileSending, preparedQuery } from '@festive/server-kit';
import type { NotificationChannel } from './notification.entity';

export interface NotificationKey {
  orderId: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  /** The refund's id for `refunded`, '' otherwise. */
  ref: string;
}

/** Another attempt is sending the same message right now: try again later, it will be sent or free. */
export class MessageBeingSentError extends Error {}

const WHERE = `order_id = $1 AND kind = $2 AND channel = $3 AND ref = $4`;
const params = (key: NotificationKey) => [key.orderId, key.kind, key.channel, key.ref];

/**
 * The statement that claims a message's row for $5 ms (making the row if need be) and returns its
 * id, or nothing when the message is sent already or claimed by another attempt. Its parameters
 * are the key's ($1–$4) and the claim's length ($5); `from` may make the claim depend on a row of
 * a larger statement (a `FROM ... WHERE ...` clause).
 */
export function claimMessageSql(from = ''): string {
  return `INSERT INTO orders.notifications (order_id, kind, channel, ref, sending_until)
     SELECT $1::uuid, $2::text, $3::text, $4::text, now() + make_interval(secs => $5::double precision / 1000) ${from}
     ON CONFLICT (order_id, kind, channel, ref) DO UPDATE SET sending_until = EXCLUDED.sending_until
     WHERE notifications.sent_at IS NULL
       AND (notifications.sending_until IS NULL OR notifications.sending_until < now())
     RETURNING id`;
}

/** The parameters of `claimMessageSql`. */
export const claimParams = (key: NotificationKey, claimMs: number) => [...params(key), claimMs];

/** A message the provider took, to be stamped sent: its row and the provider's id for it. */
interface SentStamp {
  id: string;
  providerMessageId: string | null;
}

/** The most messages one statement stamps sent. */
const STAMPS_PER_STATEMENT = 100;

/**
 * orders.notifications as the record that makes each message once. `sendOnce` claims the
 * message's row for `claimMs` (one statement that also makes the row), sends, and stamps it
 * sent. A second attempt at the same message (a redelivered job, or a second job for it) finds it
 * sent and sends nothing, or finds it claimed and is told to try again later. No transaction and
 * no connection is held while the provider answers. Only a crash between the provider's answer
 * and the stamp could send a message twice: the claim then runs out and a retry sends it again.
 */
@Injectable()
export class NotificationLedger {
  /**
   * The messages sent while a stamp is under way are stamped together after it: at a peak the
   * worker's confirmations share statements. An attempt still waits for its own stamp.
   */
  private readonly sentStamps = new BatchedWhileSending<SentStamp>(
    (stamps) => this.stampSent(stamps),
    STAMPS_PER_STATEMENT,
  );

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async sendOnce(
    key: NotificationKey,
    claimMs: number,
    send: () => Promise<string | null>,
  ): Promise<'sent' | 'already sent'> {
    const {
      rows: [claim],
    } = await preparedQuery<{ id: string }>(
      this.dataSource.manager,
      claimMessageSql(),
      claimParams(key, claimMs),
    );
    return this.sendClaimed(key, claim?.id ?? null, send);
  }

  /**
   * The rest of `sendOnce` after its claim, made by the caller (`claimMessageSql`) in a statement
   * of its own: `claimId` null when the claim was refused.
   */
  async sendClaimed(
    key: NotificationKey,
    claimId: string | null,
    send: () => Promise<string | null>,
  ): Promise<'sent' | 'already sent'> {
    const manager = this.dataSource.manager;
    if (!claimId) {
      const { rows } = await preparedQuery<{ sent_at: Date | null }>(
        manager,
        `SELECT sent_at FROM orders.notifications WHERE ${WHERE}`,
        params(key),
      );
      if (rows[0]?.sent_at) return 'already sent';
      throw new MessageBeingSentError(`the ${key.kind} ${key.channel} of order ${key.orderId} is being sent`);
    }
    let providerMessageId: string | null;
    try {
      providerMessageId = await send();
    } catch (error) {
      // Not sent: free the claim so the retry need not wait for it to run out.
      await preparedQuery(manager, `UPDATE orders.notifications SET sending_until = NULL WHERE id = $1`, [
        claimId,
      ]).catch(() => undefined);
      throw error;
    }
    await this.sentStamps.add({ id: claimId, providerMessageId });
    return 'sent';
  }

  /**
   * A message that will not be sent (every attempt failed, or nothing to tell any more): the row
   * says why, for the shop to see, and the reconciliation stops asking for it. A sent row stays sent.
   */
  async markUnsent(key: NotificationKey, reason: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO orders.notifications (order_id, kind, channel, ref, failed_at, error)
       VALUES ($1, $2, $3, $4, now(), $5)
       ON CONFLICT (order_id, kind, channel, ref)
       DO UPDATE SET failed_at = now(), error = EXCLUDED.error WHERE notifications.sent_at IS NULL`,
      [...params(key), reason.slice(0, 500)],
    );
  }

  private async stampSent(stamps: SentStamp[]): Promise<void> {
    await preparedQuery(
      this.dataSource.manager,
      `UPDATE orders.notifications AS n
       SET sent_at = now(), provider_message_id = s.provider_message_id, failed_at = NULL, error = NULL,
         sending_until = NULL
       FROM unnest($1::uuid[], $2::text[]) AS s(id, provider_message_id)
       WHERE n.id = s.id`,
      [stamps.map((stamp) => stamp.id), stamps.map((stamp) => stamp.providerMessageId)],
    );
  }
}
