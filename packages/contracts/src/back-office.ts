import { z } from 'zod/mini';
import {
  DEFAULT_OCCASION,
  LEGACY_FESTIVAL_NAMES,
  LEGACY_OCCASION_NAMES,
  LIMITS,
  TOP_LEVEL_CATEGORIES,
  type TopLevelCategory,
} from './constants.js';
import { moneyString } from './primitives.js';

/*
 * Calls of the back office that the spec does not spell out: accepting an uploaded image and
 * the internal figures the admin service composes the dashboard from.
 */

const UPLOADED_OBJECT_PATH = /^\/objects\/uploads\/[A-Za-z0-9._-]{1,200}$/;

/**
 * POST /api/objects/accept: after the browser has PUT a file to its signed URL, the catalog
 * service checks the stored object itself (exists, size within `maxBytes`, an image by its
 * magic bytes) before anything may use it. `maxBytes` is the host's limit (5 MB for product
 * images), never above the upload button's default of 10 MB.
 */
export const objectAcceptSchema = z.object({
  objectPath: z
    .string()
    .check(z.trim(), z.regex(UPLOADED_OBJECT_PATH, 'must be the objectPath answered by /api/objects/upload')),
  maxBytes: z._default(
    z.int().check(z.minimum(1), z.maximum(LIMITS.uploadDefaultMaxBytes)),
    LIMITS.uploadDefaultMaxBytes,
  ),
});
export type ParsedObjectAccept = z.output<typeof objectAcceptSchema>;

/** The raster formats an uploaded image may be (never SVG: it can carry scripts). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/**
 * POST /api/objects/upload's optional body: the file about to be sent. Each given fact is signed
 * into the URL as a header (`Content-Type`, `Content-Length`), so object storage itself refuses
 * a PUT of another type or size. The upload button always sends both; a bare call (no body) gets
 * a URL without them, and what it stores is still never served until a saved record uses it.
 * `maxBytes` is the host's limit, as for accept.
 */
export const uploadRequestSchema = z.optional(
  z
    .object({
      contentType: z.optional(z.enum(ACCEPTED_IMAGE_TYPES, 'the file is not a PNG, JPEG, GIF or WebP image')),
      size: z.optional(z.int().check(z.minimum(1, 'the file is empty'))),
      maxBytes: z._default(
        z.int().check(z.minimum(1), z.maximum(LIMITS.uploadDefaultMaxBytes)),
        LIMITS.uploadDefaultMaxBytes,
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.size !== undefined && value.size > value.maxBytes) {
          ctx.issues.push({
            code: 'custom',
            input: value.size,
            path: ['size'],
            message: `the image is larger than the limit of ${megabytes(value.maxBytes)}`,
          });
        }
      }),
    ),
);
export type ParsedUploadRequest = z.output<typeof uploadRequestSchema>;
export type UploadRequest = z.input<typeof uploadRequestSchema>;

export const acceptedObjectSchema = z.object({
  objectPath: z.string(),
  contentType: z.enum(ACCEPTED_IMAGE_TYPES),
  size: z.int(),
});
export type AcceptedObject = z.infer<typeof acceptedObjectSchema>;

/* ---------- Internal figures for GET /api/dashboard/stats ---------- */

/** GET /internal/stats on catalog. */
export const catalogStatsSchema = z.object({ totalProducts: z.int() });
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

/**
 * GET /internal/stats on orders. `revenueGrowth` compares the revenue of the last 30 days with
 * the 30 days before, in percent with one decimal.
 */
export const ordersStatsSchema = z.object({
  totalRevenue: moneyString(),
  totalOrders: z.int(),
  revenueGrowth: z.number(),
  pendingReturnRequests: z.int(),
  cartItemsCount: z.int(),
});
export type OrdersStats = z.infer<typeof ordersStatsSchema>;

/* ---------- Product form rules shared by the admin form and the catalog service ---------- */

/**
 * The top-level category of a product's occasion: 'Festivals' or 'Occasions' as they are, an
 * older product's specific name mapped to its parent, undefined for anything else.
 */
export function parentCategory(occasion: string): TopLevelCategory | undefined {
  if ((TOP_LEVEL_CATEGORIES as readonly string[]).includes(occasion)) return occasion as TopLevelCategory;
  if ((LEGACY_FESTIVAL_NAMES as readonly string[]).includes(occasion)) return 'Festivals';
  if ((LEGACY_OCCASION_NAMES as readonly string[]).includes(occasion)) return 'Occasions';
  return undefined;
}

/** Stands in for the second SKU letter when a product has neither subcategory nor category. */
const NO_SUBCATEGORY_LETTER = 'X';
const firstLetter = (value: string) => value.trim().charAt(0).toUpperCase();

/**
 * The two letters of a new product's SKU: the top-level category (its occasion, a
 * legacy name counting as its parent, the default 'Festivals' otherwise) and the subcategory.
 * Without a subcategory the product's category gives the second letter (the form sets category
 * from the subcategory), and 'X' when there is none, so the prefix always has two letters.
 */
export function skuPrefixFor(product: {
  occasion?: string;
  subcategory?: string | null;
  category?: string | null;
}): string {
  const top = parentCategory(product.occasion?.trim() || DEFAULT_OCCASION) ?? DEFAULT_OCCASION;
  const second = product.subcategory?.trim() || product.category?.trim() || NO_SUBCATEGORY_LETTER;
  return `${firstLetter(top)}${firstLetter(second)}`;
}

/** One above the highest serial among SKUs with the prefix, padded to 3 digits; the first is 001. */
export function nextSkuFor(prefix: string, existing: Iterable<string | null>): string {
  let highest = 0;
  for (const sku of existing) {
    const digits = sku?.startsWith(prefix) ? sku.slice(prefix.length) : '';
    if (/^\d+$/.test(digits)) highest = Math.max(highest, Number(digits));
  }
  return `${prefix}${String(highest + 1).padStart(LIMITS.skuSerialDigits, '0')}`;
}
