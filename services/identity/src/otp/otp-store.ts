import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@festive/server-kit';
import type { Redis } from 'ioredis';
import { OTP_POLICY } from './otp-policy';

/**
 * Checks a candidate against the live code, in one step inside Redis, so wrong tries are counted
 * exactly; after the last allowed wrong try the code stays dead until it expires or is replaced.
 * A right code is not deleted here but claimed (a token and a deadline): it is consumed only when
 * the sign-in it serves has succeeded (CONSUME), and handed back when that sign-in fails (RELEASE)
 * or when the claimant never comes back (the deadline passes). While claimed, a second right
 * answer is refused as if the code were gone, so two simultaneous answers cannot both sign in.
 */
const CHECK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'missing', 0} end
local max = tonumber(ARGV[2])
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts') or '0')
if attempts >= max then return {'dead', 0} end
if redis.call('HGET', KEYS[1], 'hash') == ARGV[1] then
  local now = redis.call('TIME')
  local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
  local claimedUntil = tonumber(redis.call('HGET', KEYS[1], 'claimedUntil') or '0')
  if claimedUntil > nowMs then return {'missing', 0} end
  redis.call('HSET', KEYS[1], 'claim', ARGV[3], 'claimedUntil', nowMs + tonumber(ARGV[4]))
  return {'ok', 0, redis.call('HGET', KEYS[1], 'record') or ''}
end
attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
if attempts >= max then return {'dead', 0} end
return {'wrong', max - attempts}
`;

/** Uses the claimed code up: only the claimant's token does, and only that code (not a newer one). */
const CONSUME = `
if redis.call('HGET', KEYS[1], 'claim') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
`;

/** Gives a claimed code back, with its tries and time left, for a sign-in that failed. */
const RELEASE = `
if redis.call('HGET', KEYS[1], 'claim') ~= ARGV[1] then return 0 end
redis.call('HDEL', KEYS[1], 'claim', 'claimedUntil')
return 1
`;

/** How long a right code stays claimed by a sign-in that neither succeeds nor fails (a crash). */
const CLAIM_MS = 30_000;

export type CheckResult =
  | { status: 'ok'; recordId: string; claim: string }
  | { status: 'wrong'; attemptsLeft: number }
  | { status: 'missing' }
  | { status: 'dead' };

const codeKey = (phone: string) => `otp:code:${phone}`;
const cooldownKey = (phone: string) => `otp:cooldown:${phone}`;

/** The live codes (only their hashes) and resend cooldowns, in Redis with their TTLs. */
@Injectable()
export class OtpStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * Starts the resend wait of `seconds` for a phone; when one is already running, answers the
   * seconds left instead (at least 1).
   */
  async startCooldown(
    phone: string,
    seconds: number,
  ): Promise<{ started: true } | { started: false; secondsLeft: number }> {
    const set = await this.redis.set(cooldownKey(phone), '1', 'EX', seconds, 'NX');
    if (set === 'OK') return { started: true };
    const ms = await this.redis.pttl(cooldownKey(phone));
    return { started: false, secondsLeft: Math.max(1, Math.ceil(ms / 1000)) };
  }

  /** Seconds left of the phone's resend wait (0 when none runs). */
  async cooldownSecondsLeft(phone: string): Promise<number> {
    const ms = await this.redis.pttl(cooldownKey(phone));
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  async clearCooldown(phone: string): Promise<void> {
    await this.redis.del(cooldownKey(phone));
  }

  /** Replaces any earlier code of the phone: a new code starts with a clean count of tries. */
  async save(phone: string, hash: string, recordId: string): Promise<void> {
    await this.redis
      .multi()
      .del(codeKey(phone))
      .hset(codeKey(phone), { hash, attempts: 0, record: recordId })
      .expire(codeKey(phone), OTP_POLICY.ttlSeconds)
      .exec();
  }

  async discard(phone: string): Promise<void> {
    await this.redis.del(codeKey(phone));
  }

  /**
   * The sign-in succeeded: the claimed code is used up (see CONSUME). False when the claim had
   * lapsed and someone else claimed the code, or a new code replaced it.
   */
  async consume(phone: string, claim: string): Promise<boolean> {
    return (await this.redis.eval(CONSUME, 1, codeKey(phone), claim)) === 1;
  }

  /** The sign-in failed after a right code: it stays usable (see RELEASE). */
  async release(phone: string, claim: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, codeKey(phone), claim);
  }

  async check(phone: string, hash: string): Promise<CheckResult> {
    const claim = randomUUID();
    const [status, left, record] = (await this.redis.eval(
      CHECK,
      1,
      codeKey(phone),
      hash,
      OTP_POLICY.maxWrongAttempts,
      claim,
      CLAIM_MS,
    )) as [string, number, string?];
    if (status === 'ok') return { status, recordId: record ?? '', claim };
    if (status === 'wrong') return { status, attemptsLeft: left };
    return status === 'dead' ? { status: 'dead' } : { status: 'missing' };
  }
}
