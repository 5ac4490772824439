import { NotFoundException } from '@nestjs/common';
import type { RazorpayWebhook, WebhookAck } from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import { RefundLedger } from './refund-ledger';
import { RefundEntity } from './refund.entity';

export const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);
export const UNKNOWN_REFUND = 'Unknown refund';

type RefundPayload = NonNullable<RazorpayWebhook['payload']['refund']>['entity'];

/**
 * Razorpay's word on one of our refunds, within the webhook's transaction. The refund is found by
 * Razorpay's id, or by our id in its notes when the webhook overtook the job that stores Razorpay's
 * id. A refund we never asked for is a 404 (Razorpay retries, and the event id stays unrecorded).
 */
export async function applyRefundEvent(
  manager: EntityManager,
  event: string,
  entity: RefundPayload,
): Promise<WebhookAck['status']> {
  const ourId = !Array.isArray(entity.notes) ? entity.notes?.refund_id : undefined;
  const refund =
    (await manager.findOneBy(RefundEntity, { razorpayRefundId: entity.id })) ??
    (typeof ourId === 'string' && /^[0-9a-f-]{36}$/i.test(ourId)
      ? await manager.findOneBy(RefundEntity, { id: ourId })
      : null);
  if (!refund || (refund.razorpayRefundId !== null && refund.razorpayRefundId !== entity.id))
    throw new NotFoundException(UNKNOWN_REFUND);
  if (refund.razorpayRefundId === null) {
    await manager.update(RefundEntity, { id: refund.id }, { razorpayRefundId: entity.id });
  }
  const settled = await RefundLedger.settle(
    manager,
    refund.id,
    event === 'refund.processed' ? 'processed' : 'failed',
    { actor: 'provider:razorpay', failureReason: 'Razorpay reported the refund failed' },
  );
  return settled ? 'applied' : 'ignored';
}
