import { apiRequest, queryOptions, unparsed, useQuery } from '@festive/web-kit';
import { FESTIVAL_LINKS_PATH, LIMITS, type Category } from '@festive/contracts';

/** GET /api/categories?type=festival: the header's festival links (the first 8). */
export function fetchFestivalCategories(): Promise<Category[]> {
  return apiRequest(FESTIVAL_LINKS_PATH, unparsed<Category[]>());
}

/** The festival links read, as the header (and the page's reads before its first draw) asks for it. */
export const festivalCategoriesQuery = queryOptions({
  queryKey: ['/api/categories', 'festival'],
  queryFn: fetchFestivalCategories,
});

export function useFestivalCategories() {
  return useQuery({
    ...festivalCategoriesQuery,
    select: (categories: Category[]) => categories.slice(0, LIMITS.headerFestivalLinks),
  });
}
