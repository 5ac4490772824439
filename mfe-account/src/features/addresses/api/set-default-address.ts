import { apiCall, notify, useMutation, useQueryClient } from '@festive/web-kit';
import { ACCOUNT_TOASTS } from '@festive/contracts';
import { failureDetail } from '../../../common/failure';
import { ADDRESSES_QUERY_KEY } from './addresses';

/** PUT /api/addresses/{id}/set-default; the list is refreshed after. */
export function setDefaultAddress(id: string): Promise<void> {
  return apiCall(`/api/addresses/${encodeURIComponent(id)}/set-default`, { method: 'PUT' });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => notify({ title: ACCOUNT_TOASTS.defaultUpdated, type: 'success' }),
    onError: (error) =>
      notify({ title: ACCOUNT_TOASTS.defaultUpdateFailed, description: failureDetail(error), type: 'error' }),
    // Refreshed on failure too: a 404 means the list on screen is already out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
