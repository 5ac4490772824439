import {
  Box,
  Button,
  Flex,
  Stack,
  Text,
  checkoutCartOf,
  countItems,
  formatSubtotal,
  freeShippingMessage,
  linesTotalPaise,
  saveCheckoutCart,
  useCartStore,
  useCurrency,
  useNavigate,
} from '@festive/web-kit';
import { CloseButton, Drawer, Portal } from '@festive/web-kit/overlays';
import { CartLine } from './cart-line';

/** The cart side panel 'Your Festival Gifts'. Loaded on first open. */
export default function CartPanel() {
  const items = useCartStore((state) => state.items);
  const isOpen = useCartStore((state) => state.isOpen);
  const setOpen = useCartStore((state) => state.setOpen);
  const currency = useCurrency();
  const navigate = useNavigate();
  const count = countItems(items);
  const totalPaise = linesTotalPaise(items);
  const totalRupees = totalPaise / 100;

  // Checkout: save the cart for checkout (the checkout cart's shape), close the panel, go to the first step.
  const checkout = () => {
    saveCheckoutCart(checkoutCartOf(items, currency));
    setOpen(false);
    navigate('/delivery-details');
  };
  const continueShopping = () => {
    setOpen(false);
    navigate('/');
  };

  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={({ open }) => setOpen(open)}
      placement="end"
      size={{ base: 'full', sm: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cart-panel" bg="bg">
            <Drawer.Header borderBottomWidth="1px" borderColor="saffron.200" bg="saffron.50">
              <Stack gap="0">
                <Drawer.Title fontFamily="heading" color="maroon.800" fontSize="xl">
                  Your Festival Gifts
                </Drawer.Title>
                <Text fontSize="sm" color="fg.muted">
                  {count} item(s) in cart
                </Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              {items.length === 0 ? (
                <Stack align="center" textAlign="center" gap="2" py="16">
                  <Text fontSize="4xl" aria-hidden="true">
                    🎁
                  </Text>
                  <Text fontWeight="semibold" fontSize="lg">
                    Your cart is empty
                  </Text>
                  <Text color="fg.muted">Add festival gifts to get started</Text>
                  <Button mt="4" colorPalette="maroon" onClick={continueShopping}>
                    Continue Shopping
                  </Button>
                </Stack>
              ) : (
                <Box as="ul" listStyleType="none">
                  {items.map((item) => (
                    <CartLine key={item.id} item={item} currency={currency} />
                  ))}
                </Box>
              )}
            </Drawer.Body>
            {items.length > 0 && (
              <Drawer.Footer
                flexDirection="column"
                alignItems="stretch"
                gap="3"
                borderTopWidth="1px"
                borderColor="saffron.200"
              >
                <Flex justify="space-between" fontWeight="semibold" fontSize="lg">
                  <Text>Subtotal</Text>
                  <Text data-testid="cart-subtotal">{formatSubtotal(totalRupees, currency)}</Text>
                </Flex>
                <Text fontSize="sm" color="fg.success" fontWeight="medium" data-testid="free-shipping-note">
                  {freeShippingMessage(totalPaise, currency)}
                </Text>
                <Button data-testid="cart-checkout-button" colorPalette="maroon" size="lg" onClick={checkout}>
                  Proceed to Checkout
                </Button>
                <Text fontSize="xs" color="fg.muted" textAlign="center">
                  Taxes and shipping calculated at checkout
                </Text>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
