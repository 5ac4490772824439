import { apiRequest, useQuery } from '@festive/web-kit';
import { type Product, productsResponseSchema } from '@festive/contracts';

/** The back office's own key for GET /api/products (the storefront may read the list differently). */
export const ADMIN_PRODUCTS_KEY = ['admin', '/api/products'] as const;

/** GET /api/products: the whole catalogue for the 'All Products' table. */
export function fetchAdminProducts(): Promise<Product[]> {
  return apiRequest('/api/products', productsResponseSchema);
}

export function useAdminProducts() {
  return useQuery({ queryKey: ADMIN_PRODUCTS_KEY, queryFn: fetchAdminProducts });
}
