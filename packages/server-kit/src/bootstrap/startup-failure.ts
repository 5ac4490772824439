import type { ServiceConfig } from '../config/env';

const portOf = (url: string, fallback: number) => Number(new URL(url).port || fallback);

/**
 * One line saying what went wrong and, for the usual suspects, what to start. Kept apart
 * from the bootstrap so a migration command can print it without loading Nest.
 */
export function startupFailure(what: string, error: unknown, config?: ServiceConfig): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  const { code, port } = (error ?? {}) as { code?: string; port?: number };
  const unreachable = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT';
  if (unreachable && config && port === portOf(config.env.DATABASE_URL, 5432)) {
    return `${what} could not start: PostgreSQL is not reachable (${message}); start it or set DATABASE_URL`;
  }
  if (unreachable && config && port === portOf(config.env.REDIS_URL, 6379)) {
    return `${what} could not start: Redis is not reachable (${message}); start it or set REDIS_URL`;
  }
  if (code === '3D000')
    return `${what} could not start: ${message}; run its migrations (dist/cli/migrate.js) first`;
  return `${what} could not start: ${message}`;
}
