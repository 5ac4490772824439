import type { DataSource } from 'typeorm';

/** What an unsigned callback said, as given (never trusted: it only helps support find it). */
export interface UnverifiedCallback {
  provider: 'razorpay';
  requestId: string;
  claimedOrderId: string | undefined;
  errorCode: string | undefined;
  origin: string | undefined;
}

// Printable ASCII only: these are ids and codes, and a NUL would make the insert itself fail.
const bounded = (value: string | undefined, max: number) =>
  value ? value.replace(/[^\x20-\x7e]/g, '?').slice(0, max) : null;

/** Keeps an unsigned provider callback in orders.unverified_callbacks; it changes nothing else. */
export async function recordUnverifiedCallback(
  dataSource: DataSource,
  callback: UnverifiedCallback,
): Promise<void> {
  await dataSource.query(
    `INSERT INTO orders.unverified_callbacks (provider, request_id, claimed_order_id, error_code, origin)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      callback.provider,
      bounded(callback.requestId, 200),
      bounded(callback.claimedOrderId, 100),
      bounded(callback.errorCode, 100),
      bounded(callback.origin, 300),
    ],
  );
}
