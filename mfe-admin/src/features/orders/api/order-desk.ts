import { apiRequest, keepPreviousData, useQuery } from '@festive/web-kit';
import { type OrderDeskPage, orderDeskPageSchema } from '@festive/contracts';
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
