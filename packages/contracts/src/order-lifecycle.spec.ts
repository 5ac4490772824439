import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  SHIPPING_STATUSES,
  SHIPPING_STATUS_LABELS,
  orderStatusLabel,
  orderStatusLabelFor,
  orderStatusSchema,
  returnStatusLabel,
} from './order-lifecycle';
import { OPEN_RETURN_STATUSES } from './orders';

describe('order lifecycle states and their labels', () => {
  it('labels every state of every column', () => {
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
    expect(Object.keys(PAYMENT_STATUS_LABELS)).toEqual([...PAYMENT_STATUSES]);
    expect(Object.keys(SHIPPING_STATUS_LABELS)).toEqual([...SHIPPING_STATUSES]);
    expect(Object.keys(RETURN_STATUS_LABELS)).toEqual([...RETURN_STATUSES]);
    for (const status of OPEN_RETURN_STATUSES) expect(RETURN_STATUSES).toContain(status);
  });

  it('accepts only the known states', () => {
    expect(orderStatusSchema.safeParse('confirmed').success).toBe(true);
    expect(orderStatusSchema.safeParse('Confirmed').success).toBe(false);
  });

  it('shows an unknown value as it is (a newer server), never a prototype key', () => {
    expect(orderStatusLabel('confirmed')).toBe('Confirmed');
    expect(orderStatusLabel('on hold')).toBe('on hold');
    expect(returnStatusLabel('toString')).toBe('toString');
  });

  it('shows an unpaid Prepaid order by its payment, every other order by its status', () => {
    const order = { status: 'pending', paymentMethod: 'Prepaid', paymentStatus: 'pending' };
    expect(orderStatusLabelFor(order)).toBe('Awaiting payment');
    expect(orderStatusLabelFor({ ...order, paymentStatus: 'failed' })).toBe('Payment failed');
    expect(orderStatusLabelFor({ ...order, paymentStatus: 'paid' })).toBe('Placed');
    expect(orderStatusLabelFor({ ...order, paymentMethod: 'COD', paymentStatus: 'cod' })).toBe('Placed');
    expect(orderStatusLabelFor({ ...order, status: 'cancelled' })).toBe('Cancelled');
  });
});
