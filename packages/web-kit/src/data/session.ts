import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANONYMOUS_SESSION, SESSION_PATH, type Session } from '@festive/contracts';
import { apiLoadOrNull, unparsed } from '../api/http';

/**
 * GET /api/auth/session, read by the shell header (avatar menu) and by the account and
 * checkout remotes. One query key in the one shared QueryClient, so one request per page.
 */
export const SESSION_QUERY_KEY = [SESSION_PATH] as const;

export async function fetchSession(): Promise<Session> {
  return (await apiLoadOrNull(SESSION_PATH, unparsed<Session>())) ?? ANONYMOUS_SESSION;
}

/** The session read, as every reader (and the page's reads before its first draw) asks for it. */
export const sessionQuery = queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });

export function useSession() {
  return useQuery(sessionQuery);
}
