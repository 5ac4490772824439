import { z } from 'zod/mini';
import { plainString, timestamp } from './primitives.js';

/*
 * The order lifecycle's states: the only values the orders service stores in its status columns
 * (the database holds them with CHECK constraints), and the words people see for each.
 */

/** orders.status: pending → confirmed (handed to the courier) → shipped → delivered; or cancelled. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * orders.payment_status: cod from the start for cash on delivery; Prepaid pending → (failed →)
 * paid → refunded once refunds have given all of it back.
 */
export const PAYMENT_STATUSES = ['pending', 'failed', 'paid', 'refunded', 'cod'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** orders.shipping_status: the hand-off to Shiprocket, pending → submitted, or failed once retries are spent. */
export const SHIPPING_STATUSES = ['pending', 'submitted', 'failed'] as const;
export const shippingStatusSchema = z.enum(SHIPPING_STATUSES);
export type ShippingStatus = z.infer<typeof shippingStatusSchema>;

/** orders.payments.status: one Razorpay order (one checkout) created → captured, or failed. */
export const PAYMENT_ATTEMPT_STATUSES = ['created', 'failed', 'captured'] as const;
export const paymentAttemptStatusSchema = z.enum(PAYMENT_ATTEMPT_STATUSES);
export type PaymentAttemptStatus = z.infer<typeof paymentAttemptStatusSchema>;

/** orders.return_requests.status: pending until the shop settles it; pending and approved are open. */
export const RETURN_STATUSES = ['pending', 'approved', 'rejected', 'refunded'] as const;
export const returnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

/** What a customer or the shop reads for an order's status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  refunded: 'Refunded',
  cod: 'Cash on delivery',
};

export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, string> = {
  pending: 'Not yet booked',
  submitted: 'Shipment booked',
  failed: 'Booking failed',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  pending: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

const labelOf =
  (labels: Record<string, string>) =>
  (value: string): string =>
    (Object.prototype.hasOwnProperty.call(labels, value) ? labels[value] : undefined) ?? value;

/** The label of a status; a value this build does not know (a newer server) shows as it is. */
export const orderStatusLabel = labelOf(ORDER_STATUS_LABELS);
export const paymentStatusLabel = labelOf(PAYMENT_STATUS_LABELS);
export const shippingStatusLabel = labelOf(SHIPPING_STATUS_LABELS);
export const returnStatusLabel = labelOf(RETURN_STATUS_LABELS);

/**
 * The one status to show for an order: a Prepaid order not paid yet reads as its payment does
 * ('Awaiting payment', 'Payment failed') rather than 'Placed', which it is not until it is paid.
 */
export function orderStatusLabelFor(order: {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}): string {
  if (
    order.status === 'pending' &&
    order.paymentMethod === 'Prepaid' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
  ) {
    return paymentStatusLabel(order.paymentStatus);
  }
  return orderStatusLabel(order.status);
}

/** The order columns whose moves are recorded in orders.order_transitions. */
export const ORDER_LIFECYCLE_FIELDS = ['status', 'payment_status', 'shipping_status'] as const;
export type OrderLifecycleField = (typeof ORDER_LIFECYCLE_FIELDS)[number];

/** POST /api/orders/{id}/status (admin): move the order's own status by hand. */
export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  reason: z.optional(plainString('multi-line').check(z.trim(), z.minLength(1), z.maxLength(500))),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** GET /api/orders/{id}/transitions (admin): the order's recorded moves, oldest first. */
export const orderTransitionSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  field: z.enum(ORDER_LIFECYCLE_FIELDS),
  fromValue: z.string(),
  toValue: z.string(),
  actor: z.string(),
  reason: z.nullable(z.string()),
  createdAt: timestamp(),
});
export type OrderTransition = z.infer<typeof orderTransitionSchema>;
export const orderTransitionsResponseSchema = z.array(orderTransitionSchema);
