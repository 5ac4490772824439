import { PRODUCT_PAGE_ROUTE } from '@festive/contracts';

/**
 * The page paths this remote owns. The build stamps them into remote.json and the release puts
 * them in the runtime manifest, from which the shell mounts this remote: adding or moving a page
 * is a release of this remote alone. `:name` is one path segment, a final `/*?` anything below.
 */
export const ROUTES: readonly string[] = ['/', PRODUCT_PAGE_ROUTE];
