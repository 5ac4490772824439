import { SimpleGrid, useCurrency } from '@festive/web-kit';
import type { Product } from '@festive/contracts';
import { ProductCard } from './product-card';

/** The cards of the first row at the widest layout (4 columns): their pictures load at once. */
export const FIRST_ROW_CARDS = 4;

/** 1, 2, 3 or 4 columns by screen width. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  const currency = useCurrency();
  return (
    <SimpleGrid
      as="section"
      aria-label="Products"
      data-testid="product-grid"
      columns={{ base: 1, sm: 2, md: 3, lg: 4 }}
      gap={{ base: '4', md: '6' }}
    >
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} currency={currency} eager={index < FIRST_ROW_CARDS} />
      ))}
    </SimpleGrid>
  );
}
