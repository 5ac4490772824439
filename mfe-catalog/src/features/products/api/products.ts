import { apiRequest, unparsed, useQuery } from '@festive/web-kit';
import type { Product } from '@festive/contracts';

/** GET /api/products: the whole catalogue; filtering happens on the page. */
export const PRODUCTS_QUERY_KEY = ['/api/products'] as const;

export function fetchProducts(): Promise<Product[]> {
  return apiRequest('/api/products', unparsed<Product[]>());
}

export function useProducts() {
  return useQuery({ queryKey: PRODUCTS_QUERY_KEY, queryFn: fetchProducts });
}
