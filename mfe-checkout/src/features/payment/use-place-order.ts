import { useState } from 'react';
import { type DeliveryDetails, type PaymentMethod, priceMismatchSchema } from '@festive/contracts';
import {
  type CheckoutCart,
  HttpError,
  notify,
  saveCheckoutCart,
  serverMessage,
  useMutation,
  useNavigate,
} from '@festive/web-kit';
import { placeOrder } from './api/place-order';
import { createRazorpayOrder, verifyPayment } from './api/razorpay';
import { idempotencyKeyFor } from './checkout-attempt';
import { clearPlacedCheckout } from './clear-checkout';
import { openRazorpay } from './open-razorpay';
import { orderPayload, repriceCart } from './order-payload';
import { rememberPrepaidOrder } from './prepaid-return';

export const ORDER_FAILED_TITLE = 'Unable to place order';
export const ORDER_FAILED_DETAIL = 'Please try again to complete your festival gift order';
export const ORDER_PLACED_TITLE = 'Festival gift order placed successfully!';

class PaymentNotCompleted extends Error {
  constructor() {
    super('The payment was not completed. Your order is saved: you can pay for it again.');
  }
}

/**
 * The confirmation page's address: the order number travels with it, so the page can show it (and
 * still does after a reload). Razorpay's redirect comes back to the same address from the server.
 */
const successPage = (params: Record<string, string>) =>
  `/order-success?${new URLSearchParams(params).toString()}`;

/** The cart's lines at the server's prices, from a 409 answer; null for any other failure. */
function changedPrices(error: unknown): { id: string; price: string }[] | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  try {
    const parsed = priceMismatchSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.items : null;
  } catch {
    return null;
  }
}

/**
 * Place Order (/payment): places the order; cash on delivery goes straight to the
 * confirmation, Prepaid goes to Razorpay first. After placing, the checkout's stored state is
 * cleared. `leaving` stays true while the browser is on its way to Razorpay's page.
 */
export function usePlaceOrder(input: {
  details: DeliveryDetails;
  cart: CheckoutCart;
  onCartRepriced: (cart: CheckoutCart) => void;
}) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: async (method: PaymentMethod) => {
      const order = orderPayload(input.details, input.cart, method);
      const placed = await placeOrder(order, await idempotencyKeyFor(order));
      if (method === 'COD') {
        clearPlacedCheckout();
        notify({
          title: ORDER_PLACED_TITLE,
          description: `Order number: ${placed.orderNumber}`,
          type: 'success',
        });
        navigate(successPage({ payment: 'cod', orderId: placed.id, orderNumber: placed.orderNumber }));
        return;
      }
      const razorpay = await createRazorpayOrder(placed.id);
      rememberPrepaidOrder(placed.orderNumber);
      const result = await openRazorpay(razorpay);
      if (result === 'left') {
        setLeaving(true);
        return;
      }
      if (result === null) throw new PaymentNotCompleted();
      const verified = await verifyPayment(result);
      navigate(
        successPage({
          payment: 'razorpay',
          id: result.razorpay_payment_id,
          orderNumber: verified.orderNumber,
        }),
      );
    },
    onError: (error) => {
      const prices = changedPrices(error);
      if (prices) {
        const repriced = repriceCart(input.cart, prices);
        saveCheckoutCart(repriced);
        input.onCartRepriced(repriced);
      }
      const detail = error instanceof PaymentNotCompleted ? error.message : serverMessage(error);
      notify({ title: ORDER_FAILED_TITLE, description: detail ?? ORDER_FAILED_DETAIL, type: 'error' });
    },
  });
  return { ...mutation, busy: mutation.isPending || leaving };
}
