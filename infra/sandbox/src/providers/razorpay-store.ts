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
  status: 'captured' | 'failed';
  order_id: string;
  method: string;
  email: string | null;
  contact: string | null;
  created_at: number;
}

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

  /** The signature Checkout hands back: HMAC_SHA256(key_secret, order_id|payment_id). */
  signature(orderId: string, paymentId: string): string | undefined {
    const entry = this.orders.get(orderId);
    return entry ? hmacHex(entry.keySecret, `${orderId}|${paymentId}`) : undefined;
  }

  reset(): void {
    this.orders.clear();
    this.payments.length = 0;
  }
}
