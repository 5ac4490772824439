import { ALL_SELECTION, FESTIVALS, type CatalogTab } from './constants.js';
import type { Product } from './shop-reads.js';

/*
 * The storefront's catalogue rules, once: the catalog service's SQL implements the
 * same rules and an API test compares the two over the seed. Pure functions only, no schemas,
 * so the browser may import them without building any zod schema.
 */

/* ---------- Catalogue filtering ---------- */

/** The catalogue filter state: tab, selection (`all` or a name) and search text. */
export interface CatalogueFilter {
  tab: CatalogTab;
  selection: string;
  search: string;
}

const FESTIVAL_NAMES: ReadonlySet<string> = new Set(FESTIVALS);

/**
 * The search needle: the typed text without surrounding blanks, lower-cased. Blank text means
 * "no search" (a shopper who typed only spaces still sees the whole tab).
 */
export function searchNeedle(search: string): string {
  return search.trim().toLowerCase();
}

function taggedWith(product: Pick<Product, 'occasion' | 'tags'>, names: ReadonlySet<string>): boolean {
  return names.has(product.occasion) || (product.tags ?? []).some((tag) => names.has(tag));
}

/**
 * Whether a product shows in the catalogue:
 * - a specific selection: its occasion equals it or its tags include it (either tab);
 * - festival tab, all: its occasion or any tag is one of the 7 festivals;
 * - occasion tab, all: its occasion or any tag is a loaded occasion name; with no occasion
 *   names loaded every product matches;
 * - the search: a case-insensitive substring of the name, combined with the above.
 */
export function matchesCatalogue(
  product: Pick<Product, 'name' | 'occasion' | 'tags'>,
  { tab, selection, search }: CatalogueFilter,
  occasionNames: readonly string[],
): boolean {
  const needle = searchNeedle(search);
  if (needle && !product.name.toLowerCase().includes(needle)) return false;
  if (selection !== ALL_SELECTION) return taggedWith(product, new Set([selection]));
  if (tab === 'festival') return taggedWith(product, FESTIVAL_NAMES);
  return occasionNames.length === 0 || taggedWith(product, new Set(occasionNames));
}

/** The products of a list that show in the catalogue, in their order. */
export function filterCatalogue<P extends Pick<Product, 'name' | 'occasion' | 'tags'>>(
  products: readonly P[],
  filter: CatalogueFilter,
  occasionNames: readonly string[],
): P[] {
  return products.filter((product) => matchesCatalogue(product, filter, occasionNames));
}
