import {
  ORDER_LIFECYCLE_FIELDS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUSES,
  SHIPPING_STATUSES,
} from '@festive/contracts';
import { TRANSITIONS, allowedFrom, canTransition } from './transitions';

const ALLOWED: [string, string, string][] = [
  ['status', 'pending', 'confirmed'],
  ['status', 'pending', 'shipped'],
  ['status', 'pending', 'delivered'],
  ['status', 'pending', 'cancelled'],
  ['status', 'confirmed', 'shipped'],
  ['status', 'confirmed', 'delivered'],
  ['status', 'confirmed', 'cancelled'],
  ['status', 'shipped', 'delivered'],
  ['payment_status', 'pending', 'failed'],
  ['payment_status', 'pending', 'paid'],
  ['payment_status', 'failed', 'paid'],
  ['payment_status', 'paid', 'refunded'],
  ['shipping_status', 'pending', 'submitted'],
  ['shipping_status', 'pending', 'failed'],
  ['shipping_status', 'failed', 'submitted'],
];

const STATES = {
  status: ORDER_STATUSES,
  payment_status: PAYMENT_STATUSES,
  shipping_status: SHIPPING_STATUSES,
} as const;

describe('the order lifecycle transition table', () => {
  it('has a row for every state of every field, naming only known states', () => {
    for (const field of ORDER_LIFECYCLE_FIELDS) {
      expect(Object.keys(TRANSITIONS[field]).sort()).toEqual([...STATES[field]].sort());
      for (const next of Object.values(TRANSITIONS[field]) as string[][]) {
        for (const to of next) expect(STATES[field]).toContain(to);
      }
    }
  });

  it.each(ALLOWED)('allows %s %s → %s', (field, from, to) => {
    expect(canTransition(field as 'status', from, to)).toBe(true);
  });

  it('allows nothing else: every other pair of states is illegal', () => {
    for (const field of ORDER_LIFECYCLE_FIELDS) {
      for (const from of STATES[field]) {
        for (const to of STATES[field]) {
          const listed = ALLOWED.some(([f, a, b]) => f === field && a === from && b === to);
          expect({ field, from, to, allowed: canTransition(field, from, to) }).toEqual({
            field,
            from,
            to,
            allowed: listed,
          });
        }
      }
    }
  });

  it.each([
    ['status', 'cancelled', 'pending'],
    ['status', 'delivered', 'cancelled'],
    ['status', 'shipped', 'confirmed'],
    ['status', 'shipped', 'cancelled'],
    ['payment_status', 'paid', 'failed'],
    ['payment_status', 'cod', 'paid'],
    ['shipping_status', 'submitted', 'failed'],
    ['status', 'pending', 'pending'],
    ['status', 'Processing', 'confirmed'],
  ])('refuses %s %s → %s', (field, from, to) => {
    expect(canTransition(field as 'status', from, to)).toBe(false);
  });

  it('lists where a state may be reached from', () => {
    expect(allowedFrom('status', 'cancelled')).toEqual(['pending', 'confirmed']);
    expect(allowedFrom('status', 'delivered')).toEqual(['pending', 'confirmed', 'shipped']);
    expect(allowedFrom('payment_status', 'paid')).toEqual(['pending', 'failed']);
    expect(allowedFrom('shipping_status', 'failed')).toEqual(['pending']);
  });

  it('has a label for every order status', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
