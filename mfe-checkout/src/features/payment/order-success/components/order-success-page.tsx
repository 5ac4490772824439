import { useEffect } from 'react';
import { normaliseOrderNumber } from '@festive/contracts';
import {
  Box,
  Button,
  RouterLink,
  Stack,
  Text,
  clearCheckoutCart,
  notify,
  useSearchParams,
} from '@festive/web-kit';
import { CheckoutFrame } from '../../../../common/checkout-flow/components/checkout-frame';
import { clearPlacedCheckout } from '../../clear-checkout';
import { takePrepaidOrder } from '../../prepaid-return';
import { ORDER_PLACED_TITLE } from '../../use-place-order';
import { OrderNumberPanel } from './order-number-panel';
import { SuccessMark } from './success-mark';

/**
 * /order-success?payment=cod|razorpay&id=…&orderNumber=FG-…: the confirmation, with the order
 * number to quote. The stored checkout cart is cleared on load.
 */
export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const paymentId = params.get('id');
  // Only a well-formed number is shown, in its one written form.
  const orderNumber = normaliseOrderNumber(params.get('orderNumber') ?? '');

  useEffect(() => {
    clearCheckoutCart();
    if (payment !== 'razorpay') return;
    // Back from Razorpay: the Prepaid order is placed and paid, so the checkout state goes now.
    clearPlacedCheckout();
    const number = takePrepaidOrder();
    if (number)
      notify({ title: ORDER_PLACED_TITLE, description: `Order number: ${number}`, type: 'success' });
  }, [payment]);

  return (
    <CheckoutFrame title="Order Placed Successfully!" testId="order-success-page">
      <SuccessMark />
      <Text>
        Thank you for shopping with Festival Gifts. A confirmation e-mail with your order details is on its
        way to your inbox.
      </Text>
      {orderNumber && <OrderNumberPanel orderNumber={orderNumber} />}
      {payment === 'cod' && (
        <Box
          bg="saffron.50"
          borderWidth="1px"
          borderColor="saffron.200"
          borderRadius="lg"
          p="4"
          data-testid="cod-note"
        >
          <Text fontWeight="semibold" color="maroon.800">
            Cash on Delivery
          </Text>
          <Text>Please keep the exact amount ready when your order arrives.</Text>
        </Box>
      )}
      {payment === 'razorpay' && paymentId && (
        <Box
          bg="bg.success"
          borderWidth="1px"
          borderColor="green.200"
          borderRadius="lg"
          p="4"
          data-testid="payment-success"
        >
          <Text fontWeight="semibold" color="fg.success">
            Payment Successful
          </Text>
          <Text>
            Payment ID: <strong>{paymentId}</strong>
          </Text>
        </Box>
      )}
      <Stack align="center">
        <Button asChild colorPalette="maroon" size="lg">
          <RouterLink to="/">Continue Shopping</RouterLink>
        </Button>
      </Stack>
    </CheckoutFrame>
  );
}
