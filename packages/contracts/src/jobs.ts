import { z } from 'zod/mini';

/** Payloads of the BullMQ jobs; the job id is the outbox row id so a relay retry never doubles a job. */

/**
 * Set only when the transaction that wrote a job's outbox row enqueues it at its own commit
 * (never by the relay's poll, the reconciliation or an older release): no earlier job for that
 * row can have run, so on the job's first start a worker may skip what only a repeat needs.
 */
export const FROM_COMMIT = 'fromCommit';

export const shippingSubmitJobSchema = z.object({
  orderId: z.uuid(),
  requestId: z.optional(z.string()),
  [FROM_COMMIT]: z.optional(z.boolean()),
});
export type ShippingSubmitJob = z.infer<typeof shippingSubmitJobSchema>;

export const invoiceEmailJobSchema = z.object({
  orderId: z.uuid(),
  requestId: z.optional(z.string()),
  /** The administrator asked for the invoice again: sent even though it was sent before. */
  resend: z.optional(z.boolean()),
});
export type InvoiceEmailJob = z.infer<typeof invoiceEmailJobSchema>;

/** Asks Razorpay to refund one recorded refund (orders.refunds row). */
export const refundRazorpayJobSchema = z.object({
  orderId: z.uuid(),
  refundId: z.uuid(),
  requestId: z.optional(z.string()),
});
export type RefundRazorpayJob = z.infer<typeof refundRazorpayJobSchema>;

export const supportEscalationJobSchema = z.object({
  sessionId: z.uuid(),
  requestId: z.optional(z.string()),
});
export type SupportEscalationJob = z.infer<typeof supportEscalationJobSchema>;

/** What an order's customer is told, each once (recorded in orders.notifications). */
export const NOTIFICATION_KINDS = ['confirmed', 'shipped', 'delivered', 'refunded'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `notification.send`: tell the customer one thing about an order; `refundId` names the refund told of. */
export const notificationJobSchema = z.object({
  orderId: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  refundId: z.optional(z.uuid()),
  requestId: z.optional(z.string()),
});
export type NotificationJob = z.infer<typeof notificationJobSchema>;
