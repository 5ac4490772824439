import { Flex, Stack, Text, formatCheckoutTotal, useCurrency } from '@festive/web-kit';

/** Subtotal, shipping by the provider, and the total with 2 decimals. */
export function PaymentTotals({ totalRupees }: { totalRupees: number }) {
  const currency = useCurrency();
  return (
    <Stack gap="2" data-testid="payment-totals">
      <Flex justify="space-between">
        <Text>Subtotal</Text>
        <Text data-testid="payment-subtotal">{formatCheckoutTotal(totalRupees, currency)}</Text>
      </Flex>
      <Flex justify="space-between" color="fg.muted">
        <Text>Shipping</Text>
        <Text>Calculated by the shipping provider</Text>
      </Flex>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" borderTopWidth="1px" pt="2">
        <Text>Total</Text>
        <Text data-testid="payment-total">{formatCheckoutTotal(totalRupees, currency)}</Text>
      </Flex>
    </Stack>
  );
}
