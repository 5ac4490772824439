import type { NotificationKind, OrderStatus } from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import type { TransitionResult } from '../lifecycle/order-lifecycle';
import { type OutboxMessage, writeOutbox } from '../outbox/outbox';
import { notificationMessage } from './queue-notification';

/** The order statuses the customer is told about when the order reaches them. */
const KIND_OF_STATUS: Partial<Record<OrderStatus, NotificationKind>> = {
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
};

/** The message a move of the order to `to` owes the customer, if any. */
export function statusMoveMessages(orderId: string, to: OrderStatus): OutboxMessage[] {
  const kind = KIND_OF_STATUS[to];
  return kind ? [notificationMessage({ orderId, kind })] : [];
}

/**
 * Called right after `OrderLifecycle.transition` of an order's status, in the same transaction:
 * queues the customer's message when the order really moved to a status worth telling (not when
 * it was there already, or the move was refused). Kept beside the callers rather than inside the
 * lifecycle writer, which stays about states alone (a move made together with the status, by
 * `transitionWithStatus`, is handed `statusMoveMessages` to write if the status moves).
 */
export async function notifyStatusMove(
  manager: EntityManager,
  orderId: string,
  to: OrderStatus,
  result: TransitionResult,
): Promise<void> {
  const messages = statusMoveMessages(orderId, to);
  if (messages.length > 0 && result.outcome === 'moved') await writeOutbox(manager, messages);
}
