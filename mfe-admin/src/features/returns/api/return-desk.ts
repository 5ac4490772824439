import {
  apiRequest,
  keepPreviousData,
  notify,
  useMutation,
  useQuery,
  useQueryClient,
} from '@festive/web-kit';
import {
  type ApproveReturnRequest,
  type RejectReturnRequest,
  type ReturnDeskPage,
  returnDeskPageSchema,
  returnRequestSchema,
} from '@festive/contracts';
import { deskApiQuery, type DeskFilters } from '../../../common/desk/desk-url';
import { LIVE_DESK } from '../../../common/desk/live-desk';
import { failureDetail } from '../../../common/failure';
import { refreshReadsOf } from '../../../common/refresh';

/** GET /api/admin/returns: one page of the searched, filtered return requests, newest first. */
export function fetchReturnDesk(filters: DeskFilters): Promise<ReturnDeskPage> {
  return apiRequest(`/api/admin/returns?${deskApiQuery(filters, false)}`, returnDeskPageSchema);
}

export function useReturnDesk(filters: DeskFilters) {
  const query = deskApiQuery(filters, false);
  return useQuery({
    queryKey: ['/api/admin/returns', query],
    queryFn: () => fetchReturnDesk(filters),
    placeholderData: keepPreviousData,
    ...LIVE_DESK,
  });
}

function useDecision<T>(
  call: (input: T) => Promise<unknown>,
  done: string,
  failed: string,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      notify({ title: done, type: 'success' });
      onDone();
      await Promise.all(
        ['/api/admin/returns', '/api/admin/orders', '/api/returns', '/api/dashboard/stats'].map((path) =>
          refreshReadsOf(queryClient, path),
        ),
      );
    },
    onError: (error) => notify({ title: failed, description: failureDetail(error), type: 'error' }),
  });
}

/** POST /api/admin/returns/{id}/approve with the amount to refund. */
export const useApproveReturn = (onDone: () => void) =>
  useDecision(
    ({ returnId, refundAmount }: { returnId: string } & ApproveReturnRequest) =>
      apiRequest(`/api/admin/returns/${returnId}/approve`, returnRequestSchema, {
        method: 'POST',
        body: { refundAmount },
      }),
    'Return approved',
    'Failed to approve return',
    onDone,
  );

/** POST /api/admin/returns/{id}/reject with the reason the shopper reads. */
export const useRejectReturn = (onDone: () => void) =>
  useDecision(
    ({ returnId, reason }: { returnId: string } & RejectReturnRequest) =>
      apiRequest(`/api/admin/returns/${returnId}/reject`, returnRequestSchema, {
        method: 'POST',
        body: { reason },
      }),
    'Return rejected',
    'Failed to reject return',
    onDone,
  );
