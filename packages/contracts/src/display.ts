import { LIMITS } from './constants.js';

/** The order number shown to people: the provider order id, else the first 8 characters of our id. */
export function orderNumber(order: { id: string; shiprocketOrderId?: string | null }): string {
  return order.shiprocketOrderId || shortId(order.id);
}

/** Order and return ids are shown as their first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, LIMITS.shortIdLength);
}
