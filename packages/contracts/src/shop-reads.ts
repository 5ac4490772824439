import { z } from 'zod/mini';
import { CATEGORY_TYPES } from './constants.js';
import { moneyString, nullableText } from './primitives.js';

/*
 * The answers the storefront's first page reads: categories, products, currency, carousel
 * images and the session. Kept apart from the input schemas on purpose: the browser bundles
 * only the modules it imports from, and every schema here is built when its module loads, so
 * this file holding nothing else keeps the first page's JS small (the admin form and checkout
 * schemas arrive with their own pages).
 */

/* ---------- Category ---------- */

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(CATEGORY_TYPES),
  emoji: z.nullable(z.string()),
  items: z.array(z.string()),
  order: z.int(),
});
export type Category = z.infer<typeof categorySchema>;
/** GET /api/categories[?type=...] */
export const categoriesResponseSchema = z.array(categorySchema);

/* ---------- Product ---------- */

export const productSchema = z.object({
  id: z.uuid(),
  sku: z.nullable(z.string()),
  name: z.string(),
  description: z.string(),
  price: moneyString(),
  image: z.string(),
  images: z.nullable(z.array(z.string())),
  category: z.string(),
  subcategory: z.nullable(z.string()),
  tags: z.nullable(z.array(z.string())),
  occasion: z.string(),
  stock: z.int(),
  sizeOptions: z.nullable(z.string()),
  color: z.nullable(z.string()),
  material: z.nullable(z.string()),
  /** The product's HSN code and GST rate in percent (0, 5, 12, 18 or 28), as its invoice lines carry them. */
  hsnCode: z.string(),
  gstRate: z.number(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products without a cursor or limit: the list. */
export const productsResponseSchema = z.array(productSchema);
/** The paged reading, answered when a cursor or limit is asked for. */
export const productsPageSchema = z.object({
  items: z.array(productSchema),
  nextCursor: z.nullable(z.string()),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;

/* ---------- Currency ---------- */

export const currencySchema = z.object({
  countryCode: z.string(),
  rate: z.number(),
  symbol: z.string(),
  code: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

/* ---------- Carousel image ---------- */

export const carouselImageSchema = z.object({
  id: z.uuid(),
  image: z.string(),
  title: nullableText(),
  description: nullableText(),
  imageWidth: z.int(),
  imageHeight: z.int(),
  order: z.int(),
  buttonText: nullableText(),
  buttonLink: nullableText(),
  buttonType: nullableText(),
});
export type CarouselImage = z.infer<typeof carouselImageSchema>;
export const carouselImagesResponseSchema = z.array(carouselImageSchema);

/* ---------- Session ---------- */

/**
 * GET /api/auth/session. One answer carries both readings of the session: the header reading
 * (userId, name, userPhone) and the checkout reading (loggedIn, user).
 */
export const sessionSchema = z.object({
  loggedIn: z.boolean(),
  userId: z.optional(z.uuid()),
  name: z.optional(z.string()),
  userPhone: z.optional(z.string()),
  user: z.nullable(z.object({ name: z.string(), phone: z.string(), email: z.string() })),
});
export type Session = z.infer<typeof sessionSchema>;
