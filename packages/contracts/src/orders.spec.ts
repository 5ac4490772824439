import { INVOICE_REFUSALS, invoiceRefusal } from './orders';

const order = (fields: Partial<Parameters<typeof invoiceRefusal>[0]> = {}) => ({
  paymentMethod: 'COD',
  paymentStatus: 'cod',
  status: 'placed',
  invoiceNumber: null,
  ...fields,
});

describe('whether an order has a GST invoice', () => {
  it('cash on delivery and paid prepaid orders have one', () => {
    expect(invoiceRefusal(order())).toBeNull();
    expect(invoiceRefusal(order({ paymentMethod: 'Prepaid', paymentStatus: 'paid' }))).toBeNull();
  });

  it('a prepaid order waits for its payment', () => {
    expect(invoiceRefusal(order({ paymentMethod: 'Prepaid', paymentStatus: 'pending' }))).toBe(
      INVOICE_REFUSALS.unpaid,
    );
    expect(invoiceRefusal(order({ paymentMethod: 'Prepaid', paymentStatus: 'failed' }))).toBe(
      INVOICE_REFUSALS.unpaid,
    );
  });

  it('a cancelled order has none unless it was issued before the cancellation', () => {
    expect(invoiceRefusal(order({ status: 'cancelled' }))).toBe(INVOICE_REFUSALS.cancelled);
    expect(invoiceRefusal(order({ status: 'cancelled', invoiceNumber: 'FG/26-27/00007' }))).toBeNull();
  });
});
