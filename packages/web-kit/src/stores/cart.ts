import { create } from 'zustand';
import type { CartItem, Product } from '@festive/contracts';
import { type CartLineItem, readStoredCart, watchStoredCart, writeStoredCart } from './cart-storage';

/**
 * The storefront cart, shared by the shell (header badge, cart panel) and the catalog
 * remote (add buttons). It lives here because web-kit is the one federation singleton: sharing
 * `zustand` itself would share no store.
 *
 * Beyond the spec's page state: the cart is kept in localStorage so it survives a reload, each
 * line remembers the stock it was last seen with so quantities never exceed it, and `owner`
 * says whose server-side cart (GET/PUT /api/cart) the lines mirror — null for a visitor.
 */
export type { CartLineItem };

export type AddableProduct = Pick<Product, 'id' | 'name' | 'price' | 'image'> & { stock?: number };

export interface CartState {
  items: CartLineItem[];
  /** The signed-in shopper whose stored cart these lines are; null for a visitor's cart. */
  owner: string | null;
  /** Whether the cart side panel is open. */
  isOpen: boolean;
  /** Adds one of the product (or raises its quantity, up to its stock) and opens the panel. */
  add: (product: AddableProduct) => void;
  increase: (id: string) => void;
  /** Lowers the quantity by one; at 0 the line is removed. */
  decrease: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Replaces every line (the server's answer, or refreshed prices) and says whose they are. */
  replaceAll: (items: readonly CartLineItem[], owner: string | null) => void;
  setOpen: (open: boolean) => void;
}

/** Whether one more piece of the line may be added (its stock, when known, is the limit). */
export function canIncrease(item: CartLineItem): boolean {
  return item.stock === undefined || item.quantity < item.stock;
}

const withQuantity = (item: CartLineItem, quantity: number): CartLineItem => ({ ...item, quantity });

const stored = readStoredCart();

export const useCartStore = create<CartState>()((set) => ({
  items: stored.items,
  owner: stored.owner,
  isOpen: false,
  add: ({ id, name, price, image, stock }) =>
    set((state) => {
      const existing = state.items.find((item) => item.id === id);
      // A fresh reading of the product (name, price, stock) replaces what the line remembered.
      const fresh: CartLineItem = { id, name, price, image, quantity: existing?.quantity ?? 0 };
      if (stock !== undefined) fresh.stock = stock;
      else if (existing?.stock !== undefined) fresh.stock = existing.stock;
      const line = canIncrease(fresh) ? withQuantity(fresh, fresh.quantity + 1) : fresh;
      if (line.quantity === 0) return { isOpen: true };
      const items = existing
        ? state.items.map((item) => (item.id === id ? line : item))
        : [...state.items, line];
      return { items, isOpen: true };
    }),
  increase: (id) =>
    set((state) => ({
      items: state.items.map((item) =>
        item.id === id && canIncrease(item) ? withQuantity(item, item.quantity + 1) : item,
      ),
    })),
  decrease: (id) =>
    set((state) => ({
      items: state.items
        .map((item) => (item.id === id ? withQuantity(item, Math.max(0, item.quantity - 1)) : item))
        .filter((item) => item.quantity > 0),
    })),
  remove: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
  clear: () => set({ items: [] }),
  replaceAll: (items, owner) => set({ items: [...items], owner }),
  setOpen: (isOpen) => set({ isOpen }),
}));

// Persist every change; take over changes another tab made.
useCartStore.subscribe((state, previous) => {
  if (state.items !== previous.items || state.owner !== previous.owner) {
    writeStoredCart({ items: state.items, owner: state.owner });
  }
});
watchStoredCart((cart) => useCartStore.setState(cart));

/** Number of pieces in the cart (the header badge and "N item(s) in cart"). */
export function countItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function useCartCount(): number {
  return useCartStore((state) => countItems(state.items));
}
