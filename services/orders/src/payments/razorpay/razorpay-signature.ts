import { createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest();

/** Constant-time comparison of a hex signature with the expected digest (any length, any garbage). */
function matches(expected: Buffer, givenHex: string | undefined): boolean {
  if (typeof givenHex !== 'string' || !/^[a-f0-9]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(expected, Buffer.from(givenHex, 'hex'));
}

/**
 * Razorpay's payment signature: HMAC_SHA256(key_secret, order_id + "|" + payment_id), where the
 * order id is the one we stored when we created the Razorpay order, never one the browser sent.
 */
export function paymentSignatureValid(
  keySecret: string,
  storedOrderId: string,
  paymentId: string,
  signature: string | undefined,
): boolean {
  return matches(hmac(keySecret, `${storedOrderId}|${paymentId}`), signature);
}

/** Razorpay's webhook signature: HMAC_SHA256(webhook secret, the raw request body). */
export function webhookSignatureValid(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  return matches(hmac(webhookSecret, rawBody), signature);
}
