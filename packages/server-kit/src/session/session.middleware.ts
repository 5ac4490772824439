import { RedisStore } from 'connect-redis';
import session, { type Store } from 'express-session';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { ServiceConfig } from '../config/env';
import { INTERNAL_PATH_PREFIX } from '../internal/internal-token.guard';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS, sessionKeyPrefix } from './session.constants';

/**
 * The shared session store. It gets a client without an ioredis keyPrefix: connect-redis puts the
 * full `<REDIS_PREFIX>:sess:` prefix on its keys itself (and its SCAN-based calls would miss
 * keys behind an ioredis prefix).
 *
 * A session lives as long as its cookie: the cookie is sent again only when the session changes
 * (not rolling), so the stored copy's lifetime is set when it is saved and not pushed back on
 * every request (no touch), which would only keep it past its cookie at a Redis write a request.
 */
export function createSessionStore(config: ServiceConfig, unprefixedClient: Redis): RedisStore {
  return new RedisStore({ client: unprefixedClient, prefix: sessionKeyPrefix(config), disableTouch: true });
}

/**
 * express-session with the cookie of docs/conventions.md. Nothing is stored for anonymous visits.
 * Calls between services (`/internal/`) carry no cookie and act for no visitor, so they skip it:
 * no session is minted and hashed for each of the peak's reservation calls.
 */
export function sessionMiddleware(config: ServiceConfig, store: Store): RequestHandler {
  const visitorSession = session({
    name: SESSION_COOKIE,
    secret: config.env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  return (req, res, next) =>
    req.path.startsWith(INTERNAL_PATH_PREFIX) ? next() : visitorSession(req, res, next);
}
