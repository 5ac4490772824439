import { Badge, Box, IconButton, useCartCount, useCartStore } from '@festive/web-kit';
import { CartIcon } from '../../../ui/icons';

/** The cart button: opens the cart panel; the count badge shows only above 0. */
export function CartButton() {
  const count = useCartCount();
  const setOpen = useCartStore((state) => state.setOpen);
  return (
    <Box position="relative">
      <IconButton
        data-testid="header-cart-button"
        aria-label={count > 0 ? `Open cart, ${count} item(s)` : 'Open cart'}
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        size="lg"
        onClick={() => setOpen(true)}
      >
        <CartIcon />
      </IconButton>
      {count > 0 && (
        <Badge
          data-testid="header-cart-badge"
          aria-hidden="true"
          position="absolute"
          top="0"
          insetEnd="0"
          minW="5"
          h="5"
          justifyContent="center"
          borderRadius="full"
          bg="gold.400"
          color="maroon.950"
          fontWeight="bold"
          pointerEvents="none"
        >
          {count}
        </Badge>
      )}
    </Box>
  );
}
