import { apiRequest, useQuery } from '@festive/web-kit';
import { adminOrdersResponseSchema, type Order } from '@festive/contracts';

/** GET /api/orders/all: every order, newest first (the Orders tab). */
export function fetchAllOrders(): Promise<Order[]> {
  return apiRequest('/api/orders/all', adminOrdersResponseSchema);
}

export function useAllOrders() {
  return useQuery({ queryKey: ['/api/orders/all'], queryFn: fetchAllOrders });
}
