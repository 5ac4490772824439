import type { CartLine } from '@festive/contracts';
import type { CartLineItem } from '@festive/web-kit';

/** PUT /api/cart takes at most 100 of a product per line (contracts putCartSchema). */
export const LINE_QUANTITY_MAX = 100;

/**
 * The cart after signing in: the stored cart, plus what the shopper put in
 * the cart as a visitor. A product in both gets both quantities, up to its stock; the server
 * re-checks everything on save.
 */
export function mergeCarts(stored: readonly CartLine[], visitor: readonly CartLineItem[]): CartLineItem[] {
  const merged: CartLineItem[] = stored.map((line) => ({ ...line }));
  for (const line of visitor) {
    const same = merged.find((item) => item.id === line.id);
    if (!same) {
      merged.push({ ...line });
      continue;
    }
    const limit = Math.min(same.stock ?? LINE_QUANTITY_MAX, LINE_QUANTITY_MAX);
    same.quantity = Math.min(same.quantity + line.quantity, limit);
  }
  return merged;
}

/** What PUT /api/cart is sent for some lines, and the key telling whether two carts are the same. */
export function cartBody(lines: readonly CartLineItem[]) {
  return {
    items: lines.map((line) => ({
      productId: line.id,
      quantity: Math.min(line.quantity, LINE_QUANTITY_MAX),
    })),
  };
}

export function cartKey(lines: readonly CartLineItem[]): string {
  return JSON.stringify(cartBody(lines).items);
}
