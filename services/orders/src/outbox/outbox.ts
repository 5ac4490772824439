import { QUEUES } from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '@festive/server-kit';
import { MAX_IDS_PER_WAKE, OUTBOX_CHANNEL } from './outbox-wake';

/** Queues the outbox relay feeds; a row with another topic is left for whoever owns it. */
export const RELAYED_TOPICS = [
  QUEUES.shippingSubmit,
  QUEUES.invoiceEmail,
  QUEUES.refundRazorpay,
  QUEUES.notificationSend,
] as const;
export type RelayedTopic = (typeof RELAYED_TOPICS)[number];

export interface OutboxMessage {
  topic: string;
  /** The job's data, stored as JSON. */
  payload: object;
}

/**
 * Writes jobs in the caller's transaction (a transactional outbox: the jobs exist exactly when
 * the change that owes them does) and wakes the relay when that transaction commits. Every
 * writer goes through here, so no job waits for the relay's next poll.
 */
export async function writeOutbox(manager: EntityManager, messages: OutboxMessage[]): Promise<void> {
  // The rows and the wake in one statement (pg_notify is NOTIFY's function form). The wake names
  // the rows, so the relay fetches them by key instead of searching for unpublished rows.
  await preparedQuery(
    manager,
    `WITH written AS (
       INSERT INTO orders.outbox (topic, payload) SELECT * FROM unnest($1::text[], $2::jsonb[])
       RETURNING id
     )
     SELECT pg_notify($3, CASE WHEN count(*) <= $4 THEN string_agg(id::text, ',') ELSE '' END)
     FROM written`,
    [
      messages.map((message) => message.topic),
      messages.map((message) => JSON.stringify(message.payload)),
      OUTBOX_CHANNEL,
      MAX_IDS_PER_WAKE,
    ],
  );
}

/** The jobs every confirmed order owes (other topics carry more than an order id). */
const CONFIRMED_ORDER_TOPICS = [QUEUES.shippingSubmit, QUEUES.invoiceEmail] as const;

/**
 * The jobs an order needs once it is confirmed (COD at once, Prepaid when paid): hand it to
 * Shiprocket and e-mail the tax invoice.
 */
export function queueConfirmedOrderJobs(
  manager: EntityManager,
  orderId: string,
  requestId: string | undefined,
): Promise<void> {
  const payload = requestId ? { orderId, requestId } : { orderId };
  return writeOutbox(
    manager,
    CONFIRMED_ORDER_TOPICS.map((topic) => ({ topic, payload })),
  );
}
