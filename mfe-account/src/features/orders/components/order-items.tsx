import { Box, Flex, Image, Text, formatPrice } from '@festive/web-kit';
import type { OrderItem } from '@festive/contracts';

/** The lines of one order: picture, name, quantity and line total (prices in rupees). */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <Box as="ul" listStyleType="none" data-testid="order-items">
      {items.map((item) => (
        <Flex
          as="li"
          key={item.id}
          align="center"
          gap="3"
          py="2"
          borderTopWidth="1px"
          borderColor="border.muted"
          data-testid="order-item"
        >
          <Image
            src={item.productImage}
            alt=""
            width="48px"
            height="48px"
            htmlWidth="48"
            htmlHeight="48"
            loading="lazy"
            decoding="async"
            objectFit="cover"
            borderRadius="md"
            bg="saffron.50"
            flexShrink={0}
          />
          <Box flex="1" minW="0">
            <Text fontWeight="medium" lineClamp="2" wordBreak="break-word">
              {item.productName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Qty {item.quantity} × {formatPrice(item.price)}
            </Text>
          </Box>
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {formatPrice(item.subtotal)}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}
