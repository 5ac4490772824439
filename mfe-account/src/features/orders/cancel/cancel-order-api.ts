import { apiRequest, HttpError, notify, useMutation, useQueryClient } from '@festive/web-kit';
import { type CancelledOrder, cancelledOrderSchema, cancelOrderSchema } from '@festive/contracts';
import { failureDetail } from '../../../common/failure';
import { ORDERS_QUERY_KEY } from '../api/orders';

export const ORDER_CANCELLED = 'Order cancelled';

/** POST /api/orders/{id}/cancel {reason?}: the order, now cancelled. */
export function cancelOrder(orderId: string, reason: string): Promise<CancelledOrder> {
  // Checked with the service's own schema: a blank reason is left out, a long one never leaves.
  const body = cancelOrderSchema.parse({ reason });
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}/cancel`, cancelledOrderSchema, {
    method: 'POST',
    body: body.reason ? { reason: body.reason } : {},
  });
}

/**
 * The mutation behind the cancel dialog. A 409 is the service saying why not (the parcel has
 * shipped): its message is the toast, and My Orders reloads since the order on screen is stale.
 */
export function useCancelOrder(orderId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, reason),
    onSuccess: async () => {
      notify({ title: ORDER_CANCELLED, type: 'success' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
    onError: async (error) => {
      if (error instanceof HttpError && error.status === 409) {
        notify({ title: failureDetail(error) ?? 'This order can no longer be cancelled', type: 'error' });
        onDone();
        await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
        return;
      }
      notify({ title: 'Failed to cancel order', description: failureDetail(error), type: 'error' });
    },
  });
}
