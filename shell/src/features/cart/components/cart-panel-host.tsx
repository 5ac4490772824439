import { lazy, Suspense, useState } from 'react';
import { useCartStore } from '@festive/web-kit';

const CartPanel = lazy(() => import('./cart-panel'));

/**
 * Mounts the cart panel on its first opening (the drawer is not needed to paint a page) and
 * keeps it mounted afterwards so closing animates.
 */
export function CartPanelHost() {
  const isOpen = useCartStore((state) => state.isOpen);
  const [used, setUsed] = useState(isOpen);
  // Derived state, updated during render (no effect): once opened, stay mounted.
  if (isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
