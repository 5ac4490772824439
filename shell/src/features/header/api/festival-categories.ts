import { apiRequest, unparsed, useQuery } from '@festive/web-kit';
import { FESTIVAL_LINKS_PATH, LIMITS, type Category } from '@festive/contracts';

/** GET /api/categories?type=festival: the header's festival links (the first 8). */
export function fetchFestivalCategories(): Promise<Category[]> {
  return apiRequest(FESTIVAL_LINKS_PATH, unparsed<Category[]>());
}

export function useFestivalCategories() {
  return useQuery({
    queryKey: ['/api/categories', 'festival'],
    queryFn: fetchFestivalCategories,
    select: (categories: Category[]) => categories.slice(0, LIMITS.headerFestivalLinks),
  });
}
