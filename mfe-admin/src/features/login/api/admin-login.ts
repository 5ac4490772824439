import { apiCall, HttpError, notify, useMutation, useNavigate, useQueryClient } from '@festive/web-kit';
import type { AdminLoginRequest } from '@festive/contracts';
import { ADMIN_STATUS_KEY } from '../../../common/admin-session/api/admin-status';

/** POST /api/admin/login: an ok status means signed in. */
export function adminLogin(body: AdminLoginRequest): Promise<void> {
  return apiCall('/api/admin/login', { method: 'POST', body });
}

/**
 * A non-ok answer is 'Invalid password'; a request that fails outright is
 * 'Login failed'; success says 'Login successful!', refreshes the status and opens /admin.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: async () => {
      // 'all': the status query is not mounted on this page, yet /admin must not read the
      // cached "not admin" from before the login and bounce straight back here.
      await queryClient.invalidateQueries({ queryKey: ADMIN_STATUS_KEY, refetchType: 'all' });
      notify({ title: 'Login successful!', type: 'success' });
      navigate('/admin');
    },
    onError: (error) =>
      notify({ title: error instanceof HttpError ? 'Invalid password' : 'Login failed', type: 'error' }),
  });
}
