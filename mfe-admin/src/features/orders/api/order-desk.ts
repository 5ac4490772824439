import { apiRequest, keepPreviousData, useQuery } from '@festive/web-kit';
import {
  type OrderDeskDetail,
  orderDeskDetailSchema,
  type OrderDeskPage,
  orderDeskPageSchema,
} from '@festive/contracts';
import { deskApiQuery, type DeskFilters } from '../../../common/desk/desk-url';
import { LIVE_DESK } from '../../../common/desk/live-desk';

/** GET /api/admin/orders: one page of the searched, filtered orders, newest first. */
export function fetchOrderDesk(filters: DeskFilters): Promise<OrderDeskPage> {
  return apiRequest(`/api/admin/orders?${deskApiQuery(filters, true)}`, orderDeskPageSchema);
}

export function useOrderDesk(filters: DeskFilters) {
  const query = deskApiQuery(filters, true);
  return useQuery({
    queryKey: ['/api/admin/orders', query],
    queryFn: () => fetchOrderDesk(filters),
    // The page shown stays while the next one loads (no spinner flash on Next).
    placeholderData: keepPreviousData,
    ...LIVE_DESK,
  });
}

/** GET /api/admin/orders/{id}: the order drawer. */
export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: ['/api/admin/orders/', orderId],
    queryFn: (): Promise<OrderDeskDetail> =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(orderId!)}`, orderDeskDetailSchema),
    enabled: orderId !== null,
    ...LIVE_DESK,
  });
}
