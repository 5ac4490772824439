import { Flex, Stack, Text, formatCheckoutTotal, useCurrency } from '@festive/web-kit';
import { FreeShippingNote } from '../../../common/checkout-flow/components/order-summary';

/** Subtotal, shipping by the provider (free over ₹500), and the total with 2 decimals. */
export function PaymentTotals({ totalRupees }: { totalRupees: number }) {
  const currency = useCurrency();
  return (
    <Stack gap="2" data-testid="payment-totals">
      <Flex justify="space-between">
        <Text>Subtotal</Text>
        <Text data-testid="payment-subtotal">{formatCheckoutTotal(totalRupees, currency)}</Text>
      </Flex>
      <Flex justify="space-between" gap="4" color="fg.muted">
        <Text flexShrink="0">Shipping</Text>
        <Stack gap="0.5" align="flex-end" textAlign="end">
          <Text>Calculated by the shipping provider</Text>
          <FreeShippingNote totalRupees={totalRupees} />
        </Stack>
      </Flex>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" borderTopWidth="1px" pt="2">
        <Text>Total</Text>
        <Text data-testid="payment-total">{formatCheckoutTotal(totalRupees, currency)}</Text>
      </Flex>
    </Stack>
  );
}
