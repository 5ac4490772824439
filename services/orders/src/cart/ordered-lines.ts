import { preparedQuery } from '@festive/server-kit';
import type { EntityManager } from 'typeorm';

/**
 * Takes an order's products out of its shopper's stored cart when the order is confirmed: a
 * Prepaid order in the transaction that records its payment, a COD order in the statement that
 * writes it (`removeFromCartSql`). The browser empties its cart too, but a shopper
 * who closes the tab first must not find the bought gifts again on another device. Other products
 * in the stored cart stay.
 */
export async function removeOrderedFromCart(manager: EntityManager, orderId: string): Promise<void> {
  await preparedQuery(
    manager,
    `DELETE FROM orders.carts c
     USING orders.orders o, orders.order_items i
     WHERE o.id = $1 AND i.order_id = o.id AND c.user_id = o.user_id AND c.product_id = i.product_id`,
    [orderId],
  );
}

/**
 * The same removal as a part of the statement that writes a confirmed order, where the lines are
 * not yet readable: by the shopper's user id and the ordered products' ids (two parameters).
 */
export function removeFromCartSql(userId: string, productIds: string): string {
  return `DELETE FROM orders.carts WHERE user_id = ${userId} AND product_id = ANY(${productIds}::uuid[])`;
}
