import {
  nextSkuFor,
  objectPath,
  seedPictureKey,
  skuPrefixFor,
  type TaxClass,
  taxClassFor,
} from '@festive/contracts';
import type { ProductArt } from './art/product-svg';
import { DEFAULT_PALETTE, PALETTES, SEED_PRODUCTS, SEED_TAX_CLASSES, type SeedProduct } from './data';

export interface SeedProductRow {
  slug: string;
  sku: string | null;
  name: string;
  description: string;
  price: string;
  image: string;
  images: null;
  category: string;
  subcategory: string | null;
  tags: string[] | null;
  occasion: string;
  stock: number;
  sizeOptions: string | null;
  color: string | null;
  material: string | null;
  hsnCode: string;
  /** Percent, as the numeric column takes it. */
  gstRate: string;
  art: ProductArt;
}

/** A demo product's own tax class, else its subcategory's default. */
export const seedTaxClass = (product: SeedProduct): TaxClass =>
  SEED_TAX_CLASSES[product.slug] ?? taxClassFor(product.subcategory ?? product.category);

/**
 * The rows the seed inserts: SKUs follow the admin form's rule in data order,
 * category is the subcategory as the form sets it on submit, and each product gets a picture.
 */
export function buildSeedProducts(products: readonly SeedProduct[] = SEED_PRODUCTS): SeedProductRow[] {
  const skus: string[] = [];
  return products.map((product) => {
    let sku: string | null = null;
    if (!product.withoutSku && product.subcategory) {
      // The same SKU rule as the admin's product form, from its one home in contracts.
      sku = nextSkuFor(skuPrefixFor(product), skus);
      skus.push(sku);
    }
    const theme = product.tags?.[0] ?? product.occasion;
    const tax = seedTaxClass(product);
    return {
      slug: product.slug,
      sku,
      name: product.name,
      description: product.description,
      price: product.price,
      image: objectPath(seedPictureKey(product.slug)),
      images: null,
      category: product.category ?? product.subcategory ?? '',
      subcategory: product.subcategory,
      tags: product.tags,
      occasion: product.occasion,
      stock: product.stock,
      sizeOptions: product.sizeOptions ?? null,
      color: product.color ?? null,
      material: product.material ?? null,
      hsnCode: tax.hsnCode,
      gstRate: String(tax.gstRate),
      art: {
        title: product.name,
        caption: theme,
        motif: product.motif,
        palette: PALETTES[theme] ?? DEFAULT_PALETTE,
      },
    };
  });
}
