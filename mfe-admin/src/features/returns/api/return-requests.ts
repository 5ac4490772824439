import { apiRequest, useQuery } from '@festive/web-kit';
import { type ReturnRequest, returnRequestsResponseSchema } from '@festive/contracts';

/** GET /api/returns: every return request, newest first (the Returns tab). */
export function fetchReturnRequests(): Promise<ReturnRequest[]> {
  return apiRequest('/api/returns', returnRequestsResponseSchema);
}

export function useReturnRequests() {
  return useQuery({ queryKey: ['/api/returns'], queryFn: fetchReturnRequests });
}
