import type { Request } from 'express';
import type { SearchEnv } from '../products/search-config';

/**
 * Cache-Control of the public catalogue reads. The catalog service is the one place that says
 * how long its answers may be reused; the dev gateway and nginx pass the header through.
 *
 * - Grid and search pages: reused for 30 s, then shown while revalidated for 2 minutes more
 *   (back/forward, a tab switch, React Query's refetch on focus). A price or stock badge on a grid
 *   is then at most that old; the cart and checkout read them again.
 * - Categories and the currency change with a release, not from the back office: 5 minutes,
 *   then a day of revalidating in the background.
 * - Revalidated on every use (`no-cache`, a 304 when unchanged): a product (its page shows
 *   today's stock, and the visitor's cart refreshes its lines through it: `PRODUCT_READ`), the
 *   whole list and the carousel images (the back office lists them and must show its own change
 *   at once, and the hero shows the carousel the administrator just edited).
 */
export const CATALOGUE_PAGE = 'public, max-age=30, stale-while-revalidate=120';
export const SHOP_SETTINGS = 'public, max-age=300, stale-while-revalidate=86400';
export const ALWAYS_REVALIDATE = 'no-cache';

export interface ReadPolicy {
  /** The Cache-Control of this request's answer. */
  cacheControl(req: Request): string;
  /** Whether this request's answer may be remembered (PublicReadInterceptor); default yes. */
  remember?(req: Request, env: SearchEnv): boolean;
  /**
   * The answer shows today's stock: it is remembered only until a reservation moves any stock,
   * since those count as catalogue changes only once a second (docs/adr/0045).
   */
  todaysStock?: boolean;
}

/** One Cache-Control for every request of the read. */
export const always = (cacheControl: string): ReadPolicy => ({ cacheControl: () => cacheControl });

/**
 * GET /api/products: a page (limit or cursor given) or the whole list. With the search memory
 * off (SEARCH_CACHE_ENTRIES=0) a search's answer is not remembered either, so every search is
 * worked out (bench/catalog's first-time rows).
 */
export const PRODUCTS_READ: ReadPolicy = {
  cacheControl: (req) => {
    const { limit, cursor } = req.query;
    return limit !== undefined || cursor !== undefined ? CATALOGUE_PAGE : ALWAYS_REVALIDATE;
  },
  remember: (req, env) => env.SEARCH_CACHE_ENTRIES > 0 || req.query.search === undefined,
};

/** GET /api/products/{id}: today's stock, revalidated on every use. */
export const PRODUCT_READ: ReadPolicy = { cacheControl: () => ALWAYS_REVALIDATE, todaysStock: true };

export const PUBLIC_READ_POLICY = 'festive:public-read-policy';
