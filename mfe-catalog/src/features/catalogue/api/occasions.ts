import { apiRequest, unparsed, useQuery } from '@festive/web-kit';
import { LIMITS, type Category } from '@festive/contracts';

/** GET /api/categories?type=special_occasion: the occasion dropdown, cached 5 minutes. */
export function fetchOccasions(): Promise<Category[]> {
  return apiRequest('/api/categories?type=special_occasion', unparsed<Category[]>());
}

export function useOccasions(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/categories', 'special_occasion'],
    queryFn: fetchOccasions,
    staleTime: LIMITS.occasionsCacheMs,
    enabled,
  });
}
