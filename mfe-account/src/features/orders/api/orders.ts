import { apiLoadOrNull, useQuery } from '@festive/web-kit';
import { customerOrdersResponseSchema, type CustomerOrder } from '@festive/contracts';

export const ORDERS_QUERY_KEY = ['/api/orders'] as const;

/** GET /api/orders: the shopper's orders, newest first (orders tab). A lapsed session (401) reads as none. */
export async function fetchOrders(): Promise<CustomerOrder[]> {
  const orders = (await apiLoadOrNull('/api/orders', customerOrdersResponseSchema)) ?? [];
  // The service already sorts; sorting again keeps "newest first" true whatever it sends.
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function useOrders() {
  return useQuery({ queryKey: ORDERS_QUERY_KEY, queryFn: fetchOrders });
}
