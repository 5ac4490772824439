import { useDeferredValue, useMemo } from 'react';
import { Box, Button, Center, Flex, Spinner, Stack, Text } from '@festive/web-kit';
import type { CatalogTab, Product } from '@festive/contracts';
import { FIRST_ROW_CARDS, ProductGrid } from './product-grid';
import type { useCatalogueProducts } from '../api/catalogue-products';
import { emptyMessage } from '../catalogue-texts';
import { LoadMore } from './load-more';
import { useDrawnInSteps } from '../use-drawn-in-steps';

const NO_PRODUCTS: readonly Product[] = [];

/** The grid's states: loading, failed, empty, or the products with more to come. */
export function CatalogueResults({
  products,
  tab,
}: {
  products: ReturnType<typeof useCatalogueProducts>;
  tab: CatalogTab;
}) {
  const items = useMemo(
    () => products.data?.pages.flatMap((page) => page.items) ?? NO_PRODUCTS,
    [products.data],
  );
  // The cards are built as a deferred update: the answer arrives as an urgent store update, and
  // building two dozen cards in one go held a phone's main thread for a quarter of a second;
  // deferred, React builds them in slices between other work. "Load more" stays busy until
  // they are drawn, or it would be in view (and load the next page) before the first is shown.
  const deferred = useDeferredValue(items, NO_PRODUCTS);
  // Then drawn a row (at the widest layout) per frame, so no one frame lays out the whole page.
  const shown = useDrawnInSteps(deferred, FIRST_ROW_CARDS, FIRST_ROW_CARDS);
  const allShown = shown.length === items.length;
  if (products.isPending) {
    return (
      <Center py="16" data-testid="products-loading">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="saffron.600" borderWidth="3px" />
          <Text color="fg.muted">Loading products...</Text>
        </Stack>
      </Center>
    );
  }
  if (products.isError && !products.data) {
    return (
      <Flex
        role="alert"
        data-testid="products-error"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'flex-start', sm: 'center' }}
        gap="4"
        p="5"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="red.200"
        bg="bg.error"
      >
        <Box flex="1">
          <Text fontWeight="semibold" color="fg.error">
            We could not load the gifts
          </Text>
          <Text color="fg.muted">Please check your connection and try again.</Text>
        </Box>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => void products.refetch()}
          loading={products.isFetching}
        >
          Try again
        </Button>
      </Flex>
    );
  }
  if (items.length === 0) {
    return (
      <Center py="16" textAlign="center" data-testid="products-empty">
        <Text color="fg.muted" maxW="md">
          {emptyMessage(tab)}
        </Text>
      </Center>
    );
  }
  return (
    <Box
      aria-busy={products.isPlaceholderData}
      opacity={products.isPlaceholderData ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      <ProductGrid products={shown} />
      {shown.length > 0 && products.hasNextPage && !products.isPlaceholderData && (
        <LoadMore
          // Busy until every card so far is drawn, so its observer cannot ask for the next page
          // before the shopper has seen this one (and it stays in place meanwhile).
          loading={products.isFetchingNextPage || !allShown}
          onLoad={() => {
            if (!products.isFetching) void products.fetchNextPage();
          }}
        />
      )}
      {products.isFetchNextPageError && (
        <Text role="alert" textAlign="center" color="fg.error" pb="6">
          More gifts could not load. Scroll or press the button to try again.
        </Text>
      )}
    </Box>
  );
}
