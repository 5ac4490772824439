import {
  hmacHex,
  razorpayId,
  type RazorpayStore,
  type SandboxRazorpayPayment,
  type SandboxRazorpayRefund,
} from './razorpay-store';
import { postWebhook } from './post-webhook';

export interface WebhookDelivery {
  eventId: string;
  status: number;
  body: string;
}

/**
 * Sends a Razorpay webhook as Razorpay does: the JSON event, `X-Razorpay-Signature` =
 * HMAC_SHA256(webhook secret, raw body) and the event id in `x-razorpay-event-id`. Passing an
 * earlier `eventId` replays that event (Razorpay redelivers until it gets a 2xx). Refund events
 * (`refund.processed`, `refund.failed`) carry the refund beside its payment.
 */
export async function sendRazorpayWebhook(
  store: RazorpayStore,
  input: {
    event: string;
    payment: SandboxRazorpayPayment;
    refund?: SandboxRazorpayRefund;
    url: string;
    secret: string;
    eventId?: string;
  },
): Promise<WebhookDelivery> {
  const entry = store.orders.get(input.payment.order_id);
  const eventId = input.eventId ?? razorpayId('evt');
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Sandbox0000001',
    event: input.event,
    contains: input.refund ? ['refund', 'payment'] : ['payment', 'order'],
    payload: {
      ...(input.refund ? { refund: { entity: input.refund } } : {}),
      payment: { entity: input.payment },
      ...(entry && !input.refund ? { order: { entity: entry.order } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const response = await postWebhook(input.url, {
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': hmacHex(input.secret, body),
    },
    body,
  });
  return { eventId, status: response.status, body: await response.text() };
}
