import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@festive/server-kit';
import type { Redis } from 'ioredis';

/** Counts one hit in a fixed window; the window starts with the first hit. Returns [count, ttl]. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window ends (and the counter starts again). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in Redis, shared by every instance of the service (limits hold however
 * many copies run). Keys live under `<REDIS_PREFIX>:rate:`.
 */
@Injectable()
export class RateCounter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async hit(name: string, limit: number, windowSeconds: number): Promise<RateVerdict> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, `rate:${name}`, windowSeconds)) as [number, number];
    return { allowed: count <= limit, retryAfterSeconds: ttl };
  }

  /** Gives a hit back, e.g. when the provider failed and nothing was really sent. */
  async undo(name: string): Promise<void> {
    await this.redis.decr(`rate:${name}`);
  }
}
