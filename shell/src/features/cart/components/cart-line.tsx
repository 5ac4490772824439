import {
  Box,
  Flex,
  HStack,
  IconButton,
  Image,
  Text,
  canIncrease,
  formatPrice,
  linesTotalPaise,
  useCartStore,
  type CartLineItem,
  type DisplayCurrency,
} from '@festive/web-kit';
import { LineIcon } from '@festive/web-kit/icons';

/**
 * One cart line: picture, name, line total (and the unit price beside it when more than one),
 * quantity stepper and remove. The stepper stops at the stock last read from the shop, and
 * says so.
 */
export function CartLine({ item, currency }: { item: CartLineItem; currency: DisplayCurrency }) {
  const atStock = !canIncrease(item);
  const increase = useCartStore((state) => state.increase);
  const decrease = useCartStore((state) => state.decrease);
  const remove = useCartStore((state) => state.remove);
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" data-testid="cart-line">
      <Image
        src={item.image}
        alt=""
        width="64px"
        height="64px"
        htmlWidth="64"
        htmlHeight="64"
        loading="lazy"
        objectFit="cover"
        borderRadius="md"
        bg="saffron.50"
        flexShrink="0"
      />
      <Box flex="1" minW="0">
        <Text fontWeight="medium" lineClamp="2">
          {item.name}
        </Text>
        <Text color="maroon.800" fontWeight="semibold" data-testid="cart-line-total">
          {formatPrice(linesTotalPaise([item]) / 100, currency)}
          {item.quantity > 1 && (
            <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
              {' '}
              ({formatPrice(item.price, currency)} each)
            </Text>
          )}
        </Text>
        <HStack gap="1" mt="1">
          <IconButton
            size="xs"
            variant="outline"
            aria-label={`Decrease quantity of ${item.name}`}
            onClick={() => decrease(item.id)}
          >
            −
          </IconButton>
          <Text minW="6" textAlign="center" data-testid="cart-line-quantity">
            {item.quantity}
          </Text>
          <IconButton
            size="xs"
            variant="outline"
            aria-label={`Increase quantity of ${item.name}`}
            disabled={atStock}
            onClick={() => increase(item.id)}
          >
            +
          </IconButton>
          {atStock && (
            <Text fontSize="xs" color="fg.muted" data-testid="cart-line-stock-limit">
              Only {item.stock} in stock
            </Text>
          )}
        </HStack>
      </Box>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`Remove ${item.name}`}
        onClick={() => remove(item.id)}
      >
        <LineIcon>
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
        </LineIcon>
      </IconButton>
    </Flex>
  );
}
