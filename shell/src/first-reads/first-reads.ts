import { currencyQuery, type QueryClient, sessionQuery } from '@festive/web-kit';
import { festivalCategoriesQuery } from '../features/header/api/festival-categories';
import { FIRST_VIEW_READS_WAIT_MS } from '../first-view/release-first-view';

/**
 * Why the first draw waits at all: an answer that arrives after a component asked for it reaches
 * React through `useSyncExternalStore`, which React draws at once in one task however large the
 * change (the hero, the frame's links), followed by a style and layout pass of the page. Answers
 * already in the cache are drawn with the first render, which React builds in slices, and the
 * browser lays the page out once.
 */
export function settledWithin(reads: Promise<unknown>, waitMs = FIRST_VIEW_READS_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void reads
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/** The storefront frame's reads (header links, prices, who is signed in) into the cache. */
export function readFrame(client: QueryClient): Promise<unknown> {
  return Promise.allSettled([
    client.prefetchQuery(sessionQuery),
    client.prefetchQuery(currencyQuery),
    client.prefetchQuery(festivalCategoriesQuery),
  ]);
}
