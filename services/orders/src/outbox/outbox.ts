import { QUEUES } from '@festive/contracts';
import type { EntityManager, QueryRunner } from 'typeorm';
import { preparedQuery } from '@festive/server-kit';

/** Queues the outbox feeds; a row with another topic is left for whoever owns it. */
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

/** A written outbox row: its id is the id of the job it becomes. */
export interface OutboxRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
}

/** Where a transaction's query runner keeps the rows it wrote until it commits. */
const WRITTEN = 'outbox.writtenRows';

/**
 * The statement that writes outbox rows from two array parameters (their topics, their payloads
 * as JSON) and returns them; also a part of a larger statement (placing an order, a booking that
 * confirms the order), where `when` may make the rows depend on what the rest of it did.
 */
export function insertOutboxRows(topics: string, payloads: string, when?: string): string {
  return `INSERT INTO orders.outbox (topic, payload) SELECT * FROM unnest(${topics}::text[], ${payloads}::jsonb[])${when ? ` WHERE ${when}` : ''}
     RETURNING id, topic, payload`;
}

/** The two array parameters of `insertOutboxRows`. */
export function outboxColumns(messages: OutboxMessage[]): [string[], string[]] {
  return [
    messages.map((message) => message.topic),
    messages.map((message) => JSON.stringify(message.payload)),
  ];
}

/**
 * Writes jobs in the caller's transaction (a transactional outbox: the jobs exist exactly when
 * the change that owes them does). The rows are held on the transaction until it ends: when it
 * commits, the process's OutboxPublisher enqueues them at once; when it rolls back, they are
 * forgotten with it. Rows written outside a transaction, or by a process without a publisher,
 * wait for the relay's poll.
 */
export async function writeOutbox(manager: EntityManager, messages: OutboxMessage[]): Promise<void> {
  const { rows } = await preparedQuery<OutboxRow>(manager, insertOutboxRows('$1', '$2'), [
    ...outboxColumns(messages),
  ]);
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return;
  const held = (runner.data[WRITTEN] as OutboxRow[] | undefined) ?? [];
  runner.data[WRITTEN] = [...held, ...rows];
}

/** The rows a transaction wrote, handed over once: to be published when it has committed. */
export function takeWrittenRows(runner: QueryRunner): OutboxRow[] {
  const rows = (runner.data[WRITTEN] as OutboxRow[] | undefined) ?? [];
  delete runner.data[WRITTEN];
  return rows;
}

/** The jobs every confirmed order owes (other topics carry more than an order id). */
const CONFIRMED_ORDER_TOPICS = [QUEUES.shippingSubmit, QUEUES.invoiceEmail] as const;

/**
 * The jobs an order needs once it is confirmed (COD at once, Prepaid when paid): hand it to
 * Shiprocket and e-mail the tax invoice.
 */
export function confirmedOrderJobs(orderId: string, requestId: string | undefined): OutboxMessage[] {
  const payload = requestId ? { orderId, requestId } : { orderId };
  return CONFIRMED_ORDER_TOPICS.map((topic) => ({ topic, payload }));
}

/** Writes a confirmed order's jobs (`confirmedOrderJobs`) in the caller's transaction. */
export function queueConfirmedOrderJobs(
  manager: EntityManager,
  orderId: string,
  requestId: string | undefined,
): Promise<void> {
  return writeOutbox(manager, confirmedOrderJobs(orderId, requestId));
}
