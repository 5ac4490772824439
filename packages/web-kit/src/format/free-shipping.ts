import {
  FREE_SHIPPING_TEXT,
  freeShippingShortfallPaise,
  freeShippingShortfallText,
} from '@festive/contracts';
import { type DisplayCurrency, formatPrice } from './price';

/**
 * What the shop's free shipping over ₹500 means for a subtotal (paise): "Free shipping", or
 * "Add ₹152 more for free shipping", the amount in the shopper's currency.
 */
export function freeShippingMessage(subtotalPaise: number, currency?: DisplayCurrency): string {
  const shortfall = freeShippingShortfallPaise(subtotalPaise);
  if (shortfall === 0) return FREE_SHIPPING_TEXT;
  return freeShippingShortfallText(formatPrice(shortfall / 100, currency));
}
