import { apiRequest, useQuery } from '@festive/web-kit';
import { adminStatusSchema, type AdminStatus } from '@festive/contracts';

/** GET /api/admin/status: whether this browser holds the admin role. */
export const ADMIN_STATUS_KEY = ['/api/admin/status'] as const;

export function fetchAdminStatus(): Promise<AdminStatus> {
  return apiRequest('/api/admin/status', adminStatusSchema);
}

export function useAdminStatus() {
  return useQuery({ queryKey: ADMIN_STATUS_KEY, queryFn: fetchAdminStatus });
}
