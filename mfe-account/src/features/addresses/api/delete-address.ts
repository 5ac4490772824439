import { apiCall, notify, useMutation, useQueryClient } from '@festive/web-kit';
import { ACCOUNT_TOASTS } from '@festive/contracts';
import { failureDetail } from '../../../common/failure';
import { ADDRESSES_QUERY_KEY } from './addresses';

/** DELETE /api/addresses/{id}; the list is refreshed after. */
export function deleteAddress(id: string): Promise<void> {
  return apiCall(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => notify({ title: ACCOUNT_TOASTS.addressDeleted, type: 'success' }),
    onError: (error) =>
      notify({ title: ACCOUNT_TOASTS.addressDeleteFailed, description: failureDetail(error), type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
