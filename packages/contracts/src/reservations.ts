import { z } from 'zod/mini';
import { intLike, moneyString } from './primitives.js';

/*
 * Internal calls between orders and catalog for the stock step of the order saga.
 * Not routed by the gateway: catalog answers them under /internal/reservations behind the
 * service token.
 */

export const RESERVATION_STATUSES = ['reserved', 'committed', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** POST /internal/reservations: hold stock for every line of one order, all or nothing. */
export const reserveStockSchema = z.object({
  orderId: z.uuid(),
  lines: z
    .array(z.object({ productId: z.uuid(), quantity: z.int().check(z.minimum(1), z.maximum(100)) }))
    .check(z.minLength(1), z.maxLength(50)),
});
export type ReserveStockRequest = z.infer<typeof reserveStockSchema>;

/**
 * One reserved line with the product as catalog knows it at that moment: the authoritative
 * price snapshot the order is written with. `hsnCode` and `gstRate` are null when the product
 * has no tax classification of its own (orders then applies its configured default).
 */
export const reservedLineSchema = z.object({
  productId: z.uuid(),
  quantity: z.int(),
  name: z.string(),
  sku: z.nullable(z.string()),
  image: z.string(),
  price: moneyString(),
  hsnCode: z.nullable(z.string()),
  gstRate: z.nullable(z.string()),
});
export type ReservedLine = z.infer<typeof reservedLineSchema>;

export const reservationSchema = z.object({
  orderId: z.uuid(),
  status: z.enum(RESERVATION_STATUSES),
  lines: z.array(reservedLineSchema),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** 409 from POST /internal/reservations: a line cannot be held; nothing was reserved. */
export const stockShortageSchema = z.object({
  message: z.string(),
  productId: z.uuid(),
  available: z.int(),
});
export type StockShortage = z.infer<typeof stockShortageSchema>;

/**
 * POST /internal/reservations/{orderId}/release (stock goes back) and .../commit (the order
 * exists; the reaper leaves it alone). Both are idempotent; `changed` counts the lines moved.
 */
export const reservationChangeSchema = z.object({
  orderId: z.uuid(),
  changed: z.int(),
});
export type ReservationChange = z.infer<typeof reservationChangeSchema>;

/** The most orders one POST /internal/reservations/commit confirms. */
export const MAX_COMMITS_PER_CALL = 500;

/**
 * POST /internal/reservations/commit: the orders exist, their stock is sold (the call a peak's
 * placings share). Idempotent; `changed` counts the lines moved, of every order named.
 */
export const commitReservationsSchema = z.object({
  orderIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(MAX_COMMITS_PER_CALL)),
});
export type CommitReservationsRequest = z.infer<typeof commitReservationsSchema>;
export const reservationsCommittedSchema = z.object({ changed: z.int() });
export type ReservationsCommitted = z.infer<typeof reservationsCommittedSchema>;

/** GET /internal/reservations/stale?olderThanMinutes=&limit=: orders still holding unconfirmed stock. */
export const staleReservationsQuerySchema = z.object({
  olderThanMinutes: z.pipe(intLike(), z.int().check(z.minimum(0), z.maximum(7 * 24 * 60))),
  limit: z.optional(z.pipe(intLike(), z.int().check(z.minimum(1), z.maximum(500)))),
});
export type StaleReservationsQuery = z.infer<typeof staleReservationsQuerySchema>;
export const staleReservationsSchema = z.object({ orderIds: z.array(z.uuid()) });
