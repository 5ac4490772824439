import { type OrderStatus, shiprocketStatusInfo } from '@festive/contracts';

/**
 * Order and shipment states only ever move forward (a late or replayed message never undoes a
 * newer one). The order's own status: pending → confirmed (with the courier) → shipped →
 * delivered; cancelled is final and only reached before shipping.
 */
const ORDER_STATUS_RANK: Record<string, number> = { pending: 0, confirmed: 1, shipped: 2, delivered: 3 };

export function orderStatusAfter(current: OrderStatus, next: OrderStatus): OrderStatus {
  if (current === 'cancelled') return current;
  return (ORDER_STATUS_RANK[next] ?? -1) > (ORDER_STATUS_RANK[current] ?? -1) ? next : current;
}

/** Shiprocket's statuses by progress, from the one table in contracts (tracking.ts); unknown: 0. */
const rankOf = (status: string): number => shiprocketStatusInfo(status)?.rank ?? 0;

/** Whether a tracking status may replace the stored one. Unknown statuses only fill an empty slot. */
export function shipmentMovesForward(current: string | null, next: string): boolean {
  if (current === null) return true;
  const from = rankOf(current);
  const to = rankOf(next);
  // Out for delivery again after a failed attempt is news, so equal ranks with a new name pass.
  return to > from || (to === from && to > 0 && current.toUpperCase() !== next.toUpperCase());
}

/** What a tracking status means for the order's own status. */
export function orderStatusForShipment(status: string): Extract<OrderStatus, 'shipped' | 'delivered'> | null {
  const stage = shiprocketStatusInfo(status)?.stage;
  if (stage === 'delivered') return 'delivered';
  if (stage === 'picked_up' || stage === 'in_transit' || stage === 'out_for_delivery') return 'shipped';
  return null;
}
