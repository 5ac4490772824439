import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { REDIS } from '@festive/server-kit';
import type { Redis } from 'ioredis';

const HOLD_MS = 30_000;
const WAIT_MS = 20_000;
const POLL_MS = 50;
// Deletes the lock only if it is still ours: a lock that expired and was taken by another
// request must not be released by the first one finishing late.
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * One placing request at a time per order id (one idempotency key), across every orders
 * process: the second of two identical requests waits, then finds the order the first wrote.
 */
@Injectable()
export class OrderLock {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async run<T>(orderId: string, work: () => Promise<T>): Promise<T> {
    const key = `order-lock:${orderId}`;
    const token = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
    while ((await this.redis.set(key, token, 'PX', HOLD_MS, 'NX')) !== 'OK') {
      if (Date.now() > giveUpAt) {
        throw new ConflictException('This order is still being placed. Please wait a moment and try again.');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work();
    } finally {
      await this.redis.eval(RELEASE, 1, key, token);
    }
  }
}
