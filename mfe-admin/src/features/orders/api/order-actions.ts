import { apiRequest, notify, useMutation, useQueryClient } from '@festive/web-kit';
import {
  cancelledOrderSchema,
  type MarkRefundPaidRequest,
  orderDeskQueuedSchema,
  refundSchema,
} from '@festive/contracts';
import { failureDetail } from '../../../common/failure';
import { refreshReadsOf } from '../../../common/refresh';

/** After a change to an order, every list and drawer that shows orders, returns or figures reloads. */
async function refreshOrders(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all(
    [
      '/api/admin/orders',
      '/api/admin/returns',
      '/api/orders/all',
      '/api/returns',
      '/api/dashboard/stats',
    ].map((path) => refreshReadsOf(queryClient, path)),
  );
}

/** One drawer action: success and failure toasts with the server's message, then a refresh. */
function useOrderAction<T>(call: (input: T) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      notify({ title: done, type: 'success' });
      await refreshOrders(queryClient);
    },
    onError: (error) => notify({ title: failed, description: failureDetail(error), type: 'error' }),
  });
}

/** POST /api/admin/orders/{id}/cancel with the administrator's optional reason. */
export const useCancelOrder = () =>
  useOrderAction(
    ({ orderId, reason }: { orderId: string; reason?: string }) =>
      apiRequest(`/api/admin/orders/${orderId}/cancel`, cancelledOrderSchema, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    'Order cancelled',
    'Failed to cancel order',
  );

/** POST /api/admin/orders/{id}/resend-invoice */
export const useResendInvoice = () =>
  useOrderAction(
    (orderId: string) =>
      apiRequest(`/api/admin/orders/${orderId}/resend-invoice`, orderDeskQueuedSchema, { method: 'POST' }),
    'Invoice will be e-mailed again',
    'Failed to resend invoice',
  );

/** POST /api/admin/orders/{id}/retry-shipment */
export const useRetryShipment = () =>
  useOrderAction(
    (orderId: string) =>
      apiRequest(`/api/admin/orders/${orderId}/retry-shipment`, orderDeskQueuedSchema, { method: 'POST' }),
    'Shipment hand-off queued again',
    'Failed to retry shipment hand-off',
  );

/** POST /api/admin/refunds/{id}/retry: a refund Razorpay failed, asked for again. */
export const useRetryRefund = () =>
  useOrderAction(
    (refundId: string) =>
      apiRequest(`/api/admin/refunds/${refundId}/retry`, refundSchema, { method: 'POST', body: {} }),
    'Refund asked for again',
    'Failed to retry refund',
  );

/** POST /api/admin/refunds/{id}/paid: a refund paid by hand, with its payment reference. */
export const useMarkRefundPaid = () =>
  useOrderAction(
    ({ refundId, reference }: { refundId: string } & MarkRefundPaidRequest) =>
      apiRequest(`/api/admin/refunds/${refundId}/paid`, refundSchema, {
        method: 'POST',
        body: { reference },
      }),
    'Refund marked as paid',
    'Failed to mark refund paid',
  );
