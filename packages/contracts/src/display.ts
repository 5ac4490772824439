import { LIMITS } from './constants.js';

/** Return ids are shown as their first 8 characters (orders by their number, order-number.ts). */
export function shortId(id: string): string {
  return id.slice(0, LIMITS.shortIdLength);
}
