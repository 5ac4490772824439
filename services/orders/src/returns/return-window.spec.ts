import { RETURN_REFUSALS } from '@festive/contracts';
import { returnEligibility } from './return-window';

const day = 24 * 60 * 60 * 1000;
const placed = new Date('2026-11-01T10:00:00Z');
const at = (days: number, from = placed) => new Date(from.getTime() + days * day);

describe('return window', () => {
  const delivered = { status: 'delivered', createdAt: placed, deliveredAt: at(5) };

  it('opens only once the order is delivered', () => {
    for (const status of ['pending', 'confirmed', 'shipped']) {
      expect(returnEligibility({ ...delivered, status, deliveredAt: null }, null, at(1), 7)).toEqual({
        returnable: false,
        returnableUntil: null,
        refusal: RETURN_REFUSALS.notDelivered,
      });
    }
  });

  it('counts from delivery', () => {
    expect(returnEligibility(delivered, null, at(11), 7)).toEqual({
      returnable: true,
      returnableUntil: at(12),
    });
    expect(returnEligibility(delivered, null, at(12), 7).returnable).toBe(true);
    expect(returnEligibility(delivered, null, at(12.5), 7)).toEqual({
      returnable: false,
      returnableUntil: at(12),
      refusal: RETURN_REFUSALS.windowClosed,
    });
  });

  it('counts from placing when an order was marked delivered without a delivery time', () => {
    const marked = { ...delivered, deliveredAt: null };
    expect(returnEligibility(marked, null, at(6), 7).returnable).toBe(true);
    expect(returnEligibility(marked, null, at(7.5), 7).refusal).toBe(RETURN_REFUSALS.windowClosed);
  });

  it('follows the configured number of days', () => {
    expect(returnEligibility(delivered, null, at(30), 30).returnable).toBe(true);
    expect(returnEligibility(delivered, null, at(7), 1).returnable).toBe(false);
  });

  it('refuses cancelled orders for good', () => {
    expect(returnEligibility({ ...delivered, status: 'cancelled' }, null, at(1), 7)).toEqual({
      returnable: false,
      returnableUntil: null,
      refusal: RETURN_REFUSALS.cancelled,
    });
  });

  it('allows one open request per order, and another once it is settled', () => {
    expect(returnEligibility(delivered, 'pending', at(6), 7).refusal).toBe(RETURN_REFUSALS.alreadyOpen);
    expect(returnEligibility(delivered, 'approved', at(6), 7).refusal).toBe(RETURN_REFUSALS.alreadyOpen);
    expect(returnEligibility(delivered, 'rejected', at(6), 7).returnable).toBe(true);
  });
});
