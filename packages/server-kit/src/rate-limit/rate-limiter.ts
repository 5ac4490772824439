import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS } from '../tokens';
import { RateLimitedException } from './rate-limited.exception';
import type { RateLimitSetting } from './rate-limit-settings';

/** One counter a hit is counted against: `rule` and `key` name it, `limit` bounds it. */
export interface RateLimitCheck {
  /** The counter family, e.g. `otp-send:phone`; part of the Redis key. */
  rule: string;
  /** Whose counter: a customer id, a phone, a session digest, a client address. */
  key: string;
  limit: RateLimitSetting;
  /** The 429's message, given the seconds until this counter's window ends. */
  message: (retryAfterSeconds: number) => string;
}

/** Hits counted by one `hit` call, which can be given back (nothing really happened). */
export interface CountedHits {
  refund(): Promise<void>;
}

/**
 * The shop's one rate limiter: fixed windows in Redis (rate-limiter-flexible's atomic
 * increment-with-expiry), shared by every copy of every service, so a limit holds however many
 * replicas run. Keys live under `<REDIS_PREFIX>:rate:<rule>:<key>`.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private limiterFor(check: Pick<RateLimitCheck, 'rule' | 'limit'>): RateLimiterRedis {
    const id = `${check.rule}|${check.limit.points}|${check.limit.seconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `rate:${check.rule}`,
        points: check.limit.points,
        duration: check.limit.seconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /**
   * Counts one hit against each check, in order. The first check over its limit stops the call
   * with a 429 carrying that check's message and wait, and the hits already counted by this call
   * are given back (the request did nothing, so it should not use up the other limits).
   */
  async hit(...checks: RateLimitCheck[]): Promise<CountedHits> {
    const counted: RateLimitCheck[] = [];
    const refund = async (hits: RateLimitCheck[]) => {
      await Promise.all(hits.map((check) => this.limiterFor(check).reward(check.key, 1)));
    };
    for (const check of checks) {
      try {
        await this.limiterFor(check).consume(check.key, 1);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) {
          await refund(counted).catch(() => undefined);
          throw refusal;
        }
        await refund(counted);
        const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw new RateLimitedException(check.message(seconds), seconds);
      }
      counted.push(check);
    }
    return { refund: () => refund(counted) };
  }

  /** Forgets a counter, e.g. the failed sign-ins of an address once it signs in. */
  async reset(check: Pick<RateLimitCheck, 'rule' | 'key' | 'limit'>): Promise<void> {
    await this.limiterFor(check).delete(check.key);
  }
}
