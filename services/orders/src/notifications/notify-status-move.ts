import type { NotificationKind, OrderStatus } from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import type { TransitionResult } from '../lifecycle/order-lifecycle';
import { queueNotification } from './queue-notification';

/** The order statuses the customer is told about when the order reaches them. */
const KIND_OF_STATUS: Partial<Record<OrderStatus, NotificationKind>> = {
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
};

/**
 * Called right after `OrderLifecycle.transition` of an order's status, in the same transaction:
 * queues the customer's message when the order really moved to a status worth telling (not when
 * it was there already, or the move was refused). Kept beside the callers rather than inside the
 * lifecycle writer, which stays about states alone.
 */
export async function notifyStatusMove(
  manager: EntityManager,
  orderId: string,
  to: OrderStatus,
  result: TransitionResult,
): Promise<void> {
  const kind = KIND_OF_STATUS[to];
  if (kind && result.outcome === 'moved') await queueNotification(manager, { orderId, kind });
}
