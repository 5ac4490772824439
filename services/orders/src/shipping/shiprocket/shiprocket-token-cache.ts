import type { Redis } from 'ioredis';

const KEY = 'shiprocket:token';
/** Shiprocket tokens last 10 days (240 hours); renewing a day early keeps a job from meeting an expired one. */
const TTL_SECONDS = 9 * 24 * 3600;

/** The Shiprocket API token, shared by every orders process through Redis. */
export class ShiprocketTokenCache {
  constructor(private readonly redis: Redis) {}

  get(): Promise<string | null> {
    return this.redis.get(KEY);
  }

  async set(token: string): Promise<void> {
    await this.redis.set(KEY, token, 'EX', TTL_SECONDS);
  }

  /** Forgets a token only if it is still the one that failed (another process may have renewed it). */
  async forget(token: string): Promise<void> {
    if ((await this.redis.get(KEY)) === token) await this.redis.del(KEY);
  }
}
