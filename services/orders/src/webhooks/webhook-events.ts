import type { EntityManager } from 'typeorm';

/**
 * Records a provider's webhook delivery in the caller's transaction; false when that event id
 * was handled before (providers redeliver until they get a 2xx), so it changes nothing twice.
 */
export async function firstDelivery(
  manager: EntityManager,
  provider: 'razorpay' | 'shiprocket',
  eventId: string,
  eventType: string,
): Promise<boolean> {
  // INSERT ... RETURNING answers the rows themselves (UPDATE would answer [rows, count]).
  const rows = (await manager.query(
    `INSERT INTO orders.webhook_events (provider, event_id, event_type) VALUES ($1, $2, $3)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [provider, eventId.slice(0, 200), eventType.slice(0, 100)],
  )) as unknown[];
  return rows.length === 1;
}
