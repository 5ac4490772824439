import type { QueryClient } from '@festive/web-kit';

/**
 * Refetches every loaded list read from `path`, whichever page loaded it: after an admin
 * change the storefront's cached products or hero images must not stay as they were (
 * "after each successful create, update or delete, the relevant list is refetched").
 */
export function refreshReadsOf(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && part.startsWith(path)),
  });
}
