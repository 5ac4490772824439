import { FIRST_VIEW_ELEMENT_ID } from '@festive/contracts';
import type { QueryClient } from '@festive/web-kit';

/**
 * How long the first view waits, once the page's code is on the page, for the page's first
 * reads: long enough for answers already on their way (the page head preloads them), short
 * enough that a slow read shows the page's own loading state rather than a still picture.
 */
export const FIRST_VIEW_READS_WAIT_MS = 1500;

/** The longest the first view stays whatever happens (a remote that never loads nor fails). */
export const FIRST_VIEW_LONGEST_MS = 10_000;

const firstView = () => document.getElementById(FIRST_VIEW_ELEMENT_ID);

/** Removes the first view now: the page drawn under it (hidden until then) shows. */
export function removeFirstView(): void {
  firstView()?.remove();
}

/**
 * The page's code has drawn its page (hidden while the server's first view shows): swap them
 * once the reads the page started are answered, so the shopper goes from the picture straight to
 * the page rather than through a loading state. Removing it in the next frame lets React draw
 * the answers just read first.
 */
export function releaseFirstView(client: QueryClient, waitMs = FIRST_VIEW_READS_WAIT_MS): void {
  const view = firstView();
  if (!view || view.dataset.releasing) return;
  view.dataset.releasing = 'true';
  const removeNextFrame = () => requestAnimationFrame(() => view.remove());
  if (client.isFetching() === 0) {
    removeNextFrame();
    return;
  }
  const release = () => {
    unsubscribe();
    clearTimeout(timer);
    removeNextFrame();
  };
  const timer = setTimeout(release, waitMs);
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() === 0) release();
  });
}
