import type { ShiprocketStore } from './shiprocket-store';
import { postWebhook } from './post-webhook';

/** Tracking statuses the stand-in can report, with Shiprocket's status ids. */
export const TRACKING_STATUS_IDS: Record<string, number> = {
  'PICKUP SCHEDULED': 4,
  'PICKED UP': 42,
  'IN TRANSIT': 18,
  'OUT FOR DELIVERY': 17,
  DELIVERED: 7,
  UNDELIVERED: 21,
  'RTO INITIATED': 9,
  CANCELED: 8,
};

const IST_STAMP = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

export interface TrackingDelivery {
  status: number;
  body: string;
  sent: Record<string, unknown>;
}

/**
 * Sends one tracking update the way Shiprocket's webhook does: a JSON POST carrying the token
 * configured for it in the `x-api-key` header.
 */
export async function sendTrackingUpdate(
  store: ShiprocketStore,
  options: { awb: string; status: string; url: string; token: string },
): Promise<TrackingDelivery | { error: string }> {
  const found = store.findByAwb(options.awb);
  if (!found) return { error: `No shipment with AWB ${options.awb}` };
  // Shiprocket stamps its reports in Indian time, whatever the zone of the machine sending them.
  const part = Object.fromEntries(IST_STAMP.formatToParts(new Date()).map((p) => [p.type, p.value]));
  const stamp = `${part.day} ${part.month} ${part.year} ${part.hour}:${part.minute}:${part.second}`;
  found.shipment.status = options.status;
  const sent = {
    awb: options.awb,
    courier_name: found.shipment.courier,
    current_status: options.status,
    current_status_id: TRACKING_STATUS_IDS[options.status] ?? 0,
    shipment_status: options.status,
    shipment_status_id: TRACKING_STATUS_IDS[options.status] ?? 0,
    current_timestamp: stamp,
    order_id: found.order.channel_order_id,
    sr_order_id: found.order.id,
    awb_assigned_date: found.order.created_at,
    etd: null,
    scans: [{ date: stamp, activity: options.status, location: 'Sandbox Hub' }],
    is_return: 0,
  };
  const response = await postWebhook(options.url, {
    headers: { 'content-type': 'application/json', 'x-api-key': options.token },
    body: JSON.stringify(sent),
  });
  return { status: response.status, body: await response.text(), sent };
}
