import { z } from 'zod/mini';
import { orderNumberString } from './order-number.js';
import { money, moneyString, nullableText, text, timestamp } from './primitives.js';

/*
 * Money going back to a shopper, and the shop's decision on a return request. A Prepaid order is
 * refunded through Razorpay's Refunds API (its webhook settles the refund); cash on delivery is
 * refunded by the administrator to the UPI id or bank account the shopper gave, and recorded here.
 */

/** orders.refunds.status: pending until Razorpay (or the administrator) settles it. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** How the money goes back: Razorpay to the card/UPI/bank the shopper paid with, or by hand (COD). */
export const REFUND_METHODS = ['razorpay', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Why a refund was made: an order cancelled after payment, an approved return, a payment after a cancel. */
export const REFUND_REASONS = ['cancellation', 'return', 'late-payment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund initiated',
  processed: 'Refunded',
  failed: 'Refund failed',
};

export const refundStatusLabel = (status: string): string =>
  (Object.prototype.hasOwnProperty.call(REFUND_STATUS_LABELS, status)
    ? REFUND_STATUS_LABELS[status as RefundStatus]
    : undefined) ?? status;

/** A refund as the shopper (My Orders) and the administrator (the order drawer) read it. */
export const refundSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: orderNumberString(),
  returnRequestId: z.nullable(z.uuid()),
  amount: moneyString(),
  method: z.enum(REFUND_METHODS),
  reason: z.enum(REFUND_REASONS),
  status: refundStatusSchema,
  /** Razorpay's refund id (rfnd_…); null for a refund paid by hand. */
  razorpayRefundId: nullableText(),
  /** The administrator's payment reference (UPI/NEFT UTR) for a refund paid by hand. */
  reference: nullableText(),
  createdAt: timestamp(),
  processedAt: z.nullable(timestamp()),
});
export type Refund = z.infer<typeof refundSchema>;

/** POST /api/admin/returns/{id}/approve: the amount to refund, at most what was paid for the order. */
export const approveReturnSchema = z.object({
  refundAmount: money('refundAmount'),
});
export type ApproveReturnRequest = z.input<typeof approveReturnSchema>;
export type ParsedApproveReturn = z.output<typeof approveReturnSchema>;

/** POST /api/admin/returns/{id}/reject: why, in words the shopper reads. */
export const rejectReturnSchema = z.object({
  reason: text(500, 'multi-line'),
});
export type RejectReturnRequest = z.input<typeof rejectReturnSchema>;

/** POST /api/admin/refunds/{id}/paid: a refund paid by hand, with the payment's reference. */
export const markRefundPaidSchema = z.object({
  reference: text(100),
});
export type MarkRefundPaidRequest = z.input<typeof markRefundPaidSchema>;

/** The 4xx answers of deciding returns and refunding, with nothing changed. */
export const REFUND_REFUSALS = {
  aboveDue: 'refundAmount must not be more than what was paid for the order, less earlier refunds',
  zero: 'refundAmount must be more than zero',
  alreadyDecided: 'This return request has already been decided',
  notManual: 'Only a refund paid by hand can be marked as paid',
  alreadySettled: 'This refund has already been settled',
  notFailed: 'Only a failed refund can be refunded again',
  nothingLeft: 'Nothing is left to refund for this order',
} as const;

/** The message a shopper reads for a cash-on-delivery return: where the refund should go. */
export const REFUND_TO_REQUIRED =
  'refundTo is required for cash on delivery orders (a UPI id or bank account)';
