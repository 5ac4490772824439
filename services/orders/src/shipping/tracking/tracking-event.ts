import { shipmentStageOf, type ShiprocketTrackingWebhook } from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import { TrackingEventEntity } from './tracking-event.entity';
import { parseShiprocketTime } from './shiprocket-time';

/**
 * Stores one tracking report of an order's shipment, in the caller's transaction: the status as
 * Shiprocket wrote it, its stage, and where and what the latest scan says when the report has scans.
 */
export async function recordTrackingEvent(
  manager: EntityManager,
  orderId: string,
  update: ShiprocketTrackingWebhook,
  status: string,
): Promise<void> {
  // Shiprocket lists scans oldest first: the last one with a place is where the parcel is now.
  const scan = [...(update.scans ?? [])].reverse().find((entry) => entry.location || entry.activity);
  const receivedAt = new Date();
  await manager.insert(TrackingEventEntity, {
    orderId,
    awb: update.awb,
    status,
    stage: shipmentStageOf(status),
    location: scan?.location?.trim() || null,
    activity: scan?.activity?.trim() || null,
    eventTime: parseShiprocketTime(update.current_timestamp, receivedAt) ?? receivedAt,
    receivedAt,
  });
}
