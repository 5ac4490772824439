import type { Redis } from 'ioredis';

const KEY = 'shiprocket:token';
/** Shiprocket tokens last 10 days (240 hours); renewing a day early keeps a job from meeting an expired one. */
const TTL_SECONDS = 9 * 24 * 3600;
/**
 * How long a process trusts the token it last read from Redis without reading it again. A token
 * renewed by another process meanwhile is met at the next 401, which forgets the remembered one.
 */
const REMEMBER_MS = 60_000;

/** The Shiprocket API token, shared by every orders process through Redis. */
export class ShiprocketTokenCache {
  private remembered: { token: string; until: number } | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string | null> {
    if (this.remembered && this.remembered.until > this.now()) return this.remembered.token;
    const token = await this.redis.get(KEY);
    this.remember(token);
    return token;
  }

  async set(token: string): Promise<void> {
    await this.redis.set(KEY, token, 'EX', TTL_SECONDS);
    this.remember(token);
  }

  /** Forgets a token only if it is still the one that failed (another process may have renewed it). */
  async forget(token: string): Promise<void> {
    if (this.remembered?.token === token) this.remembered = undefined;
    if ((await this.redis.get(KEY)) === token) await this.redis.del(KEY);
  }

  private remember(token: string | null): void {
    this.remembered = token ? { token, until: this.now() + REMEMBER_MS } : undefined;
  }
}
