import { z } from 'zod/mini';
import { nullableText, plainString, timestamp } from './primitives.js';

/*
 * A shipment's journey as people read it. Shiprocket reports many status words ("PICKUP
 * GENERATED", "REACHED AT DESTINATION HUB", "RTO IN TRANSIT"); every screen and answer shows
 * one of a few stages in plain words instead, and the courier's words are never shown as they are.
 */

/** The stages of the timeline, in the order a parcel reaches them (rto: returned to origin). */
export const SHIPMENT_STAGES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'rto',
] as const;
export const shipmentStageSchema = z.enum(SHIPMENT_STAGES);
export type ShipmentStage = z.infer<typeof shipmentStageSchema>;

export const SHIPMENT_STAGE_LABELS: Record<ShipmentStage, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto: 'Returned to sender',
};

export interface ShiprocketStatusInfo {
  /** Progress: a status never replaces one of a higher rank (late or replayed webhooks). */
  rank: number;
  /** The timeline stage it belongs to; null for an end that is not a stage (cancelled, lost). */
  stage: ShipmentStage | null;
}

/**
 * Shiprocket's tracking statuses (upper case) in the order a parcel goes through them. The one
 * table behind the orders service's "only forward" rule and the stage every screen shows.
 */
export const SHIPROCKET_STATUSES: Record<string, ShiprocketStatusInfo> = {
  NEW: { rank: 1, stage: 'booked' },
  'AWB ASSIGNED': { rank: 2, stage: 'booked' },
  'PICKUP SCHEDULED': { rank: 3, stage: 'booked' },
  'PICKUP GENERATED': { rank: 3, stage: 'booked' },
  'OUT FOR PICKUP': { rank: 4, stage: 'booked' },
  'PICKED UP': { rank: 5, stage: 'picked_up' },
  SHIPPED: { rank: 6, stage: 'in_transit' },
  'IN TRANSIT': { rank: 6, stage: 'in_transit' },
  'REACHED AT DESTINATION HUB': { rank: 7, stage: 'in_transit' },
  'OUT FOR DELIVERY': { rank: 8, stage: 'out_for_delivery' },
  // A failed attempt: the parcel is still with the delivery agent's hub, out again next day.
  UNDELIVERED: { rank: 8, stage: 'out_for_delivery' },
  DELIVERED: { rank: 10, stage: 'delivered' },
  'RTO INITIATED': { rank: 11, stage: 'rto' },
  'RTO IN TRANSIT': { rank: 12, stage: 'rto' },
  'RTO DELIVERED': { rank: 13, stage: 'rto' },
  CANCELED: { rank: 14, stage: null },
  CANCELLED: { rank: 14, stage: null },
  LOST: { rank: 14, stage: null },
};

/** Words for the statuses whose stage alone would say too little or that have no stage. */
const SHIPMENT_STATUS_WORDS: Record<string, string> = {
  UNDELIVERED: 'Delivery attempt failed',
  CANCELED: 'Shipment cancelled',
  CANCELLED: 'Shipment cancelled',
  LOST: 'Lost in transit',
};

/** A status the table does not know yet: the parcel is with the courier, nothing more is known. */
export const UNKNOWN_SHIPMENT_STATUS_LABEL = 'With the courier';

const known = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** Shiprocket's status however spelled ("In Transit ") as the table's key. */
export const normaliseShiprocketStatus = (status: string): string =>
  status.trim().replace(/\s+/g, ' ').toUpperCase();

export function shiprocketStatusInfo(status: string): ShiprocketStatusInfo | undefined {
  return known(SHIPROCKET_STATUSES, normaliseShiprocketStatus(status));
}

/** The timeline stage of a Shiprocket status, or null (unknown, or not a stage). */
export function shipmentStageOf(status: string): ShipmentStage | null {
  return shiprocketStatusInfo(status)?.stage ?? null;
}

/** The label of a stage; a stage this build does not know (a newer server) shows as it is. */
export const shipmentStageLabel = (stage: string): string =>
  known(SHIPMENT_STAGE_LABELS as Record<string, string>, stage) ?? stage;

/** What people read for the courier's latest status: never the courier's own words. */
export function shipmentStatusLabel(status: string): string {
  const key = normaliseShiprocketStatus(status);
  const stage = shipmentStageOf(key);
  return (
    known(SHIPMENT_STATUS_WORDS, key) ??
    (stage ? SHIPMENT_STAGE_LABELS[stage] : UNKNOWN_SHIPMENT_STATUS_LABEL)
  );
}

/** One stage the shipment reached: when first reached, and where, when the courier said. */
export const shipmentStepSchema = z.object({
  stage: shipmentStageSchema,
  at: timestamp(),
  location: nullableText(),
});
export type ShipmentStep = z.infer<typeof shipmentStepSchema>;

/** The stages reached so far, in stage order (an order not booked yet has none). */
export const shipmentTimelineSchema = z.array(shipmentStepSchema);
export type ShipmentTimeline = z.infer<typeof shipmentTimelineSchema>;

/** A bounded text from a provider: cut rather than refused, so one long field never fails a webhook. */
const providerText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.union([plainString(), z.number()]),
        z.transform((value: string | number) => String(value).slice(0, max)),
      ),
    ),
  );

/** One scan of a Shiprocket tracking webhook (`scans`, oldest first): where and what happened. */
export const shiprocketScanSchema = z.object({
  date: providerText(50),
  activity: providerText(500),
  location: providerText(200),
});
export type ShiprocketScan = z.infer<typeof shiprocketScanSchema>;
export const shiprocketScansSchema = z.optional(z.nullable(z.array(shiprocketScanSchema)));
