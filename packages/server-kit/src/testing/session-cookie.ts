import { createHmac, randomBytes } from 'node:crypto';
import type { SessionData, Store } from 'express-session';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS } from '../session/session.constants';

/** express-session's signed cookie value: `s:<id>.<base64 HMAC-SHA256 without padding>`. */
export function signSessionId(sessionId: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sessionId).digest('base64').replace(/=+$/, '');
  return `s:${sessionId}.${signature}`;
}

/**
 * Writes a session straight into the shared store, as another service would have, and returns
 * the `Cookie` header that presents it. Lets a test of one service start signed in without
 * going through another service's sign-in flow.
 */
export async function storeSession(
  store: Store,
  secret: string,
  data: Omit<SessionData, 'cookie'>,
): Promise<{ sessionId: string; cookie: string }> {
  const sessionId = randomBytes(24).toString('base64url');
  const session = {
    ...data,
    cookie: {
      originalMaxAge: SESSION_MAX_AGE_MS,
      expires: new Date(Date.now() + SESSION_MAX_AGE_MS),
      httpOnly: true,
      path: '/',
      sameSite: 'lax' as const,
    },
  } as SessionData;
  await new Promise<void>((resolve, reject) =>
    store.set(sessionId, session, (error?: unknown) => (error ? reject(error) : resolve())),
  );
  return { sessionId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(signSessionId(sessionId, secret))}` };
}
