import { apiRequest, HttpError, unparsed, useCartStore, type CartLineItem } from '@festive/web-kit';
import type { Product } from '@festive/contracts';

async function currentProduct(id: string): Promise<Product | null | undefined> {
  try {
    return await apiRequest(`/api/products/${encodeURIComponent(id)}`, unparsed<Product>());
  } catch (error) {
    // Gone from the shop: null drops the line. Anything else: keep the line as it is.
    return error instanceof HttpError && error.status === 404 ? null : undefined;
  }
}

/**
 * A visitor's cart read back from this browser: each line's name, price, picture and stock are
 * read again from the shop (prices change, products sell out or go), quantities are capped at
 * stock, and lines of products gone or sold out are dropped. Loaded only when there is a cart.
 */
export async function refreshVisitorCart(): Promise<void> {
  const ids = useCartStore.getState().items.map((item) => item.id);
  const fresh = new Map(await Promise.all(ids.map(async (id) => [id, await currentProduct(id)] as const)));
  const { items, owner } = useCartStore.getState();
  // Signed in meanwhile: the server cart takes over instead.
  if (owner !== null) return;
  const refreshed = items.flatMap((item): CartLineItem[] => {
    const product = fresh.get(item.id);
    if (product === undefined) return [item];
    if (product === null || product.stock <= 0) return [];
    const { id, name, price, image, stock } = product;
    return [{ id, name, price, image, stock, quantity: Math.min(item.quantity, stock) }];
  });
  useCartStore.getState().replaceAll(refreshed, null);
}
