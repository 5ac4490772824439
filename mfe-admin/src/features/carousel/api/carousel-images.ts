import { apiCall, apiRequest, notify, useMutation, useQuery, useQueryClient } from '@festive/web-kit';
import {
  type CarouselImage,
  type CarouselImageInput,
  carouselImageSchema,
  carouselImagesResponseSchema,
} from '@festive/contracts';
import { failureDetail } from '../../../common/failure';
import { refreshReadsOf } from '../../../common/refresh';

const PATH = '/api/carousel-images';

/** GET /api/carousel-images: the managed hero images by display order. */
export function fetchCarouselImages(): Promise<CarouselImage[]> {
  return apiRequest(PATH, carouselImagesResponseSchema);
}

export function useCarouselImages() {
  return useQuery({ queryKey: ['admin', PATH], queryFn: fetchCarouselImages });
}

export type SaveCarouselImage =
  { mode: 'create'; payload: CarouselImageInput } | { mode: 'edit'; id: string; payload: CarouselImageInput };

/** POST /api/admin/carousel-images or PUT /api/admin/carousel-images/{id}. */
export function saveCarouselImage(save: SaveCarouselImage): Promise<CarouselImage> {
  return save.mode === 'create'
    ? apiRequest('/api/admin/carousel-images', carouselImageSchema, { method: 'POST', body: save.payload })
    : apiRequest(`/api/admin/carousel-images/${save.id}`, carouselImageSchema, {
        method: 'PUT',
        body: save.payload,
      });
}

export function useSaveCarouselImage(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCarouselImage,
    onSuccess: async (_image, save) => {
      notify({
        title:
          save.mode === 'create'
            ? 'Carousel image added successfully!'
            : 'Carousel image updated successfully!',
        type: 'success',
      });
      onSaved();
      await refreshReadsOf(queryClient, PATH);
    },
    onError: (error, save) =>
      notify({
        title: save.mode === 'create' ? 'Failed to add carousel image' : 'Failed to update carousel image',
        description: failureDetail(error),
        type: 'error',
      }),
  });
}

/** DELETE /api/admin/carousel-images/{id}. */
export function useDeleteCarouselImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(`/api/admin/carousel-images/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify({ title: 'Carousel image deleted successfully!', type: 'success' });
      await refreshReadsOf(queryClient, PATH);
    },
    onError: (error) =>
      notify({ title: 'Failed to delete carousel image', description: failureDetail(error), type: 'error' }),
  });
}
