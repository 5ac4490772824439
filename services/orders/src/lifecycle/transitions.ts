import type { OrderLifecycleField, OrderStatus, PaymentStatus, ShippingStatus } from '@festive/contracts';

interface FieldStates {
  status: OrderStatus;
  payment_status: PaymentStatus;
  shipping_status: ShippingStatus;
}
export type LifecycleValue<F extends OrderLifecycleField> = FieldStates[F];

type Table = { [F in OrderLifecycleField]: Record<FieldStates[F], readonly FieldStates[F][]> };

/**
 * Every move the order lifecycle allows, per column: state → the states it may move to. Staying
 * in a state is not a move (the writer treats it as done already). Who makes each move:
 * - status: the shipping job confirms (pending → confirmed) once the courier is booked; Shiprocket
 *   tracking moves it on to shipped and delivered, skipping steps when a report came late; the
 *   stock reaper cancels a Prepaid order left unpaid; the customer or the admin cancels one that
 *   has not shipped (pending or confirmed); cancelled and delivered are final.
 * - payment_status: Razorpay (verify call or webhook) fails or pays a Prepaid order; a failed
 *   attempt may still be followed by a paid one; a payment after a cancel is still recorded (and
 *   refunded automatically). A paid payment becomes refunded when refunds have returned all of it.
 *   cod is set when the order is placed and never moves (a COD refund is paid by hand and recorded
 *   as a refund).
 * - shipping_status: the shipping job books the courier (submitted) or gives up (failed); a later
 *   successful attempt still books a failed one.
 */
export const TRANSITIONS: Table = {
  status: {
    pending: ['confirmed', 'shipped', 'delivered', 'cancelled'],
    confirmed: ['shipped', 'delivered', 'cancelled'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
  },
  payment_status: {
    pending: ['failed', 'paid'],
    failed: ['paid'],
    paid: ['refunded'],
    refunded: [],
    cod: [],
  },
  shipping_status: {
    pending: ['submitted', 'failed'],
    failed: ['submitted'],
    submitted: [],
  },
};

/** Whether `field` may move from `from` to `to` (false for staying put and for unknown values). */
export function canTransition(field: OrderLifecycleField, from: string, to: string): boolean {
  const next = (TRANSITIONS[field] as Record<string, readonly string[]>)[from];
  return next !== undefined && next.includes(to);
}

/** The states `field` may move to `to` from. */
export function allowedFrom(field: OrderLifecycleField, to: string): string[] {
  return Object.entries(TRANSITIONS[field] as Record<string, readonly string[]>)
    .filter(([, next]) => next.includes(to))
    .map(([from]) => from);
}
