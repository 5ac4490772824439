import { productPathSegment } from '@festive/contracts';
import { type QueryClient, useCatalogFilter } from '@festive/web-kit';
import { catalogueProductsQuery } from '../features/catalogue/api/catalogue-products';
import { carouselImagesQuery } from '../features/hero/api/carousel-images';
import { productQuery } from '../features/products/api/product';
import { showSelectionOf } from '../features/catalogue/use-selection-in-address';
import { loadProductPage } from './product-page-chunk';

/** The id of a product page's path as the router hands it to the page (decoded), else null. */
function productId(pathname: string): string | null {
  const segment = productPathSegment(pathname);
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What the page opened first draws at once, read into the shop's cache as soon as this remote
 * has loaded: the shell draws the page when they are in (or after a short wait), so the answers
 * are part of the first render, which React builds in slices, instead of each arriving as a
 * change React draws in one go. The same query options as the components use: nothing is read
 * twice. The home page: the hero's pictures and the first grid page of the selection its address
 * names; a product page: the product and the page's own code.
 */
export function firstReads(client: QueryClient, pathname: string): Promise<unknown> {
  const id = productId(pathname);
  if (id !== null) return Promise.allSettled([client.prefetchQuery(productQuery(id)), loadProductPage()]);
  if (pathname !== '/') return Promise.resolve();
  // The grid's first page is the one the address names (`/?festival=Diwali`).
  showSelectionOf(window.location.search);
  const { tab, selection, search } = useCatalogFilter.getState();
  return Promise.allSettled([
    client.prefetchQuery(carouselImagesQuery),
    client.prefetchInfiniteQuery(catalogueProductsQuery({ tab, selection, search })),
  ]);
}
