import { z } from 'zod/mini';
import {
  ALL_SELECTION,
  CATALOG_TABS,
  CATEGORY_TYPES,
  DEFAULT_OCCASION,
  LIMITS,
  SIZE_OPTIONS,
} from './constants.js';
import { gstRateField, hsnCodeField } from './gst.js';
import { imageRef, intLike, money, optionalText, plainString, text } from './primitives.js';

/* ---------- Category ---------- */

/** GET /api/categories[?type=festival|special_occasion] */
export const categoriesQuerySchema = z.object({ type: z.optional(z.enum(CATEGORY_TYPES)) });
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;

/* ---------- Product ---------- */

/** An empty list is "not given" (empty tags or images lists are omitted). */
const optionalList = (item: z.ZodMiniType<string, unknown>) =>
  z.pipe(
    z.optional(z.nullable(z.array(item).check(z.maxLength(20)))),
    z.transform((list: string[] | null | undefined) => (list && list.length > 0 ? list : undefined)),
  );

/**
 * POST /api/admin/products and PUT /api/admin/products/{id}. Without `hsnCode` or `gstRate` a
 * new product gets its subcategory's default (gst.ts `taxClassFor`) and an edited one keeps its own.
 */
export const productInputSchema = z.object({
  sku: optionalText(32),
  name: text(LIMITS.nameMax),
  description: plainString('multi-line').check(z.trim(), z.maxLength(LIMITS.textMax)),
  price: money('price'),
  image: imageRef(),
  images: optionalList(imageRef()),
  category: z._default(plainString().check(z.trim(), z.maxLength(LIMITS.nameMax)), ''),
  subcategory: optionalText(LIMITS.nameMax),
  tags: optionalList(plainString().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMax))),
  occasion: z._default(
    plainString().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMax)),
    DEFAULT_OCCASION,
  ),
  stock: z._default(intLike().check(z.minimum(0), z.maximum(1_000_000)), 0),
  sizeOptions: optionalText(100),
  color: optionalText(100),
  material: optionalText(100),
  hsnCode: z.optional(hsnCodeField()),
  gstRate: z.optional(gstRateField()),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;

/**
 * GET /api/products. With no parameters it answers the spec's full list; the optional
 * parameters let the storefront filter and page on the server.
 */
export const productsQuerySchema = z.object({
  tab: z.optional(z.enum(CATALOG_TABS)),
  selection: z.optional(plainString().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMax))),
  search: z.optional(plainString().check(z.maxLength(LIMITS.nameMax))),
  // Opaque to the client; it carries the last row's sort key, names included (up to ~1 KB).
  cursor: z.optional(plainString().check(z.minLength(1), z.maxLength(2000))),
  limit: z.optional(intLike().check(z.minimum(1), z.maximum(LIMITS.productPageSizeMax))),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;
export { ALL_SELECTION };

export const sizeOptionSchema = z.enum(SIZE_OPTIONS);

/* ---------- Carousel image input ---------- */

/** Integers in the carousel form fall back to 0; the server applies the same rule. */
const intOrZero = () =>
  z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()]))),
    z.transform((value: number | string | null | undefined) => {
      const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value ?? '', 10);
      return Number.isFinite(parsed) && parsed >= 0 && parsed <= 100_000 ? parsed : 0;
    }),
  );

/** POST /api/admin/carousel-images and PUT /api/admin/carousel-images/{id} */
export const carouselImageInputSchema = z.object({
  image: imageRef(),
  title: optionalText(LIMITS.nameMax),
  description: optionalText(LIMITS.textMax, 'multi-line'),
  imageWidth: intOrZero(),
  imageHeight: intOrZero(),
  order: intOrZero(),
  buttonText: optionalText(100),
  buttonLink: optionalText(1000),
  buttonType: optionalText(50),
});
export type CarouselImageInput = z.input<typeof carouselImageInputSchema>;

/* ---------- Uploads ---------- */

/** POST /api/objects/upload */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string(), objectPath: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/* ---------- Stored cart item (orders service) ---------- */

export const storedCartItemSchema = z.object({ productId: z.uuid(), quantity: z.int().check(z.minimum(1)) });

/** The storefront's cart line (page state): id, name, price, image, quantity. */
export const cartItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.union([z.string(), z.number()]),
  image: z.string(),
  quantity: z.int().check(z.minimum(1)),
});
export type CartItem = z.infer<typeof cartItemSchema>;
