import type { PlaceOrderRequest } from '@festive/contracts';

/**
 * The Idempotency-Key of a checkout attempt: a random value kept for the browser session, hashed
 * with the order's content. Placing the same order again (a double click, a retry after a lost
 * answer, coming back from a cancelled payment) reuses the key and gets the same order; a
 * changed cart or address is a new order.
 */
const ATTEMPT_KEY = 'checkoutAttempt';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function attemptSalt(): string {
  let salt = sessionStorage.getItem(ATTEMPT_KEY);
  if (!salt) {
    // getRandomValues works on plain-http pages too (randomUUID and subtle need a secure context).
    salt = hex(crypto.getRandomValues(new Uint8Array(16)));
    sessionStorage.setItem(ATTEMPT_KEY, salt);
  }
  return salt;
}

/** FNV-1a over the text, twice with different seeds: enough to tell two carts apart. */
function fallbackDigest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

async function digest(text: string): Promise<string> {
  if (!crypto.subtle) return fallbackDigest(text);
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))).slice(
    0,
    48,
  );
}

export async function idempotencyKeyFor(order: PlaceOrderRequest): Promise<string> {
  return `checkout-${await digest(`${attemptSalt()}\n${JSON.stringify(order)}`)}`;
}

/** A placed order ends the attempt: the next order of this session gets a fresh key. */
export function endCheckoutAttempt(): void {
  sessionStorage.removeItem(ATTEMPT_KEY);
}
