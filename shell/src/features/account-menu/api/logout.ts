import {
  apiCall,
  notify,
  SESSION_QUERY_KEY,
  useMutation,
  useNavigate,
  useQueryClient,
} from '@festive/web-kit';

/** POST /api/auth/logout: refetch the session, say so, go home. */
export function logout(): Promise<void> {
  return apiCall('/api/auth/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      notify({ title: 'Logged out successfully', type: 'success' });
      navigate('/');
    },
    // Storefront logout failure handling is not specified; say it plainly rather than stay silent.
    onError: () => notify({ title: 'Logout failed', type: 'error' }),
  });
}
