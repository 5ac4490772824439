import { FIRST_VIEW_ELEMENT_ID } from '@festive/contracts';
import { notifyManager, type QueryClient } from '@festive/web-kit';

/**
 * How long the page waits for its first reads, before its first draw (first-reads.ts) and again
 * before the first view gives way: long enough for answers already on their way (the page head
 * preloads them), short enough that a slow read shows the page's own loading state rather than
 * a still picture.
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
 * the page rather than through a loading state.
 */
export function releaseFirstView(client: QueryClient, waitMs = FIRST_VIEW_READS_WAIT_MS): void {
  const view = firstView();
  if (!view || view.dataset.releasing) return;
  view.dataset.releasing = 'true';
  // An answer reaches the page's components in a batch React Query runs in a task after it
  // arrives, and React draws it right after that batch. Queued in the same batch, behind them,
  // the removal waits for the next frame after the answer is drawn (removing it in the frame
  // after the answer arrived showed the page's loading state between the picture and the page
  // on a slow phone).
  const removeNextFrame = () => notifyManager.schedule(() => requestAnimationFrame(() => view.remove()));
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
