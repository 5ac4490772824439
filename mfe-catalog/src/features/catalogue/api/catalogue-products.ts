import {
  apiRequest,
  infiniteQueryOptions,
  keepPreviousData,
  unparsed,
  useInfiniteQuery,
} from '@festive/web-kit';
import { catalogueProductsPath, type CatalogueFilter, type ProductsPage } from '@festive/contracts';

/** GET /api/products?tab&selection&search&limit&cursor: one page, filtered on the server. */
export function fetchCataloguePage(
  filter: CatalogueFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return apiRequest(catalogueProductsPath(filter, cursor), unparsed<ProductsPage>(), { signal });
}

/** The grid's pages for a filter, as the grid (and the page's reads before its first draw) asks. */
export function catalogueProductsQuery(filter: CatalogueFilter) {
  return infiniteQueryOptions({
    queryKey: ['/api/products', 'catalogue', filter.tab, filter.selection, filter.search.trim()],
    queryFn: ({ pageParam, signal }) => fetchCataloguePage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ProductsPage) => page.nextCursor,
  });
}

/**
 * The catalogue grid's pages: more are fetched as the shopper scrolls. While a new filter
 * loads, the previous results stay on screen (no flash of 'Loading products...').
 */
export function useCatalogueProducts(filter: CatalogueFilter) {
  return useInfiniteQuery({ ...catalogueProductsQuery(filter), placeholderData: keepPreviousData });
}
