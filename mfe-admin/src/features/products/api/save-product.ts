import { apiRequest, notify, useMutation, useQueryClient } from '@festive/web-kit';
import { type Product, type ProductInput, productSchema } from '@festive/contracts';
import { failureDetail } from '../../../common/failure';
import { refreshReadsOf } from '../../../common/refresh';

export type SaveProduct =
  { mode: 'create'; payload: ProductInput } | { mode: 'edit'; id: string; payload: ProductInput };

/** POST /api/admin/products or PUT /api/admin/products/{id}. */
export function saveProduct(save: SaveProduct): Promise<Product> {
  return save.mode === 'create'
    ? apiRequest('/api/admin/products', productSchema, { method: 'POST', body: save.payload })
    : apiRequest(`/api/admin/products/${save.id}`, productSchema, { method: 'PUT', body: save.payload });
}

/** The toasts: 'Product created successfully!' / 'Product updated successfully!', or the failure. */
export function useSaveProduct(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (_product, save) => {
      notify({
        title: save.mode === 'create' ? 'Product created successfully!' : 'Product updated successfully!',
        type: 'success',
      });
      onSaved();
      await Promise.all([
        refreshReadsOf(queryClient, '/api/products'),
        refreshReadsOf(queryClient, '/api/dashboard/stats'),
      ]);
    },
    onError: (error, save) =>
      notify({
        title: save.mode === 'create' ? 'Failed to create product' : 'Failed to update product',
        description: failureDetail(error),
        type: 'error',
      }),
  });
}
