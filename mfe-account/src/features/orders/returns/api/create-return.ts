import { apiRequest, HttpError, notify, useMutation, useQueryClient } from '@festive/web-kit';
import {
  createReturnSchema,
  returnRequestSchema,
  type CreateReturnRequest,
  type ReturnRequest,
} from '@festive/contracts';
import { failureDetail } from '../../../../common/failure';
import { ORDERS_QUERY_KEY } from '../../api/orders';

export const RETURN_SUBMITTED = 'Return request submitted';

/** POST /api/orders/{id}/returns {reason, description?, refundTo?}: the new request, status pending. */
export function createReturn(orderId: string, input: CreateReturnRequest): Promise<ReturnRequest> {
  // Checked here with the service's own schema, so a bad payload never leaves the page.
  const body = createReturnSchema.parse(input);
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}/returns`, returnRequestSchema, {
    method: 'POST',
    body,
  });
}

/**
 * The mutation behind the return dialog. A 409 is the service saying why not (not delivered yet,
 * window closed, a request already open, cancelled order): its `message` is the toast. The order
 * is refreshed either way, since a 409 also means the list on screen is out of date. A 400 with
 * a message (a cash-on-delivery order without where the refund goes) goes to `onInvalid`, for the
 * dialog to show beside what the shopper typed.
 */
export function useCreateReturn(orderId: string, onDone: () => void, onInvalid?: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnRequest) => createReturn(orderId, input),
    onSuccess: async () => {
      notify({ title: RETURN_SUBMITTED, type: 'success' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
    onError: async (error) => {
      if (error instanceof HttpError && error.status === 409) {
        notify({ title: failureDetail(error) ?? 'This order cannot be returned now', type: 'error' });
        onDone();
        await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
        return;
      }
      const detail = failureDetail(error);
      if (error instanceof HttpError && error.status === 400 && detail && onInvalid) {
        onInvalid(detail);
        return;
      }
      notify({ title: 'Failed to submit return request', description: detail, type: 'error' });
    },
  });
}
