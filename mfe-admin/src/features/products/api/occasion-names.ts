import { apiRequest, useQuery } from '@festive/web-kit';
import { categoriesResponseSchema, LIMITS } from '@festive/contracts';

/** GET /api/categories?type=special_occasion: the occasion tags, cached 5 minutes. */
export function fetchOccasionNames(): Promise<string[]> {
  return apiRequest('/api/categories?type=special_occasion', categoriesResponseSchema).then((categories) =>
    categories.map((category) => category.name),
  );
}

export function useOccasionNames() {
  return useQuery({
    queryKey: ['admin', '/api/categories?type=special_occasion'],
    queryFn: fetchOccasionNames,
    staleTime: LIMITS.occasionsCacheMs,
  });
}
