import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@festive/server-kit';
import type { Redis } from 'ioredis';
import { OTP_POLICY } from './otp-policy';

/**
 * Checks a candidate against the live code and consumes it, in one step inside Redis, so two
 * simultaneous right answers cannot both sign in (single use) and wrong tries are counted
 * exactly. After the last allowed wrong try the code stays dead until it expires or is replaced.
 */
const CHECK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'missing', 0, ''} end
local max = tonumber(ARGV[2])
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts') or '0')
if attempts >= max then return {'dead', 0, ''} end
if redis.call('HGET', KEYS[1], 'hash') == ARGV[1] then
  local record = redis.call('HGET', KEYS[1], 'record') or ''
  local ttl = redis.call('PTTL', KEYS[1])
  redis.call('DEL', KEYS[1])
  return {'ok', attempts, record, ttl}
end
attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
if attempts >= max then return {'dead', 0, ''} end
return {'wrong', max - attempts, ''}
`;

/**
 * Puts a consumed code back as it was (hash, tries used, time left), unless a newer code has been
 * saved for the phone since: for a right code whose sign-in then failed for another reason.
 */
const RESTORE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'hash', ARGV[1], 'attempts', ARGV[2], 'record', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

/** A consumed code, enough to put it back. */
export interface ConsumedCode {
  hash: string;
  attempts: number;
  recordId: string;
  ttlMs: number;
}

export type CheckResult =
  | { status: 'ok'; recordId: string; consumed: ConsumedCode }
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

  /** Gives a consumed code back (see RESTORE); nothing when it had no time left. */
  async restore(phone: string, code: ConsumedCode): Promise<void> {
    if (code.ttlMs <= 0) return;
    await this.redis.eval(RESTORE, 1, codeKey(phone), code.hash, code.attempts, code.recordId, code.ttlMs);
  }

  async check(phone: string, hash: string): Promise<CheckResult> {
    const [status, left, record, ttl] = (await this.redis.eval(
      CHECK,
      1,
      codeKey(phone),
      hash,
      OTP_POLICY.maxWrongAttempts,
    )) as [string, number, string, number?];
    if (status === 'ok') {
      return {
        status,
        recordId: record,
        consumed: { hash, attempts: left, recordId: record, ttlMs: ttl ?? 0 },
      };
    }
    if (status === 'wrong') return { status, attemptsLeft: left };
    return status === 'dead' ? { status: 'dead' } : { status: 'missing' };
  }
}
