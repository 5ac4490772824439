import { LIMITS } from './constants.js';

/** Orders over this many paise ship free (the shop's advertised ₹500). */
export const FREE_SHIPPING_OVER_PAISE = LIMITS.freeShippingOverRupees * 100;

export const FREE_SHIPPING_TEXT = 'Free shipping';

/**
 * How far a subtotal (paise) is from free shipping: 0 once it is over the threshold, else the
 * least whole number of rupees (as paise) that takes it over, so "Add ₹152 more" on a ₹349
 * cart really does reach free shipping (₹501 is over ₹500; ₹500 is not).
 */
export function freeShippingShortfallPaise(subtotalPaise: number): number {
  if (subtotalPaise > FREE_SHIPPING_OVER_PAISE) return 0;
  return Math.ceil((FREE_SHIPPING_OVER_PAISE + 1 - subtotalPaise) / 100) * 100;
}

/** "Add ₹152 more for free shipping", with the amount already formatted for the shopper. */
export const freeShippingShortfallText = (amount: string): string => `Add ${amount} more for free shipping`;
