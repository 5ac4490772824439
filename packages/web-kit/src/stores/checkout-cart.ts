import { DEFAULT_CURRENCY, type CartItem, type Currency } from '@festive/contracts';
import { linesTotalPaise } from '../format/money';

/**
 * The checkout cart handed from the cart panel to the checkout remote through session storage
 * (key `checkoutCart`). `total` is in rupees: the server compares it with its own sum.
 */
export interface CheckoutCart {
  items: CartItem[];
  total: number;
  currency: Pick<Currency, 'symbol' | 'code'>;
}

export const CHECKOUT_CART_KEY = 'checkoutCart';

export const EMPTY_CHECKOUT_CART: CheckoutCart = {
  items: [],
  total: 0,
  currency: { symbol: DEFAULT_CURRENCY.symbol, code: DEFAULT_CURRENCY.code },
};

/**
 * The checkout cart of some cart lines: the lines as the spec's cart items (id, name,
 * price, image, quantity; nothing the shop keeps beside them), their total in rupees and the
 * shopper's currency.
 */
export function checkoutCartOf(
  lines: readonly (CartItem & { stock?: number })[],
  currency: Pick<Currency, 'symbol' | 'code'>,
): CheckoutCart {
  const items = lines.map(({ id, name, price, image, quantity }) => ({ id, name, price, image, quantity }));
  return {
    items,
    total: linesTotalPaise(items) / 100,
    currency: { symbol: currency.symbol, code: currency.code },
  };
}

export function saveCheckoutCart(cart: CheckoutCart): void {
  sessionStorage.setItem(CHECKOUT_CART_KEY, JSON.stringify(cart));
}

/** The stored checkout cart, or the spec's default when none (or an unreadable one) is stored. */
export function readCheckoutCart(): CheckoutCart {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_CART_KEY);
    if (!raw) return EMPTY_CHECKOUT_CART;
    const parsed = JSON.parse(raw) as Partial<CheckoutCart>;
    return Array.isArray(parsed.items) && typeof parsed.total === 'number' && parsed.currency
      ? (parsed as CheckoutCart)
      : EMPTY_CHECKOUT_CART;
  } catch {
    return EMPTY_CHECKOUT_CART;
  }
}

export function clearCheckoutCart(): void {
  sessionStorage.removeItem(CHECKOUT_CART_KEY);
}
