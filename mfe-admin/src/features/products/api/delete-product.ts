import { apiCall, notify, useMutation, useQueryClient } from '@festive/web-kit';
import { failureDetail } from '../../../common/failure';
import { refreshReadsOf } from '../../../common/refresh';

/** DELETE /api/admin/products/{id}. */
export function deleteProduct(id: string): Promise<void> {
  return apiCall(`/api/admin/products/${id}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      notify({ title: 'Product deleted successfully!', type: 'success' });
      await Promise.all([
        refreshReadsOf(queryClient, '/api/products'),
        refreshReadsOf(queryClient, '/api/dashboard/stats'),
      ]);
    },
    onError: (error) =>
      notify({ title: 'Failed to delete product', description: failureDetail(error), type: 'error' }),
  });
}
