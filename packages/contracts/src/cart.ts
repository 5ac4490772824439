import { z } from 'zod/mini';
import { moneyString } from './primitives.js';

/*
 * The persisted cart (orders.carts) and the catalogue lookup it is priced by. The request body
 * of PUT /api/cart is `putCartSchema` (orders.ts).
 */

/* ---------- Product lookup (catalog /internal, for the persisted cart and orders) ---------- */

/** POST /internal/products/lookup on catalog: today's name, price, image and stock by id. */
export const productLookupRequestSchema = z.object({
  ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)),
});
export type ProductLookupRequest = z.infer<typeof productLookupRequestSchema>;

export const productSnapshotSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: moneyString(),
  image: z.string(),
  stock: z.int(),
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

/** Unknown (deleted) ids are simply absent from the answer. */
export const productLookupResponseSchema = z.object({ products: z.array(productSnapshotSchema) });
export type ProductLookupResponse = z.infer<typeof productLookupResponseSchema>;

/* ---------- Persisted cart: GET /api/cart, PUT /api/cart (body: putCartSchema) ---------- */

/**
 * One line of the signed-in shopper's cart: the storefront cart item (id, name, price, image,
 * quantity) re-read from the catalogue, with the stock the quantity is capped at.
 */
export const cartLineSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: moneyString(),
  image: z.string(),
  quantity: z.int().check(z.minimum(1)),
  stock: z.int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The stored cart as answered by GET and PUT: unknown and sold-out products are dropped. */
export const serverCartSchema = z.object({ items: z.array(cartLineSchema) });
export type ServerCart = z.infer<typeof serverCartSchema>;
