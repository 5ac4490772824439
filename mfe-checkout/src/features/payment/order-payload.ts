import {
  type DeliveryDetails,
  type PaymentMethod,
  type PlaceOrderRequest,
  paiseToDecimal,
  toPaise,
} from '@festive/contracts';
import { type CheckoutCart, linesTotalPaise } from '@festive/web-kit';

/** A cart price as the exact decimal string the server compares ("499.50"). */
const decimalPrice = (price: string | number) => paiseToDecimal(toPaise(price));

/** The cart's total from its lines, in paise: what the page shows and what the server is asked to agree to. */
export const cartTotalPaise = (cart: CheckoutCart) => linesTotalPaise(cart.items);

/** The order payload (POST /api/orders) from the stored delivery details and checkout cart. */
export function orderPayload(
  details: DeliveryDetails,
  cart: CheckoutCart,
  paymentMethod: PaymentMethod,
): PlaceOrderRequest {
  return {
    customerName: details.name,
    customerEmail: details.email,
    customerPhone: details.phone,
    customerAddress: details.address,
    customerCity: details.city,
    customerState: details.state,
    customerPincode: details.pincode,
    total: paiseToDecimal(cartTotalPaise(cart)),
    paymentMethod,
    items: cart.items.map((item) => ({
      id: item.id,
      name: item.name,
      price: decimalPrice(item.price),
      image: item.image,
      quantity: item.quantity,
    })),
  };
}

/** The cart with the server's current prices (a 409 answer), so the shopper sees what they will pay. */
export function repriceCart(cart: CheckoutCart, prices: { id: string; price: string }[]): CheckoutCart {
  const items = cart.items.map((item) => {
    const current = prices.find((p) => p.id === item.id);
    return current ? { ...item, price: current.price } : item;
  });
  return { ...cart, items, total: linesTotalPaise(items) / 100 };
}
