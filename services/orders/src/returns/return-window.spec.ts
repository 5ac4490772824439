import { RETURN_REFUSALS } from '@festive/contracts';
import { returnEligibility } from './return-window';

const day = 24 * 60 * 60 * 1000;
const placed = new Date('2026-11-01T10:00:00Z');
const at = (days: number, from = placed) => new Date(from.getTime() + days * day);

describe('return window', () => {
  const order = { status: 'pending', createdAt: placed, deliveredAt: null };

  it('counts from placing while delivery is unknown', () => {
    expect(returnEligibility(order, null, at(6), 7)).toEqual({ returnable: true, returnableUntil: at(7) });
    expect(returnEligibility(order, null, at(7), 7).returnable).toBe(true);
    expect(returnEligibility(order, null, at(7.01), 7)).toEqual({
      returnable: false,
      returnableUntil: at(7),
      refusal: RETURN_REFUSALS.windowClosed,
    });
  });

  it('counts from delivery once tracking reports it', () => {
    const delivered = { ...order, status: 'delivered', deliveredAt: at(5) };
    expect(returnEligibility(delivered, null, at(11), 7)).toEqual({
      returnable: true,
      returnableUntil: at(12),
    });
    expect(returnEligibility(delivered, null, at(12.5), 7).refusal).toBe(RETURN_REFUSALS.windowClosed);
  });

  it('follows the configured number of days', () => {
    expect(returnEligibility(order, null, at(20), 30).returnable).toBe(true);
    expect(returnEligibility(order, null, at(2), 1).returnable).toBe(false);
  });

  it('refuses cancelled orders for good', () => {
    expect(returnEligibility({ ...order, status: 'cancelled' }, null, at(1), 7)).toEqual({
      returnable: false,
      returnableUntil: null,
      refusal: RETURN_REFUSALS.cancelled,
    });
  });

  it('allows one open request per order, and another once it is settled', () => {
    expect(returnEligibility(order, 'pending', at(1), 7).refusal).toBe(RETURN_REFUSALS.alreadyOpen);
    expect(returnEligibility(order, 'approved', at(1), 7).refusal).toBe(RETURN_REFUSALS.alreadyOpen);
    expect(returnEligibility(order, 'rejected', at(1), 7).returnable).toBe(true);
  });
});
