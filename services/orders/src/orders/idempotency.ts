import { createHash } from 'node:crypto';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Without a key, a repeat of the same cart from the same session within this window is the same order. */
const AUTO_KEY_WINDOW_MS = 10 * 60 * 1000;

export interface IdempotencyPlan {
  /** Stored in orders.idempotency_key (unique): scoped to the customer, so keys never collide across people. */
  key: string;
  /** The order's id, derived from the key: every retry reserves and writes under the same id. */
  orderId: string;
  /** Fingerprint of the request, to refuse a key reused for a different order. */
  requestHash: string;
}

/**
 * A UUID (version 8, RFC 9562 "custom") made from a hash: the same key always names the same
 * order, so concurrent retries meet on one reservation and one primary key instead of racing.
 */
export function uuidFromHash(hex: string): string {
  const bytes = Buffer.from(hex.slice(0, 32), 'hex');
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The retry identity of a placing request: the `Idempotency-Key` header, else a
 * hash of the session and the request, so a double click or a network retry never makes two
 * orders while the same cart bought again later still does.
 */
export function planIdempotency(input: {
  userId: string;
  sessionId: string;
  headerKey: string | undefined;
  request: unknown;
  now?: number;
}): IdempotencyPlan {
  const requestHash = sha256(JSON.stringify(input.request));
  const window = Math.floor((input.now ?? Date.now()) / AUTO_KEY_WINDOW_MS);
  const raw =
    input.headerKey !== undefined
      ? `key:${input.headerKey}`
      : `auto:${sha256(`${input.sessionId}\n${requestHash}`)}:${window}`;
  const key = `${input.userId}:${raw}`;
  return { key, orderId: uuidFromHash(sha256(`order\n${key}`)), requestHash };
}
