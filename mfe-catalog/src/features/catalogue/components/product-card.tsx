import {
  Box,
  Button,
  Image,
  RouterLink,
  Stack,
  Text,
  formatPrice,
  useCartStore,
  type DisplayCurrency,
} from '@festive/web-kit';
import { imageSources, type Product, productPagePath } from '@festive/contracts';

/**
 * The grid's pictures: squares (the size attributes reserve the space before they load), drawn
 * a quarter to a full column wide; srcset lets the browser fetch the resized copy that fits.
 */
const CARD_IMAGE_SIZE = 480;

/**
 * One product in the grid: picture, name, price and the add button. The picture
 * and name lead to the product page; a click on the card is also logged, as the spec's card
 * click is. Cards of the first row load their picture at once, the rest as they scroll near.
 */
export function ProductCard({
  product,
  currency,
  eager,
}: {
  product: Product;
  currency: DisplayCurrency;
  eager: boolean;
}) {
  const add = useCartStore((state) => state.add);
  const href = productPagePath(product.id);
  const soldOut = product.stock <= 0;
  return (
    <Box
      as="article"
      data-testid="product-card"
      data-product-id={product.id}
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="saffron.100"
      overflow="hidden"
      display="flex"
      flexDirection="column"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      onClick={() => console.info('Product clicked', product.id)}
    >
      <RouterLink to={href} tabIndex={-1} aria-hidden="true">
        <Box bg="saffron.50" aspectRatio="1">
          <Image
            {...imageSources(product.image, 'card')}
            alt=""
            htmlWidth={String(CARD_IMAGE_SIZE)}
            htmlHeight={String(CARD_IMAGE_SIZE)}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width="100%"
            height="100%"
            objectFit="cover"
          />
        </Box>
      </RouterLink>
      <Stack gap="2" p="4" flex="1">
        <Text as="h3" fontWeight="semibold" lineClamp="2" minH="2lh" color="gray.900">
          <RouterLink to={href} data-testid="product-link">
            {product.name}
          </RouterLink>
        </Text>
        <Text fontSize="xl" fontWeight="bold" color="maroon.800" data-testid="product-price">
          {formatPrice(product.price, currency)}
        </Text>
        <Button
          mt="auto"
          data-testid="add-to-cart-button"
          // The name starts with the words on the button (what a speech-input user says), then
          // tells which product, since every card has one.
          aria-label={soldOut ? `Out of stock: ${product.name}` : `Add to Cart: ${product.name}`}
          colorPalette="saffron"
          fontWeight="semibold"
          disabled={soldOut}
          onClick={(event) => {
            event.stopPropagation();
            add(product);
          }}
        >
          {soldOut ? 'Out of stock' : 'Add to Cart'}
        </Button>
      </Stack>
    </Box>
  );
}
