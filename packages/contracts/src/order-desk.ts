import { z } from 'zod/mini';
import { orderItemSchema, orderSchema, paymentMethodSchema, returnRequestSchema } from './orders.js';
import {
  ORDER_STATUSES,
  orderTransitionSchema,
  PAYMENT_STATUSES,
  RETURN_STATUSES,
} from './order-lifecycle.js';
import { orderNumberString } from './order-number.js';
import { intLike, moneyString, nullableText, plainString, timestamp } from './primitives.js';
import { type RefundMethod, type RefundReason, refundSchema } from './refunds.js';

/*
 * The back office's order desk: the Orders and Returns tabs searched, filtered and paged on the
 * server, the drawer that shows everything about one order, and what the administrator can do
 * from it (resend the invoice, retry a failed shipment hand-off).
 *
 * What the search box (`q`) matches, decided by what was typed:
 * - an order number with its prefix ("FG-100040", "fg100040", "#FG-100040"): that order only;
 * - digits only, fewer than 10 ("100040"): the order of that number, or a courier AWB equal to it;
 *   numbers are matched whole, never in part (a part of a number would match thousands of orders);
 * - 10 or more digits, with or without +91, 0, spaces or dashes ("+91 98765 43210"): orders whose
 *   phone has the same last 10 digits (however the shopper typed it), or that AWB;
 * - anything else: customer names containing it, any case ("asha", "RAO"), or that AWB.
 * Returns are searched the same way, by the returned order's number, the phone and the name.
 */

/** Rows per page unless `pageSize` says otherwise, and the most one page may hold. */
export const ORDER_DESK_PAGE_SIZE = 20;
export const ORDER_DESK_PAGE_SIZE_MAX = 100;
/** The longest search text; longer is refused rather than cut. */
export const ORDER_DESK_QUERY_MAX = 100;

/** The days of `from` and `to` are shop days: midnight to midnight in India (IST). */
export const ORDER_DESK_TIME_ZONE = 'Asia/Kolkata';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as a date input gives it (2025-10-20); an impossible date (2025-02-30) is refused. */
const day = (field: string) =>
  plainString().check(
    z.regex(DAY_PATTERN, `${field} must be a date like 2025-10-20`),
    z.refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, `${field} must be a real calendar date`),
  );

const searchText = () =>
  plainString().check(
    z.maxLength(ORDER_DESK_QUERY_MAX, `q must be at most ${ORDER_DESK_QUERY_MAX} characters`),
  );

const pageNumber = () =>
  intLike().check(z.minimum(1, 'page must be 1 or more'), z.maximum(100_000, 'page must be at most 100000'));
const pageSize = () =>
  intLike().check(
    z.minimum(1, 'pageSize must be 1 or more'),
    z.maximum(ORDER_DESK_PAGE_SIZE_MAX, `pageSize must be at most ${ORDER_DESK_PAGE_SIZE_MAX}`),
  );

