import type { ServiceConfig } from '../config/env';

export const SESSION_COOKIE = 'fg.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Sessions live under `<REDIS_PREFIX>:sess:<id>`. */
export const sessionKeyPrefix = (config: ServiceConfig): string => `${config.env.REDIS_PREFIX}:sess:`;
