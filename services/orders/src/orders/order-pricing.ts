import { paiseToDecimal, type ReservedLine, toPaise } from '@festive/contracts';

/** A line of the order as the shopper's cart had it: only its price and quantity are compared. */
export interface ClientLine {
  id: string;
  price: string;
  quantity: number;
}

export interface PricedOrder {
  totalPaise: number;
  total: string;
  /** Lines whose cart price is not catalog's current price, with catalog's price. */
  changedPrices: { id: string; price: string }[];
  /** Whether the cart's total is not the sum of catalog's prices. */
  totalDiffers: boolean;
}

/**
 * The server's own total from catalog's price snapshot (never the client's numbers), and
 * what the cart got wrong. A client price is only compared: it never becomes a price.
 */
export function priceOrder(snapshot: ReservedLine[], cart: ClientLine[], clientTotal: string): PricedOrder {
  const totalPaise = snapshot.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  const changedPrices = cart.flatMap((line) => {
    const current = snapshot.find((reserved) => reserved.productId === line.id);
    return current && toPaise(current.price) !== toPaise(line.price)
      ? [{ id: line.id, price: current.price }]
      : [];
  });
  return {
    totalPaise,
    total: paiseToDecimal(totalPaise),
    changedPrices,
    totalDiffers: toPaise(clientTotal) !== totalPaise,
  };
}

export const lineSubtotal = (price: string, quantity: number): string =>
  paiseToDecimal(toPaise(price) * quantity);
