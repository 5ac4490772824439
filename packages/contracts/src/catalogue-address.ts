import { ALL_SELECTION, CATALOG_TABS, LIMITS, type CatalogTab } from './constants.js';
import { SHOP_NAME } from './page-head.js';
import { hasControlCharacters } from './control-characters.js';
import type { CatalogueFilter } from './storefront.js';

/*
 * The home page's catalogue as an address: a festival's or an occasion's gifts can be linked to
 * (the header's festival links), shared on WhatsApp, reloaded and reached again with Back. The
 * browser, the page head the server writes and the API's first page all read the same names.
 */

/** The query parameter naming each tab's selection: `/?festival=Diwali`, `/?occasion=Wedding`. */
export const CATALOGUE_ADDRESS_PARAMS: Readonly<Record<CatalogTab, string>> = {
  festival: 'festival',
  special_occasion: 'occasion',
};

export type CatalogueSelection = Pick<CatalogueFilter, 'tab' | 'selection'>;

/** What the home page opens on when its address names no selection. */
export const DEFAULT_CATALOGUE_SELECTION: CatalogueSelection = { tab: 'festival', selection: ALL_SELECTION };

const isDefault = ({ tab, selection }: CatalogueSelection) =>
  tab === DEFAULT_CATALOGUE_SELECTION.tab && selection === DEFAULT_CATALOGUE_SELECTION.selection;

/**
 * The tab and selection an address's query names: the first tab whose parameter holds a name
 * (trimmed, at most a name's length, no control characters: what the catalogue API takes; `all`
 * is that tab with every gift), else the festival tab, all. Other parameters (a campaign's
 * `utm_source`, say) are left alone.
 */
export function catalogueSelectionOf(query: string): CatalogueSelection {
  const params = new URLSearchParams(query);
  for (const tab of CATALOG_TABS) {
    const selection = params.get(CATALOGUE_ADDRESS_PARAMS[tab])?.trim();
    if (selection && selection.length <= LIMITS.nameMax && !hasControlCharacters(selection))
      return { tab, selection };
  }
  return DEFAULT_CATALOGUE_SELECTION;
}

/**
 * The query string (without `?`) naming a tab and selection, keeping `current`'s other
 * parameters: empty for the festival tab with all selected, the page a bare `/` opens on.
 */
export function catalogueSelectionQuery(shown: CatalogueSelection, current = ''): string {
  const params = new URLSearchParams(current);
  for (const name of Object.values(CATALOGUE_ADDRESS_PARAMS)) params.delete(name);
  if (!isDefault(shown)) params.set(CATALOGUE_ADDRESS_PARAMS[shown.tab], shown.selection);
  return params.toString();
}

/** The home page's path for a tab and selection: `/`, `/?festival=Diwali`, `/?occasion=all`. */
export function catalogueSelectionPath(selection: CatalogueSelection): string {
  return isDefault(selection)
    ? '/'
    : `/?${new URLSearchParams({ [CATALOGUE_ADDRESS_PARAMS[selection.tab]]: selection.selection })}`;
}

/** The grid heading, also the title of the page a selection's address opens. */
export function catalogueHeading({ tab, selection }: CatalogueSelection): string {
  const kind = tab === 'festival' ? 'Festival' : 'Special Occasion';
  return selection === ALL_SELECTION
    ? `All ${kind} Gifts & Handicrafts`
    : `${selection} - ${kind} Gifts & Handicrafts`;
}

/** The home page's title at a festival's or occasion's address; the shop's name at `/`. */
export const cataloguePageTitle = (shown: CatalogueSelection): string =>
  isDefault(shown) ? SHOP_NAME : `${catalogueHeading(shown)} · ${SHOP_NAME}`;

/**
 * One page of the catalogue as the grid asks for it: the filter and the cursor after which the
 * page starts. The page head preloads the first page of the address's selection with this URL,
 * so the browser reuses its answer.
 */
export function catalogueProductsPath(filter: CatalogueFilter, cursor: string | null = null): string {
  const params = new URLSearchParams({ tab: filter.tab, limit: String(LIMITS.productPageSizeDefault) });
  if (filter.selection !== ALL_SELECTION) params.set('selection', filter.selection);
  const search = filter.search.trim();
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return `/api/products?${params}`;
}
