import { QUEUES } from '@festive/contracts';
import type { RelayedTopic } from '../outbox/outbox';

/** A job PostgreSQL says is still owed: the outbox row that made it, and its order. */
export interface OwedJob {
  /** The outbox row's id: the job's own id, so re-adding it is a no-op while Redis has it. */
  jobId: string;
  orderId: string;
  payload: Record<string, unknown>;
}

/**
 * For each queue, when an order still owes that queue's work, in SQL over `orders.orders` (alias
 * `ord`). Each mirrors what its job handler would still do, so a re-queued job always has work:
 * - `shipping.submit`: confirmed (COD, or Prepaid and paid), not cancelled, and neither handed to
 *   Shiprocket (`submitted`) nor given up on (`failed`, shown to the shop).
 * - `invoice.email`: not e-mailed yet, and the order has or may be issued a tax invoice (the
 *   contracts rule `invoiceRefusal`).
 * - `refund.razorpay`: the refund is still pending without Razorpay's id (never reached Razorpay).
 * - `notification.send`: the message is neither sent nor given up on.
 */
export const OWED_WHEN: Record<RelayedTopic, string> = {
  [QUEUES.shippingSubmit]: `ord.shipping_status = 'pending' AND ord.status <> 'cancelled'
    AND (ord.payment_method = 'COD' OR ord.payment_status = 'paid')`,
  [QUEUES.invoiceEmail]: `ord.invoice_sent = 0 AND (ord.invoice_number IS NOT NULL
    OR (ord.status <> 'cancelled' AND (ord.payment_method = 'COD' OR ord.payment_status = 'paid')))`,
  [QUEUES.refundRazorpay]: `EXISTS (SELECT 1 FROM orders.refunds r
    WHERE r.id = (o.payload->>'refundId')::uuid AND r.status = 'pending' AND r.razorpay_refund_id IS NULL)`,
  // Neither sent nor given up on (services/orders/src/notifications): a kind has one channel.
  [QUEUES.notificationSend]: `NOT EXISTS (SELECT 1 FROM orders.notifications n
    WHERE n.order_id = ord.id AND n.kind = o.payload->>'kind'
      AND n.ref = coalesce(o.payload->>'refundId', '')
      AND (n.sent_at IS NOT NULL OR n.failed_at IS NOT NULL))`,
};

/**
 * One page of owed work for `topic`: outbox rows handed to Redis more than `graceMinutes` ago
 * whose order still owes the work, after the row id `after` (keyset paging). Rows not yet
 * published are the relay's business, not this. The payload's ids are read as uuids so
 * each row finds its order by key: compared as text, the planner matched every row against every
 * order (minutes a pass at 85,000 orders, against about a second this way).
 */
export function owedJobsQuery(topic: RelayedTopic): string {
  return `SELECT o.id AS "jobId", ord.id AS "orderId", o.payload
    FROM orders.outbox o
    JOIN orders.orders ord ON ord.id = (o.payload->>'orderId')::uuid
    WHERE o.topic = $1
      AND o.published_at IS NOT NULL
      AND o.published_at <= now() - make_interval(mins => $2)
      AND o.id > $3
      AND ${OWED_WHEN[topic]}
    ORDER BY o.id
    LIMIT $4`;
}

/** At most this many done rows of a topic are deleted per pass, so a first pass over a long history stays short. */
export const PRUNE_BATCH = 5000;

/**
 * Deletes up to $3 rows of `topic` handed to Redis more than $2 days ago whose work is done: the
 * order no longer owes it (or is gone). A row whose work is still owed, or whose state cannot be
 * told (the condition is NULL), is kept. Without this the outbox grew by every job ever queued,
 * and each pass read all of it.
 */
export function doneRowsPruneQuery(topic: RelayedTopic): string {
  return `DELETE FROM orders.outbox WHERE id IN (
    SELECT o.id FROM orders.outbox o
    LEFT JOIN orders.orders ord ON ord.id = (o.payload->>'orderId')::uuid
    WHERE o.topic = $1
      AND o.published_at < now() - make_interval(days => $2)
      AND (ord.id IS NULL OR NOT (${OWED_WHEN[topic]}))
    LIMIT $3)`;
}
