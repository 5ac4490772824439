import { apiLoadOrNull, HttpError, queryOptions, unparsed, useQuery } from '@festive/web-kit';
import { type Product, productApiPath } from '@festive/contracts';

/** GET /api/products/{id}. An unknown product (404) is `null`, shown as the 404 text. */
export async function fetchProduct(id: string): Promise<Product | null> {
  try {
    // The same URL the page's head preloads (a UUID needs no encoding; anything else is a 404 anyway).
    return await apiLoadOrNull(productApiPath(encodeURIComponent(id)), unparsed<Product>());
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** A product's read, as its page (and the page's reads before its first draw) asks for it. */
export function productQuery(id: string) {
  return queryOptions({ queryKey: ['/api/products', id], queryFn: () => fetchProduct(id) });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
