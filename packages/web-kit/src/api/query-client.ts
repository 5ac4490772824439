import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data-loading rules: loads never retry, never refetch on window focus,
 * never poll and are never considered stale. Fresh data comes from explicit invalidation
 * after a mutation, never from timers.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
