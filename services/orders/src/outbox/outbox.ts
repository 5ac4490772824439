import { QUEUES } from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import { OutboxMessageEntity } from './outbox-message.entity';
import { wakeOutboxRelay } from './outbox-wake';

/** Queues the outbox relay feeds; a row with another topic is left for whoever owns it. */
export const RELAYED_TOPICS = [
  QUEUES.shippingSubmit,
  QUEUES.invoiceEmail,
  QUEUES.refundRazorpay,
  QUEUES.notificationSend,
] as const;
export type RelayedTopic = (typeof RELAYED_TOPICS)[number];

/** The jobs every confirmed order owes (other topics carry more than an order id). */
const CONFIRMED_ORDER_TOPICS = [QUEUES.shippingSubmit, QUEUES.invoiceEmail] as const;

/**
 * The jobs an order needs once it is confirmed (COD at once, Prepaid when paid): hand it to
 * Shiprocket and e-mail the tax invoice. Written in the caller's transaction, so the jobs exist
 * exactly when the state change does (a transactional outbox), and the relay is woken when that
 * transaction commits.
 */
export async function queueConfirmedOrderJobs(
  manager: EntityManager,
  orderId: string,
  requestId: string | undefined,
): Promise<void> {
  const payload = requestId ? { orderId, requestId } : { orderId };
  await manager.insert(
    OutboxMessageEntity,
    CONFIRMED_ORDER_TOPICS.map((topic) => ({ topic, payload })),
  );
  await wakeOutboxRelay(manager);
}
