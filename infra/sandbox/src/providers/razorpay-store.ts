import { createHmac, randomBytes } from 'node:crypto';

export interface SandboxRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface SandboxRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  /** Paise refunded so far; `refund_status` says whether that is part or all of it. */
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  method: string;
  email: string | null;
  contact: string | null;
  created_at: number;
}

export interface SandboxRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  /** Razorpay answers a new refund `pending`; it settles to `processed` (or `failed`) later. */
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal' | 'optimum';
  speed_processed: 'normal' | 'instant' | null;
  created_at: number;
}

/** Why Razorpay would refuse a refund, in its own words. */
export type RefundRefusal = { error: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids: a prefix and 14 base62 characters (order_Nk3..., pay_Nk3...). */
export function razorpayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** HMAC-SHA256 hex, as Razorpay signs payments (`order_id|payment_id`) and webhooks (raw body). */
export const hmacHex = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message).digest('hex');

/**
 * The Razorpay stand-in's memory. Each order keeps the key secret it was created with (from the
 * API's basic auth), so the test checkout page signs with exactly the merchant's test secret.
 */
export class RazorpayStore {
  readonly orders = new Map<string, { order: SandboxRazorpayOrder; keyId: string; keySecret: string }>();
  readonly payments: SandboxRazorpayPayment[] = [];
  readonly refunds: SandboxRazorpayRefund[] = [];

  createOrder(
    input: { amount: number; currency: string; receipt: string | null; notes: Record<string, string> },
    keyId: string,
    keySecret: string,
  ): SandboxRazorpayOrder {
    const order: SandboxRazorpayOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.orders.set(order.id, { order, keyId, keySecret });
    return order;
  }

  /** A payment attempt on the test page; a captured one pays the order. */
  pay(orderId: string, outcome: 'captured' | 'failed'): SandboxRazorpayPayment | undefined {
    const entry = this.orders.get(orderId);
    if (!entry) return undefined;
    const { order } = entry;
    order.attempts += 1;
    const payment: SandboxRazorpayPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      amount_refunded: 0,
      refund_status: null,
      method: 'upi',
      email: order.notes.email ?? null,
      contact: order.notes.contact ?? null,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.payments.push(payment);
    if (outcome === 'captured') {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    } else if (order.status === 'created') {
      order.status = 'attempted';
    }
    return payment;
  }

  /**
   * A refund of `amount` paise (all that is left when absent) of a captured payment, as the
   * Refunds API checks it: at least ₹1, never more than what is still unrefunded. A failed refund
   * gives its amount back to what may be refunded.
   */
  refund(
    paymentId: string,
    input: {
      amount?: number;
      notes: Record<string, string>;
      receipt: string | null;
      speed: 'normal' | 'optimum';
    },
  ): SandboxRazorpayRefund | RefundRefusal | undefined {
    const payment = this.payments.find((p) => p.id === paymentId);
    if (!payment) return undefined;
    if (payment.status === 'failed') return { error: 'The payment should be captured before refund' };
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) return { error: 'The payment has been fully refunded already' };
    const amount = input.amount ?? left;
    if (!Number.isInteger(amount) || amount < 100) return { error: 'The amount must be atleast INR 1.00' };
    if (amount > left)
      return { error: 'The refund amount provided is greater than amount captured and not refunded' };
    const refund: SandboxRazorpayRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: input.notes,
      receipt: input.receipt,
      status: 'pending',
      speed_requested: input.speed,
      speed_processed: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.refunds.push(refund);
    this.countRefunded(payment, amount);
    return refund;
  }

  /** Settles a pending refund; a failed one no longer counts against the payment. */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): SandboxRazorpayRefund | undefined {
    const refund = this.refunds.find((r) => r.id === refundId);
    if (!refund || refund.status !== 'pending') return refund;
    refund.status = outcome;
    refund.speed_processed = outcome === 'processed' ? 'normal' : null;
    const payment = this.payments.find((p) => p.id === refund.payment_id);
    if (payment && outcome === 'failed') this.countRefunded(payment, -refund.amount);
    return refund;
  }

  private countRefunded(payment: SandboxRazorpayPayment, amount: number): void {
    payment.amount_refunded += amount;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  /** The signature Checkout hands back: HMAC_SHA256(key_secret, order_id|payment_id). */
  signature(orderId: string, paymentId: string): string | undefined {
    const entry = this.orders.get(orderId);
    return entry ? hmacHex(entry.keySecret, `${orderId}|${paymentId}`) : undefined;
  }

  reset(): void {
    this.orders.clear();
    this.payments.length = 0;
    this.refunds.length = 0;
  }
}
