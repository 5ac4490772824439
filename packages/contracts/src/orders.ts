import { z } from 'zod/mini';
import { refundSchema } from './refunds.js';
import { LIMITS, PAYMENT_METHODS } from './constants.js';
import { PAYMENT_METHOD_MESSAGE } from './messages.js';
import { cityName, emailAddress, personName, pincode, stateName, streetAddress } from './identity.js';
import { orderNumberString } from './order-number.js';
import { phoneNumber } from './phone-field.js';
import {
  flag,
  money,
  moneyString,
  nullableText,
  optionalText,
  plainString,
  timestamp,
} from './primitives.js';
import { shiprocketScansSchema, shipmentTimelineSchema } from './tracking.js';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, PAYMENT_METHOD_MESSAGE);

/* ---------- Order and order item ---------- */

export const orderSchema = z.object({
  id: z.uuid(),
  /** The number people see and say (FG-100040); `id` stays the key in URLs and calls. */
  orderNumber: orderNumberString(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  customerAddress: z.string(),
  customerCity: z.string(),
  customerState: z.string(),
  customerPincode: z.string(),
  total: moneyString(),
  paymentMethod: paymentMethodSchema,
  paymentId: nullableText(),
  status: z.string(),
  shiprocketOrderId: nullableText(),
  shipmentId: nullableText(),
  awbCode: nullableText(),
  courierName: nullableText(),
  trackingUrl: nullableText(),
  shipmentStatus: nullableText(),
  invoiceSent: flag(),
  createdAt: timestamp(),
  /** pending or paid for Prepaid (failed while a payment attempt failed); cod for cash on delivery. */
  paymentStatus: z.string(),
  /** Hand-off to Shiprocket: pending, submitted, or failed once every retry is spent (then `shippingError`). */
  shippingStatus: z.string(),
  shippingError: nullableText(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderItemSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  productSku: nullableText(),
  productImage: z.string(),
  quantity: z.int(),
  price: moneyString(),
  subtotal: moneyString(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** GET /api/orders/all (admin) */
export const adminOrdersResponseSchema = z.array(orderSchema);

/** One line of the order payload: the storefront cart item. */
export const orderLineSchema = z.object({
  id: z.uuid(),
  name: plainString().check(z.maxLength(LIMITS.nameMax)),
  price: money('items.price'),
  image: z.optional(plainString().check(z.maxLength(1000))),
  quantity: z.int().check(z.minimum(1), z.maximum(100)),
});

/** POST /api/shiprocket/orders */
export const placeOrderSchema = z.object({
  customerName: personName(),
  customerEmail: emailAddress(),
  customerPhone: phoneNumber(),
  customerAddress: streetAddress(),
  customerCity: cityName(),
  customerState: stateName(),
  customerPincode: pincode(),
  total: money('total'),
  paymentMethod: paymentMethodSchema,
  items: z.array(orderLineSchema).check(z.minLength(1, 'items must not be empty'), z.maxLength(50)),
});
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;
export const placeOrderResponseSchema = z.object({
  id: z.uuid(),
  orderNumber: orderNumberString(),
  /** Shiprocket's own id of the order: null when just placed (a job hands it over). */
  shiprocketOrderId: z.nullable(z.string()),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** 409 answer when the client's total or a price differs from the server's. */
export const priceMismatchSchema = z.object({
  message: z.string(),
  total: moneyString(),
  items: z.array(z.object({ id: z.uuid(), price: moneyString() })),
});

/* ---------- Return request ---------- */

export const RETURN_REASONS = [
  'Damaged or defective',
  'Wrong item received',
  'Not as described',
  'Arrived too late',
  'Changed my mind',
] as const;

export const returnRequestSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  /** The returned order's number (FG-100040). */
  orderNumber: orderNumberString(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  reason: z.string(),
  description: nullableText(),
  status: z.string(),
  refundAmount: z.nullable(moneyString()),
  /** A cash-on-delivery order's refund destination (UPI id or bank account), as the shopper gave it. */
  refundTo: nullableText(),
  /** The shop's reason for rejecting the request, in words the shopper reads. */
  decisionReason: nullableText(),
  decidedAt: z.nullable(timestamp()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
export const returnRequestsResponseSchema = z.array(returnRequestSchema);

export const createReturnSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  description: optionalText(1000, 'multi-line'),
  /** Required for a cash-on-delivery order: where the refund is paid (UPI id or bank account). */
  refundTo: optionalText(200),
});
export type CreateReturnRequest = z.input<typeof createReturnSchema>;
export type ParsedCreateReturn = z.output<typeof createReturnSchema>;

/** POST /api/orders/{id}/cancel: the customer's optional reason. */
export const cancelOrderSchema = z.object({
  reason: optionalText(500, 'multi-line'),
});
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;
export type ParsedCancelOrder = z.output<typeof cancelOrderSchema>;

/** POST /api/orders/{id}/cancel answers 409 with one of these, and nothing was changed. */
export const CANCEL_REFUSALS = {
  shipped: 'This order has already shipped and can no longer be cancelled',
} as const;

/** The answer to a cancel (also to a repeated one): the order and its status, now cancelled. */
export const cancelledOrderSchema = z.object({
  id: z.string(),
  orderNumber: orderNumberString(),
  status: z.literal('cancelled'),
});
export type CancelledOrder = z.infer<typeof cancelledOrderSchema>;

/** Default return window in days (RETURN_WINDOW_DAYS overrides it on the orders service). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/** POST /api/orders/{id}/returns answers 409 with one of these. */
export const RETURN_REFUSALS = {
  alreadyOpen: 'A return request is already open for this order',
  notDelivered: 'A return can be requested once the order has been delivered',
  cancelled: 'Cancelled orders cannot be returned',
  windowClosed: 'The return window for this order has closed',
} as const;

/** A return request is open (blocks a second one) while its status is one of these. */
export const OPEN_RETURN_STATUSES = ['pending', 'approved'] as const;

/** GET /api/orders/{id}/invoice answers 409 with one of these while an order has no invoice. */
export const INVOICE_REFUSALS = {
  unpaid: 'The invoice is issued once the payment is received',
  cancelled: 'Cancelled orders have no invoice',
} as const;

/**
 * Why an order has no GST invoice yet, or null when it has (or may be issued) one. A tax invoice
 * is numbered consecutively and never withdrawn, so none is issued for a prepaid order that is not
 * paid (it may never be) or for an order cancelled before its invoice was issued.
 */
export function invoiceRefusal(order: {
  paymentMethod: string;
  paymentStatus: string;
  status: string;
  invoiceNumber: string | null;
}): string | null {
  if (order.invoiceNumber) return null;
  if (order.status === 'cancelled') return INVOICE_REFUSALS.cancelled;
  if (order.paymentMethod === 'Prepaid' && order.paymentStatus !== 'paid') return INVOICE_REFUSALS.unpaid;
  return null;
}

/**
 * GET /api/orders (the customer's own, newest first). The server says whether a return can be
 * requested now (`returnableUntil` is the end of the window, null when returns are closed for good)
 * and carries the latest return request so the order can show its status.
 */
export const customerOrderSchema = z.extend(orderSchema, {
  items: z.array(orderItemSchema),
  /** The shipment's stages reached so far with their times, in stage order; [] from older services. */
  tracking: z._default(shipmentTimelineSchema, []),
  deliveredAt: z.nullable(timestamp()),
  returnable: z.boolean(),
  returnableUntil: z.nullable(timestamp()),
  returnRequest: z.nullable(returnRequestSchema),
  /** Whether the GST invoice can be downloaded now (contracts invoiceRefusal). */
  invoiceAvailable: z.boolean(),
  /** Money sent back for this order (cancellation, returns), oldest first. */
  refunds: z.array(refundSchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrdersResponseSchema = z.array(customerOrderSchema);

/**
 * GET /internal/customers/{userId}/orders?limit= on orders: the support assistant's order lookup
 * (newest first). Not routed by the gateway; behind the internal token.
 */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: orderNumberString(),
  createdAt: timestamp(),
  total: moneyString(),
  paymentMethod: paymentMethodSchema,
  paymentStatus: z.string(),
  status: z.string(),
  shipmentStatus: nullableText(),
  courierName: nullableText(),
  awbCode: nullableText(),
  trackingUrl: nullableText(),
  itemNames: z.array(z.string()),
  returnStatus: nullableText(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderSummariesResponseSchema = z.array(orderSummarySchema);
export const customerOrdersInternalPath = (userId: string): string =>
  `/internal/customers/${encodeURIComponent(userId)}/orders`;

/* ---------- Persisted cart ---------- */

export const putCartSchema = z.object({
  items: z
    .array(z.object({ productId: z.uuid(), quantity: z.int().check(z.minimum(1), z.maximum(100)) }))
    .check(z.maxLength(100)),
});

/* ---------- Shipping serviceability (pincode check at checkout) ---------- */

/**
 * GET /api/shipping/serviceability/{pincode}. `checked` is false when the provider did not answer
 * in time: checkout then goes on (deliverable and COD assumed) rather than blocking the shopper.
 */
export const serviceabilitySchema = z.object({
  pincode: z.string(),
  checked: z.boolean(),
  deliverable: z.boolean(),
  codAvailable: z.boolean(),
  estimatedDeliveryDate: z.nullable(z.string()),
  /**
   * Where the courier places the pincode, when it says: the checkout fills the city and state
   * from it (the shopper can still change them). The state is always one of the official 36.
   */
  city: z.optional(z.nullable(z.string())),
  state: z.optional(z.nullable(z.string())),
});
export type Serviceability = z.infer<typeof serviceabilitySchema>;

/* ---------- Placing an order: the retry key ---------- */

/** Header that makes POST /api/shiprocket/orders safe to retry: the same key never makes a second order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 8 to 200 visible ASCII characters';

/* ---------- Prepaid payment with Razorpay ---------- */

/** POST /api/payments/razorpay/order: start (or resume) paying for one of the shopper's Prepaid orders. */
export const createRazorpayOrderSchema = z.object({ orderId: z.uuid('orderId must be an order id') });
export type CreateRazorpayOrderRequest = z.infer<typeof createRazorpayOrderSchema>;

/**
 * How the page takes the shopper to Razorpay: `redirect` posts a form to a hosted checkout page
 * that comes back to `callbackUrl` (the sandbox's test page in development); `script` loads
 * Razorpay Checkout (checkout.js) from `scriptUrl` and opens it over the page.
 */
export const razorpayCheckoutSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('redirect'),
    url: z.string(),
    callbackUrl: z.string(),
    cancelUrl: z.string(),
  }),
  z.object({ kind: z.literal('script'), scriptUrl: z.string() }),
]);

export const razorpayOrderResponseSchema = z.object({
  orderId: z.uuid(),
  razorpayOrderId: z.string(),
  /** The public key id Razorpay Checkout is opened with (never the secret). */
  keyId: z.string(),
  /** Integer paise, as Razorpay counts. */
  amount: z.int(),
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  checkout: razorpayCheckoutSchema,
});
export type RazorpayOrderResponse = z.infer<typeof razorpayOrderResponseSchema>;

/**
 * What Razorpay hands back after a payment (Checkout's handler, or the form it posts to the
 * callback URL), in Razorpay's own field names. POST /api/payments/razorpay/verify takes it as JSON.
 */
export const razorpayPaymentResultSchema = z.object({
  razorpay_order_id: plainString().check(z.regex(/^order_[A-Za-z0-9]{6,40}$/, 'must be a Razorpay order id')),
  razorpay_payment_id: plainString().check(
    z.regex(/^pay_[A-Za-z0-9]{6,40}$/, 'must be a Razorpay payment id'),
  ),
  razorpay_signature: plainString().check(z.regex(/^[a-f0-9]{64}$/, 'must be a hex HMAC-SHA256 signature')),
});
export type RazorpayPaymentResult = z.infer<typeof razorpayPaymentResultSchema>;

export const verifyPaymentResponseSchema = z.object({
  orderId: z.uuid(),
  orderNumber: orderNumberString(),
  paymentId: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/**
 * The part of a Razorpay webhook body the shop reads (payment.captured, payment.failed, order.paid,
 * refund.processed, refund.failed).
 */
export const razorpayWebhookSchema = z.object({
  event: plainString().check(z.minLength(1), z.maxLength(100)),
  payload: z.object({
    refund: z.optional(
      z.object({
        entity: z.object({
          id: plainString().check(z.maxLength(100)),
          payment_id: plainString().check(z.maxLength(100)),
          amount: z.int(),
          status: z.optional(plainString().check(z.maxLength(50))),
          notes: z.optional(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
        }),
      }),
    ),
    payment: z.optional(
      z.object({
        entity: z.object({
          id: plainString().check(z.maxLength(100)),
          order_id: z.nullable(z.optional(plainString().check(z.maxLength(100)))),
          amount: z.optional(z.int()),
          status: z.optional(plainString()),
        }),
      }),
    ),
  }),
});
export type RazorpayWebhook = z.infer<typeof razorpayWebhookSchema>;

/* ---------- Shiprocket tracking webhook ---------- */

/** The part of Shiprocket's tracking webhook the shop reads; the token arrives in `x-api-key`. */
export const shiprocketTrackingWebhookSchema = z.object({
  awb: z.pipe(
    z.union([plainString(), z.number()]),
    z.transform((value: string | number) => String(value)),
  ),
  current_status: plainString().check(z.minLength(1), z.maxLength(100)),
  order_id: z.optional(z.nullable(plainString().check(z.maxLength(100)))),
  current_timestamp: z.optional(z.nullable(plainString().check(z.maxLength(50)))),
  scans: shiprocketScansSchema,
});
export type ShiprocketTrackingWebhook = z.infer<typeof shiprocketTrackingWebhookSchema>;

/** Webhooks answer 200 with what they did, so a provider's dashboard shows it. */
export const webhookAckSchema = z.object({
  status: z.enum(['applied', 'ignored', 'duplicate']),
});
export type WebhookAck = z.infer<typeof webhookAckSchema>;
