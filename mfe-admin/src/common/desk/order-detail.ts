import { apiRequest, useQuery } from '@festive/web-kit';
import { type OrderDeskDetail, orderDeskDetailSchema } from '@festive/contracts';
import { LIVE_DESK } from './live-desk';

/**
 * GET /api/admin/orders/{id}: one order as the desk shows it, for the order drawer and for the
 * return drawer (the returned order's total and the refunds made already). One query, so the two
 * drawers share the answer.
 */
export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: ['/api/admin/orders/', orderId],
    queryFn: (): Promise<OrderDeskDetail> =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(orderId!)}`, orderDeskDetailSchema),
    enabled: orderId !== null,
    ...LIVE_DESK,
  });
}
