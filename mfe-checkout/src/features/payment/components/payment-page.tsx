import { useEffect, useState } from 'react';
import type { DeliveryDetails, PaymentMethod } from '@festive/contracts';
import { PAYMENT_METHOD_MESSAGE } from '@festive/contracts';
import {
  Button,
  Navigate,
  RouterLink,
  Stack,
  Text,
  formatPhone,
  notify,
  readCheckoutCart,
  useSearchParams,
  useSession,
} from '@festive/web-kit';
import { CheckoutFrame } from '../../../common/checkout-flow/components/checkout-frame';
import { CheckoutProgress } from '../../../common/checkout-flow/components/checkout-progress';
import { readDeliveryDetails } from '../../../common/checkout-flow/delivery-details-storage';
import { useServiceability } from '../../../common/serviceability/api/get-serviceability';
import { cartTotalPaise } from '../order-payload';
import { ORDER_FAILED_TITLE, usePlaceOrder } from '../use-place-order';
import { PaymentMethodChoice } from './payment-method-choice';
import { PaymentSkeleton } from './payment-skeleton';
import { PaymentTotals } from './payment-totals';

/** What Razorpay's return tells the shopper (cancelled or failed there; the order is kept). */
const RETURN_MESSAGES: Record<string, string> = {
  cancelled: 'The payment was cancelled. Your order is saved: you can pay for it again.',
  failed: 'The payment did not go through. Please try again or choose Cash on Delivery.',
};

/**
 * /payment, step 3: needs stored delivery details and, after the session check, a
 * signed-in shopper (else back to /delivery-details); skeletons while the session loads.
 */
export function PaymentPage() {
  const details = readDeliveryDetails();
  const session = useSession();
  if (!details) return <Navigate to="/delivery-details" replace />;
  if (session.isPending) return <PaymentSkeleton />;
  if (!session.data?.loggedIn) return <Navigate to="/delivery-details" replace />;
  return <PaymentStep details={details} />;
}

function PaymentStep({ details }: { details: DeliveryDetails }) {
  const [cart, setCart] = useState(readCheckoutCart);
  const [chosen, setChosen] = useState<PaymentMethod | null>('COD');
  const [error, setError] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const pincode = useServiceability(details.pincode);
  const codAvailable = !(pincode.data?.checked && !pincode.data.codAvailable);
  // Where COD is not offered it cannot stay the default: the shopper picks Prepaid themselves.
  const method = chosen === 'COD' && !codAvailable ? null : chosen;
  const placing = usePlaceOrder({ details, cart, onCartRepriced: setCart });
  const returned = params.get('payment');

  useEffect(() => {
    const message = returned ? RETURN_MESSAGES[returned] : undefined;
    if (!message) return;
    notify({ title: ORDER_FAILED_TITLE, description: message, type: 'error' });
    setParams({}, { replace: true });
  }, [returned, setParams]);

  const totalRupees = cartTotalPaise(cart) / 100;
  const empty = cart.items.length === 0;

  const submit = () => {
    if (!method) {
      setError(PAYMENT_METHOD_MESSAGE);
      return;
    }
    placing.mutate(method);
  };

  return (
    <CheckoutFrame title="Payment" testId="payment-page">
      <CheckoutProgress value={100} />
      <Stack gap="1" data-testid="delivery-address">
        <Text fontWeight="semibold" color="maroon.800">
          Delivering to
        </Text>
        <Text>
          {details.name} · {formatPhone(details.phone)}
        </Text>
        <Text color="fg.muted">
          {details.address}, {details.city}, {details.state} {details.pincode}
        </Text>
      </Stack>
      <PaymentMethodChoice
        value={method}
        onChange={(next) => {
          setChosen(next);
          setError(null);
        }}
        codAvailable={codAvailable}
        error={error}
      />
      <PaymentTotals totalRupees={totalRupees} />
      {empty ? (
        <Stack gap="2" align="center" data-testid="payment-empty-cart">
          <Text color="fg.muted">Your cart is empty</Text>
          <Button asChild variant="outline" colorPalette="maroon">
            <RouterLink to="/">Continue Shopping</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Button
          colorPalette="maroon"
          size="lg"
          onClick={submit}
          loading={placing.busy}
          loadingText="Placing Order..."
          data-testid="place-order-button"
        >
          Place Order
        </Button>
      )}
    </CheckoutFrame>
  );
}
