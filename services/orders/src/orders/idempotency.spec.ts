import { orderSchema } from '@festive/contracts';
import { planIdempotency, uuidFromHash } from './idempotency';

describe('planIdempotency', () => {
  const base = { userId: 'u1', sessionId: 's1', request: { items: [{ id: 'a', quantity: 1 }] } };

  it('names the same order for the same key, whatever the request', () => {
    const a = planIdempotency({ ...base, headerKey: 'checkout-123456' });
    const b = planIdempotency({ ...base, headerKey: 'checkout-123456', request: { items: [] } });
    expect(b.orderId).toBe(a.orderId);
    expect(b.requestHash).not.toBe(a.requestHash);
  });

  it('keeps keys of different customers apart', () => {
    const a = planIdempotency({ ...base, headerKey: 'checkout-123456' });
    const b = planIdempotency({ ...base, userId: 'u2', headerKey: 'checkout-123456' });
    expect(b.orderId).not.toBe(a.orderId);
  });

  it('without a key, repeats of one cart in one session within ten minutes are one order', () => {
    const now = Date.UTC(2026, 10, 20, 10, 1);
    const first = planIdempotency({ ...base, headerKey: undefined, now });
    expect(planIdempotency({ ...base, headerKey: undefined, now: now + 60_000 }).orderId).toBe(first.orderId);
    expect(planIdempotency({ ...base, headerKey: undefined, sessionId: 's2', now }).orderId).not.toBe(
      first.orderId,
    );
    expect(planIdempotency({ ...base, headerKey: undefined, now: now + 3_600_000 }).orderId).not.toBe(
      first.orderId,
    );
  });

  it('makes ids the contracts accept as UUIDs', () => {
    const id = uuidFromHash('f'.repeat(64));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(orderSchema.shape.id.safeParse(id).success).toBe(true);
  });
});
