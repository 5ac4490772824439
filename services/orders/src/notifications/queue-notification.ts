import { type NotificationJob, type NotificationKind, QUEUES } from '@festive/contracts';
import { currentRequestId } from '@festive/server-kit';
import type { EntityManager } from 'typeorm';
import { type OutboxMessage, writeOutbox } from '../outbox/outbox';

export interface NotificationRequest {
  orderId: string;
  kind: NotificationKind;
  /** The refund a `refunded` message is about. */
  refundId?: string;
}

/** The outbox message that becomes the `notification.send` job of a message to the customer. */
export function notificationMessage(request: NotificationRequest): OutboxMessage {
  if (request.kind === 'refunded' && !request.refundId)
    throw new Error('a refunded notification needs its refundId');
  const requestId = currentRequestId();
  const payload: NotificationJob = {
    orderId: request.orderId,
    kind: request.kind,
    ...(request.refundId ? { refundId: request.refundId } : {}),
    ...(requestId ? { requestId } : {}),
  };
  return { topic: QUEUES.notificationSend, payload };
}

/**
 * Queues a message to the order's customer in the caller's transaction (an outbox row that
 * becomes a `notification.send` job): the message exists exactly when the change it tells of
 * does. Queuing the same message twice still sends it once (orders.notifications).
 */
export async function queueNotification(manager: EntityManager, request: NotificationRequest): Promise<void> {
  await writeOutbox(manager, [notificationMessage(request)]);
}
