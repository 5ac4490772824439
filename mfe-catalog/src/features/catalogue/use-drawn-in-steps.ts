import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more in each frame after the last was drawn.
 *
 * However React slices its work before a commit, the browser styles and lays out what one commit
 * hands it in one task: two dozen cards were one long task on a phone. A few cards per frame keep
 * each frame short; the first ones fill the first screen, and the rest are drawn before a
 * shopper can scroll to them.
 */
export function useDrawnInSteps<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [limit, setLimit] = useState(first);
  const complete = limit >= items.length;
  useEffect(() => {
    if (complete) return;
    // A timer queued from an animation frame runs after that frame's layout and paint: each
    // step is drawn in a frame of its own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLimit((drawn) => drawn + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete, limit, step]);
  return complete ? items : items.slice(0, limit);
}
