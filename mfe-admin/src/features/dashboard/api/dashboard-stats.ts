import { apiRequest, useQuery } from '@festive/web-kit';
import { dashboardStatsSchema, type DashboardStats } from '@festive/contracts';
import { LIVE_DESK } from '../../../common/desk/live-desk';

/** GET /api/dashboard/stats: the six dashboard figures. */
export function fetchDashboardStats(): Promise<DashboardStats> {
  return apiRequest('/api/dashboard/stats', dashboardStatsSchema);
}

export function useDashboardStats(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/dashboard/stats'],
    queryFn: fetchDashboardStats,
    enabled,
    ...LIVE_DESK,
  });
}
