import { z } from 'zod';

/** Catalog's variables for the storefront search. */
export const SEARCH_ENV = {
  /**
   * How many search pages each catalog process remembers (least recently used go first); 0
   * turns the memory off. An entry is a page's product ids and where the next page starts.
   */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
};
export type SearchEnv = z.infer<z.ZodObject<typeof SEARCH_ENV>>;
