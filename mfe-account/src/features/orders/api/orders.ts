import { apiLoadOrNull, useQuery } from '@festive/web-kit';
import { customerOrdersResponseSchema, type CustomerOrder } from '@festive/contracts';

/** GET /api/orders: the shopper's orders (orders tab). A lapsed session (401) reads as none. */
export async function fetchOrders(): Promise<CustomerOrder[]> {
  return (await apiLoadOrNull('/api/orders', customerOrdersResponseSchema)) ?? [];
}

export function useOrders() {
  return useQuery({ queryKey: ['/api/orders'], queryFn: fetchOrders });
}
