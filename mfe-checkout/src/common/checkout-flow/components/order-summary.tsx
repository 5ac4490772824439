import {
  Box,
  Flex,
  Stack,
  Text,
  formatCheckoutTotal,
  formatPrice,
  freeShippingMessage,
  paiseOrNull,
  useCurrency,
  type CheckoutCart,
  type DisplayCurrency,
} from '@festive/web-kit';

/** A line's price × quantity; a dash (as every unreadable amount) when its price is not one. */
function formatLineTotal(item: CheckoutCart['items'][number], currency: DisplayCurrency): string {
  const unit = paiseOrNull(item.price);
  return unit === null ? formatPrice('', currency) : formatPrice((unit * item.quantity) / 100, currency);
}

/** "Free shipping" over ₹500, else how much more it takes. */
export function FreeShippingNote({ totalRupees }: { totalRupees: number }) {
  const currency = useCurrency();
  const paise = paiseOrNull(totalRupees);
  // An empty cart has nothing to ship.
  if (paise === null || paise === 0) return null;
  return (
    <Text fontSize="sm" color="fg.success" fontWeight="medium" data-testid="free-shipping-note">
      {freeShippingMessage(paise, currency)}
    </Text>
  );
}

/** The stored checkout cart: its lines with their totals, the order total (2 decimals) and free shipping. */
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
            <Box minW="0">
              <Text lineClamp="1">
                {item.name} × {item.quantity}
              </Text>
              {item.quantity > 1 && (
                <Text fontSize="sm" color="fg.muted">
                  {formatPrice(item.price, currency)} each
                </Text>
              )}
            </Box>
            <Text fontWeight="medium" whiteSpace="nowrap" data-testid="order-summary-line-total">
              {formatLineTotal(item, currency)}
            </Text>
          </Flex>
        ))}
      </Box>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>Order total</Text>
        <Text data-testid="order-total">{formatCheckoutTotal(cart.total, currency)}</Text>
      </Flex>
      <FreeShippingNote totalRupees={cart.total} />
    </Stack>
  );
}