const oneOf = (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}`;

/** `to` may not come before `from` (both inclusive). */
const dayRangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const DAY_RANGE_MESSAGE = 'to must not be before from';

/** GET /api/admin/orders: every parameter optional; blank search means none. */
export const orderDeskQuerySchema = z
  .object({
    q: z.optional(searchText()),
    status: z.optional(z.enum(ORDER_STATUSES, oneOf('status', ORDER_STATUSES))),
    payment: z.optional(z.enum(PAYMENT_STATUSES, oneOf('payment', PAYMENT_STATUSES))),
    from: z.optional(day('from')),
    to: z.optional(day('to')),
    page: z.optional(pageNumber()),
    pageSize: z.optional(pageSize()),
  })
  .check(z.refine(dayRangeInOrder, { message: DAY_RANGE_MESSAGE, path: ['to'] }));
export type OrderDeskQuery = z.input<typeof orderDeskQuerySchema>;
export type ParsedOrderDeskQuery = z.output<typeof orderDeskQuerySchema>;

/** GET /api/admin/returns: the same search and days, filtered by the return's status. */
export const returnDeskQuerySchema = z
  .object({
    q: z.optional(searchText()),
    status: z.optional(z.enum(RETURN_STATUSES, oneOf('status', RETURN_STATUSES))),
    from: z.optional(day('from')),
    to: z.optional(day('to')),
    page: z.optional(pageNumber()),
    pageSize: z.optional(pageSize()),
  })
  .check(z.refine(dayRangeInOrder, { message: DAY_RANGE_MESSAGE, path: ['to'] }));
export type ReturnDeskQuery = z.input<typeof returnDeskQuerySchema>;
export type ParsedReturnDeskQuery = z.output<typeof returnDeskQuerySchema>;

const page = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Rows matching the search and filters, over every page. */
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  });

/** One page of orders, newest first. */
export const orderDeskPageSchema = page(orderSchema);
export type OrderDeskPage = z.infer<typeof orderDeskPageSchema>;

/** One page of return requests, newest first. */
export const returnDeskPageSchema = page(returnRequestSchema);
export type ReturnDeskPage = z.infer<typeof returnDeskPageSchema>;

/** One Razorpay payment attempt (orders.payments) of a Prepaid order. */
export const paymentAttemptSchema = z.object({
  id: z.uuid(),
  razorpayOrderId: z.string(),
  razorpayPaymentId: nullableText(),
  amount: moneyString(),
  /** contracts PAYMENT_ATTEMPT_STATUSES */
  status: z.string(),
  createdAt: timestamp(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** One courier report of the shipment, as it came (the courier's own status word kept for the shop). */
export const trackingEventSchema = z.object({
  status: z.string(),
  /** The timeline stage (contracts SHIPMENT_STAGES), or null for one outside it. */
  stage: nullableText(),
  location: nullableText(),
  activity: nullableText(),
  at: timestamp(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** GET /api/admin/orders/{id}: the order drawer. Labels are the contracts' words for each status. */
export const orderDeskDetailSchema = z.object({
  order: orderSchema,
  /** The one status people read for the order (contracts orderStatusLabelFor). */
  statusLabel: z.string(),
  items: z.array(orderItemSchema),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  address: z.object({ address: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
  payment: z.object({
    method: paymentMethodSchema,
    status: z.string(),
    statusLabel: z.string(),
    paymentId: nullableText(),
    attempts: z.array(paymentAttemptSchema),
  }),
  shipment: z.object({
    shippingStatus: z.string(),
    shippingStatusLabel: z.string(),
    shippingError: nullableText(),
    shiprocketOrderId: nullableText(),
    shipmentId: nullableText(),
    awbCode: nullableText(),
    courierName: nullableText(),
    trackingUrl: nullableText(),
    shipmentStatus: nullableText(),
    /** The courier's reports, oldest first. */
    events: z.array(trackingEventSchema),
  }),
  invoice: z.object({
    number: nullableText(),
    issuedAt: z.nullable(timestamp()),
    sent: z.boolean(),
    /** Why there is no invoice (contracts invoiceRefusal), or null when there is or may be one. */
    refusal: nullableText(),
  }),
  /** Every return request of the order, newest first, with the shop's decision. */
  returns: z.array(returnRequestSchema),
  /** Money sent back, oldest first. */
  refunds: z.array(refundSchema),
  /** The recorded status moves, oldest first. */
  transitions: z.array(orderTransitionSchema),
  /** What the drawer offers now (the server refuses the same moves with a 409 all the same). */
  actions: z.object({ cancel: z.boolean(), resendInvoice: z.boolean(), retryShipment: z.boolean() }),
});
export type OrderDeskDetail = z.infer<typeof orderDeskDetailSchema>;

/** POST /api/admin/orders/{id}/resend-invoice and …/retry-shipment: the job is queued (202). */
export const orderDeskQueuedSchema = z.object({
  orderId: z.uuid(),
  orderNumber: orderNumberString(),
  queued: z.literal(true),
});
export type OrderDeskQueued = z.infer<typeof orderDeskQueuedSchema>;

/** The 409 answers of the desk's actions, with nothing queued. */
export const ORDER_DESK_REFUSALS = {
  shipmentNotFailed: 'Only a failed shipment hand-off can be retried',
  shipmentCancelled: 'A cancelled order is not handed to the courier',
} as const;

/** Whether an order can still be cancelled: it has not shipped and is not cancelled already. */
export const isCancellable = (order: { status: string }): boolean =>
  order.status === 'pending' || order.status === 'confirmed';

/** Why a refund was made, in the drawer's words (contracts REFUND_REASONS). */
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  cancellation: 'Order cancelled',
  return: 'Return approved',
  'late-payment': 'Payment after cancel',
};

/** How a refund goes back, in the drawer's words (contracts REFUND_METHODS). */
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  razorpay: 'Through Razorpay',
  manual: 'Paid by hand',
};
