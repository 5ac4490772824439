import type { PlaceOrderRequest } from '@festive/contracts';
import { endCheckoutAttempt, idempotencyKeyFor } from './checkout-attempt';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const order = (quantity: number) =>
  ({
    customerName: 'Asha',
    items: [{ id: 'a', name: 'Diya', price: '1.00', quantity }],
  }) as unknown as PlaceOrderRequest;

describe('checkout Idempotency-Key', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  });

  it('is the same for the same order within one attempt, and new for another cart or attempt', async () => {
    const first = await idempotencyKeyFor(order(1));
    expect(first).toMatch(/^checkout-[0-9a-f]{16,48}$/);
    expect(await idempotencyKeyFor(order(1))).toBe(first);
    expect(await idempotencyKeyFor(order(2))).not.toBe(first);
    endCheckoutAttempt();
    expect(await idempotencyKeyFor(order(1))).not.toBe(first);
  });
});
