import { useEffect, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Center,
  Flex,
  Heading,
  HStack,
  NotFound,
  RouterLink,
  Spinner,
  Stack,
  Text,
  formatPrice,
  useCartStore,
  useCurrency,
} from '@festive/web-kit';
import { type Product, productPageTitle, SHOP_NAME } from '@festive/contracts';
import { useProduct } from '../api/product';
import { celebrationTags, galleryImages, sizeList, stockState } from '../product-facts';
import { ProductGallery } from './product-gallery';

const STOCK_COLOUR = { out: 'fg.error', few: 'orange.700', in: 'fg.success' } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="3" align="baseline" wrap="wrap">
      <Text as="dt" fontWeight="semibold" color="maroon.900" minW="20">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Flex>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const currency = useCurrency();
  const add = useCartStore((state) => state.add);
  const stock = stockState(product.stock);
  const tags = celebrationTags(product);
  const sizes = sizeList(product.sizeOptions);
  return (
    <Stack flex="1" gap="4" minW="0">
      <Badge alignSelf="flex-start" colorPalette="saffron" variant="subtle">
        {product.subcategory ?? product.category}
      </Badge>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="maroon.800">
        {product.name}
      </Heading>
      <Text fontSize="3xl" fontWeight="bold" color="maroon.800" data-testid="product-price">
        {formatPrice(product.price, currency)}
      </Text>
      <Text fontWeight="semibold" color={STOCK_COLOUR[stock.kind]} data-testid="product-stock">
        {stock.label}
      </Text>
      {product.description && (
        <Text color="fg.muted" whiteSpace="pre-line">
          {product.description}
        </Text>
      )}
      <Stack as="dl" gap="2">
        {tags.length > 0 && (
          <Detail label="For">
            <HStack gap="2" wrap="wrap" data-testid="product-tags">
              {tags.map((tag) => (
                <Badge key={tag} colorPalette="maroon" variant="subtle">
                  {tag}
                </Badge>
              ))}
            </HStack>
          </Detail>
        )}
        {sizes.length > 0 && (
          <Detail label="Sizes">
            <HStack gap="2" wrap="wrap" data-testid="product-sizes">
              {sizes.map((size) => (
                <Badge key={size} variant="outline" colorPalette="gray">
                  {size}
                </Badge>
              ))}
            </HStack>
          </Detail>
        )}
        {product.color && (
          <Detail label="Colour">
            <Text>{product.color}</Text>
          </Detail>
        )}
        {product.material && (
          <Detail label="Material">
            <Text>{product.material}</Text>
          </Detail>
        )}
      </Stack>
      <Flex gap="3" wrap="wrap" pt="2">
        <Button
          colorPalette="saffron"
          size="lg"
          data-testid="add-to-cart-button"
          disabled={stock.kind === 'out'}
          onClick={() => add(product)}
        >
          {stock.kind === 'out' ? 'Out of stock' : 'Add to Cart'}
        </Button>
        <Button asChild variant="outline" size="lg" colorPalette="maroon">
          <RouterLink to="/">Browse all gifts</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * /products/{id}: gallery, name, price, stock, description,
 * festival and occasion tags, sizes, colour, material and the add button. An unknown id shows
 * the 404 page.
 */
export function ProductPage({ id }: { id: string }) {
  const { data: product, isPending, isError, refetch } = useProduct(id);

  useEffect(() => {
    if (!product) return;
    document.title = productPageTitle(product.name);
    return () => {
      document.title = SHOP_NAME;
    };
  }, [product]);

  if (isPending) {
    return (
      <Center py="20">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="saffron.600" />
          <Text color="fg.muted">Loading product...</Text>
        </Stack>
      </Center>
    );
  }
  if (isError) {
    return (
      <Stack align="center" gap="4" py="20" role="alert">
        <Text>We could not load this product.</Text>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!product) return <NotFound testId="product-not-found" />;

  return (
    <Flex
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '12' }}
      gap={{ base: '6', md: '12' }}
      direction={{ base: 'column', md: 'row' }}
      data-testid="product-page"
    >
      <ProductGallery images={galleryImages(product)} name={product.name} />
      <ProductDetails product={product} />
    </Flex>
  );
}
