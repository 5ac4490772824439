import { useEffect } from 'react';
import { useCartStore, useSession } from '@festive/web-kit';

/**
 * Where the cart lives: a visitor's in this browser, its prices read again
 * on arrival; a signed-in shopper's on the server, merged with the visitor cart on sign-in.
 * Signing out empties this browser's copy (the server keeps the shopper's cart). Renders nothing.
 */
export function CartSync() {
  const { data: session, isPending, isError } = useSession();
  // Unknown while the session loads, or when identity could not answer: then nothing changes
  // (an outage must not empty a signed-in shopper's cart).
  const userId = isPending || isError ? undefined : (session?.userId ?? null);

  useEffect(() => {
    if (userId === undefined) return;
    if (userId === null) {
      const { owner, items } = useCartStore.getState();
      if (owner !== null) useCartStore.getState().replaceAll([], null);
      else if (items.length > 0) {
        import('./refresh-visitor-cart')
          .then(({ refreshVisitorCart }) => refreshVisitorCart())
          .catch((error: unknown) => console.warn('The cart prices could not be refreshed', error));
      }
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./server-cart')
      .then(({ syncServerCart }) => {
        if (!cancelled) stop = syncServerCart(userId);
      })
      .catch((error: unknown) => console.warn('The cart could not be synced', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  return null;
}
