import { FESTIVAL_PRODUCTS_1 } from './festival-products-1';
import { FESTIVAL_PRODUCTS_2 } from './festival-products-2';
import { LEGACY_PRODUCTS } from './legacy-products';
import { OCCASION_PRODUCTS } from './occasion-products';
import type { SeedProduct } from './types';

export { FESTIVAL_CATEGORIES, OCCASION_CATEGORIES } from './categories';
export { SEED_TAX_CLASSES } from './tax-classes';
export { DEFAULT_PALETTE, PALETTES, type SeedProduct } from './types';

/** The demo catalogue, in the order SKU serials are handed out. */
export const SEED_PRODUCTS: SeedProduct[] = [
  ...FESTIVAL_PRODUCTS_1,
  ...FESTIVAL_PRODUCTS_2,
  ...OCCASION_PRODUCTS,
  ...LEGACY_PRODUCTS,
];
