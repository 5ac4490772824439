import {
  Box,
  Flex,
  Stack,
  Text,
  formatCheckoutTotal,
  formatPrice,
  useCurrency,
  type CheckoutCart,
} from '@festive/web-kit';

/** The stored checkout cart: its lines and the order total (2 decimals). */
export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const currency = useCurrency();
  return (
    <Stack gap="3" data-testid="order-summary">
      <Text fontWeight="semibold" color="maroon.800">
        Order summary
      </Text>
      <Box as="ul" listStyleType="none">
        {cart.items.map((item) => (
          <Flex
            as="li"
            key={item.id}
            justify="space-between"
            gap="4"
            py="1.5"
            borderBottomWidth="1px"
            borderColor="border.muted"
          >
            <Text lineClamp="1">
              {item.name} × {item.quantity}
            </Text>
            <Text fontWeight="medium" whiteSpace="nowrap">
              {formatPrice(item.price, currency)}
            </Text>
          </Flex>
        ))}
      </Box>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>Order total</Text>
        <Text data-testid="order-total">{formatCheckoutTotal(cart.total, currency)}</Text>
      </Flex>
    </Stack>
  );
}
