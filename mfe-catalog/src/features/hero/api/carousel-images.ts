import { apiRequest, unparsed, useQuery } from '@festive/web-kit';
import type { CarouselImage } from '@festive/contracts';

/** GET /api/carousel-images: the admin's hero images, by display order. */
export function fetchCarouselImages(): Promise<CarouselImage[]> {
  return apiRequest('/api/carousel-images', unparsed<CarouselImage[]>());
}

export function useCarouselImages() {
  return useQuery({ queryKey: ['/api/carousel-images'], queryFn: fetchCarouselImages });
}
