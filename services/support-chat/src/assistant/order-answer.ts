import {
  type OrderSummary,
  orderStatusLabelFor,
  parseOrderNumber,
  returnStatusLabel,
  shipmentStatusLabel,
} from '@festive/contracts';

/** en-IN long dates, in Indian time whatever the server's zone. */
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export const formatOrderDate = (iso: string): string => DATE.format(new Date(iso));
// Display only: the decimal string is the stored value; a float never goes back anywhere.
export const formatRupees = (total: string): string => RUPEES.format(Number(total));

const MAX_ITEM_NAMES = 3;

function itemsText(names: string[]): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, MAX_ITEM_NAMES).join(', ');
  const more = names.length - MAX_ITEM_NAMES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/**
 * The customer's order, matched by a number they typed: the order number however written
 * ("FG-100040", "fg100040", "100040"), or the start of the id, which e-mails sent before orders
 * had numbers showed.
 */
export function findOrder(orders: OrderSummary[], refs: string[]): OrderSummary | undefined {
  for (const ref of refs) {
    const wanted = ref.toLowerCase();
    const number = parseOrderNumber(ref);
    const found = orders.find(
      (order) =>
        (number !== null && parseOrderNumber(order.orderNumber) === number) ||
        (wanted.length >= 8 && order.id.toLowerCase().startsWith(wanted)),
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * One order as the assistant tells it: number, status (the label every screen shows; an unpaid
 * Prepaid order reads "awaiting payment"), shipment, courier and tracking link.
 */
export function describeOrder(order: OrderSummary, latest: boolean): string {
  const items = itemsText(order.itemNames);
  const lines = [
    `${latest ? 'Your latest order' : 'Your order'} ${order.orderNumber}, placed on ${formatOrderDate(order.createdAt)}` +
      `${items ? ` (${items})` : ''} for ${formatRupees(order.total)}, is ${orderStatusLabelFor(order).toLowerCase()}.`,
  ];
  if (order.shipmentStatus || order.courierName || order.trackingUrl || order.awbCode) {
    const courier = order.courierName ? ` with ${order.courierName}` : '';
    const awb = order.awbCode ? ` (AWB ${order.awbCode})` : '';
    // The courier's own words ("IN TRANSIT") never reach the shopper: the timeline's labels do.
    const status = order.shipmentStatus
      ? shipmentStatusLabel(order.shipmentStatus).toLowerCase()
      : 'handed to the courier';
    lines.push(`Shipment status: ${status}${courier}${awb}.`);
    if (order.trackingUrl) lines.push(`Track it here: ${order.trackingUrl}`);
  } else {
    lines.push(
      "It hasn't been handed to our courier partner yet; you'll get a tracking link as soon as it is dispatched.",
    );
  }
  if (order.returnStatus)
    lines.push(`Return request: ${returnStatusLabel(order.returnStatus).toLowerCase()}.`);
  return lines.join(' ');
}
