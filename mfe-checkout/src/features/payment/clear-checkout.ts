import { clearCheckoutCart, readCheckoutCart, useCartStore } from '@festive/web-kit';
import {
  DELIVERY_DETAILS_KEY,
  SAVE_NEW_ADDRESS_KEY,
} from '../../common/checkout-flow/delivery-details-storage';
import { endCheckoutAttempt } from './checkout-attempt';

/**
 * Once an order is placed, the cart, the delivery details and the save-address flag
 * go. The gifts bought also leave the shopper's cart (header badge, cart panel, and through its
 * sync the stored cart), while anything added since the checkout began stays.
 */
export function clearPlacedCheckout(): void {
  const bought = readCheckoutCart().items.map((item) => item.id);
  const cart = useCartStore.getState();
  for (const id of bought) cart.remove(id);
  clearCheckoutCart();
  sessionStorage.removeItem(DELIVERY_DETAILS_KEY);
  sessionStorage.removeItem(SAVE_NEW_ADDRESS_KEY);
  endCheckoutAttempt();
}
