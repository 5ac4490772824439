import { apiCall, notify, useMutation, useNavigate, useQueryClient } from '@festive/web-kit';
import { ADMIN_STATUS_KEY } from './admin-status';

/** POST /api/admin/logout: then 'Logged out successfully' and /admin/login. */
export function adminLogout(): Promise<void> {
  return apiCall('/api/admin/logout', { method: 'POST' });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      queryClient.setQueryData(ADMIN_STATUS_KEY, { isAdmin: false });
      // What only the admin may read must not stay in this browser's cache after signing out.
      for (const key of [['admin'], ['/api/dashboard/stats'], ['/api/orders/all'], ['/api/returns']]) {
        queryClient.removeQueries({ queryKey: key });
      }
      notify({ title: 'Logged out successfully', type: 'success' });
      navigate('/admin/login');
    },
    onError: () => notify({ title: 'Logout failed', type: 'error' }),
  });
}
