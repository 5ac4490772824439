import { apiRequest, queryOptions, unparsed, useQuery } from '@festive/web-kit';
import { CAROUSEL_IMAGES_PATH, type CarouselImage } from '@festive/contracts';

/** GET /api/carousel-images: the admin's hero images, by display order. */
export function fetchCarouselImages(): Promise<CarouselImage[]> {
  return apiRequest(CAROUSEL_IMAGES_PATH, unparsed<CarouselImage[]>());
}

export const carouselImagesQuery = queryOptions({
  queryKey: [CAROUSEL_IMAGES_PATH],
  queryFn: fetchCarouselImages,
});

export function useCarouselImages() {
  return useQuery(carouselImagesQuery);
}
