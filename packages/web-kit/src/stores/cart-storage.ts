import type { CartItem } from '@festive/contracts';
import { paiseOrNull } from '../format/money';

/** A cart line: the contract's item plus what the browser remembers of it. */
export type CartLineItem = CartItem & {
  /** Pieces in stock when last read from the server; unknown for very old lines. */
  stock?: number;
};

/**
 * The cart in localStorage, so it survives a reload and is the same in every tab. What is read
 * back is checked line by line: storage is outside input (an old format, another script, a
 * hand edit) and a bad line is dropped rather than breaking the page.
 */
export const CART_STORAGE_KEY = 'festive-gifts.cart';

export interface StoredCart {
  items: CartLineItem[];
  owner: string | null;
}

const EMPTY: StoredCart = { items: [], owner: null };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the cart then lives for the page only.
    return null;
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readLine(value: unknown): CartLineItem | null {
  if (!value || typeof value !== 'object') return null;
  const { id, name, price, image, quantity, stock } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof image !== 'string') return null;
  if (typeof price !== 'string' && typeof price !== 'number') return null;
  // A price that is not an amount would break every total, so the line is dropped like other junk.
  if (paiseOrNull(price) === null) return null;
  if (!isCount(quantity) || quantity < 1) return null;
  const line: CartLineItem = { id, name, price, image, quantity };
  if (isCount(stock)) line.stock = stock;
  return line;
}

/** Parses a stored cart; anything unreadable gives the empty cart. */
export function parseStoredCart(raw: string | null): StoredCart {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as { items?: unknown; owner?: unknown };
    const items = Array.isArray(value.items)
      ? value.items.map(readLine).filter((line): line is CartLineItem => line !== null)
      : [];
    return { items, owner: typeof value.owner === 'string' ? value.owner : null };
  } catch {
    return EMPTY;
  }
}

export function readStoredCart(): StoredCart {
  return parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
}

export function writeStoredCart(cart: StoredCart): void {
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Full or refused storage: the cart still works for this page.
  }
}

/** Calls `onChange` when another tab changes the stored cart. */
export function watchStoredCart(onChange: (cart: StoredCart) => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) onChange(parseStoredCart(event.newValue));
  });
}
