import type { OrderStatus } from '@festive/contracts';

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

/** Shiprocket's tracking statuses in the order a parcel goes through them. */
const SHIPMENT_RANK: Record<string, number> = {
  NEW: 1,
  'AWB ASSIGNED': 2,
  'PICKUP SCHEDULED': 3,
  'PICKUP GENERATED': 3,
  'OUT FOR PICKUP': 4,
  'PICKED UP': 5,
  SHIPPED: 6,
  'IN TRANSIT': 6,
  'REACHED AT DESTINATION HUB': 7,
  'OUT FOR DELIVERY': 8,
  UNDELIVERED: 8,
  DELIVERED: 10,
  'RTO INITIATED': 11,
  'RTO IN TRANSIT': 12,
  'RTO DELIVERED': 13,
  CANCELED: 14,
  CANCELLED: 14,
  LOST: 14,
};

/** Whether a tracking status may replace the stored one. Unknown statuses only fill an empty slot. */
export function shipmentMovesForward(current: string | null, next: string): boolean {
  if (current === null) return true;
  const from = SHIPMENT_RANK[current.toUpperCase()] ?? 0;
  const to = SHIPMENT_RANK[next.toUpperCase()] ?? 0;
  // Out for delivery again after a failed attempt is news, so equal ranks with a new name pass.
  return to > from || (to === from && to > 0 && current.toUpperCase() !== next.toUpperCase());
}

/** What a tracking status means for the order's own status. */
export function orderStatusForShipment(status: string): Extract<OrderStatus, 'shipped' | 'delivered'> | null {
  const rank = SHIPMENT_RANK[status.toUpperCase()] ?? 0;
  if (rank === 10) return 'delivered';
  if (rank >= 5 && rank < 10) return 'shipped';
  return null;
}
