import { SHIPMENT_STAGES, type ShipmentStage, type ShipmentTimeline } from '@festive/contracts';
import type { EntityManager } from 'typeorm';

export interface StageEvent {
  stage: ShipmentStage;
  at: Date;
  location: string | null;
}

/**
 * The stages a shipment reached, each at the first moment it was reported, in stage order
 * (a late or replayed report never reorders the journey). `bookedAt` is when the courier was
 * booked (the order's shipping hand-off), which Shiprocket itself does not report.
 */
export function shipmentTimeline(bookedAt: Date | null, events: StageEvent[]): ShipmentTimeline {
  const first = new Map<ShipmentStage, StageEvent>();
  const all = bookedAt ? [{ stage: 'booked' as const, at: bookedAt, location: null }, ...events] : events;
  for (const event of all) {
    const seen = first.get(event.stage);
    if (!seen || event.at.getTime() < seen.at.getTime()) first.set(event.stage, event);
  }
  return SHIPMENT_STAGES.flatMap((stage) => {
    const event = first.get(stage);
    return event ? [{ stage, at: event.at.toISOString(), location: event.location }] : [];
  });
}

/** The timelines of several orders at once (My Orders), by order id; an order with none has []. */
export async function loadShipmentTimelines(
  manager: EntityManager,
  orderIds: string[],
): Promise<Map<string, ShipmentTimeline>> {
  const timelines = new Map<string, ShipmentTimeline>();
  if (orderIds.length === 0) return timelines;
  const [booked, events] = (await Promise.all([
    manager.query(
      `SELECT order_id AS "orderId", min(created_at) AS "at" FROM orders.order_transitions
       WHERE order_id = ANY($1::uuid[]) AND field = 'shipping_status' AND to_value = 'submitted'
       GROUP BY order_id`,
      [orderIds],
    ),
    manager.query(
      `SELECT order_id AS "orderId", stage, event_time AS "at", location FROM orders.tracking_events
       WHERE order_id = ANY($1::uuid[]) AND stage IS NOT NULL ORDER BY event_time`,
      [orderIds],
    ),
  ])) as [{ orderId: string; at: Date }[], (StageEvent & { orderId: string })[]];
  const bookedAt = new Map(booked.map((row) => [row.orderId, row.at]));
  const eventsOf = new Map<string, StageEvent[]>();
  for (const event of events) eventsOf.set(event.orderId, [...(eventsOf.get(event.orderId) ?? []), event]);
  for (const id of orderIds)
    timelines.set(id, shipmentTimeline(bookedAt.get(id) ?? null, eventsOf.get(id) ?? []));
  return timelines;
}
