import { formatOrderNumber, type Refund } from '@festive/contracts';
import type { RefundEntity } from './refund.entity';

/** A refund as My Orders and the order drawer read it (contracts refundSchema). */
export function toRefund(row: RefundEntity, orderNumber: number): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: formatOrderNumber(orderNumber),
    returnRequestId: row.returnRequestId,
    amount: row.amount,
    method: row.method,
    reason: row.reason,
    status: row.status,
    razorpayRefundId: row.razorpayRefundId,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}
