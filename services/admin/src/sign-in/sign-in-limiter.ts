import { Inject, Injectable } from '@nestjs/common';
import { REDIS, SERVICE_CONFIG } from '@festive/server-kit';
import type { Redis } from 'ioredis';
import type { AdminConfig } from '../config/admin-config';

/** Counts one attempt in a fixed window that starts with the first one; returns [count, ttl]. */
const COUNT_ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The lockout of repeated admin sign-in attempts per client address, counted in
 * Redis so it holds across every copy of the service. An attempt is counted before the password
 * is checked, so no more than the allowed number of guesses is ever checked per window, however
 * many arrive at once; a successful sign-in clears the count.
 */
@Injectable()
export class SignInLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: AdminConfig,
  ) {}

  private key(ip: string): string {
    return `admin:sign-in-attempts:${ip}`;
  }

  async attempt(ip: string): Promise<AttemptVerdict> {
    const windowSeconds = this.config.env.ADMIN_SIGN_IN_WINDOW_MINUTES * 60;
    const [count, ttl] = (await this.redis.eval(COUNT_ATTEMPT, 1, this.key(ip), windowSeconds)) as [
      number,
      number,
    ];
    if (count <= this.config.env.ADMIN_SIGN_IN_ATTEMPTS) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(ttl, 1) };
  }

  async succeeded(ip: string): Promise<void> {
    await this.redis.del(this.key(ip));
  }
}
