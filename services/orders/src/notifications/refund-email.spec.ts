import { formatRefundAmount, refundEmail } from './refund-email';

const facts = {
  to: 'asha@example.in',
  customerName: 'Asha <Rao>',
  orderNumber: 'FG-100040',
  refundId: '0b3c5d7e-9f1a-4b2c-8d3e-5f7a9b1c3d5e',
  amount: '124998.50',
  method: 'razorpay' as const,
  reference: null,
};

describe('the refund e-mail', () => {
  it.each([
    ['1498.50', '₹1,498.50'],
    ['124998.5', '₹1,24,998.50'],
    ['99.00', '₹99.00'],
  ])('writes %s as %s', (amount, shown) => {
    expect(formatRefundAmount(amount)).toBe(shown);
  });

  it('names the order, the amount and where the money went, with the name escaped', () => {
    const mail = refundEmail(facts);
    expect(mail.subject).toBe('Your Festival Gifts order FG-100040: refund of ₹1,24,998.50 processed');
    expect(mail.text).toContain('card, UPI account or bank account you paid with');
    expect(mail.html).toContain('Hello Asha &lt;Rao&gt;,');
    expect(mail.html).not.toContain('<Rao>');
    expect(mail.messageId).toBe(`<refund-${facts.refundId}@festivalgifts.notifications>`);
  });

  it('gives the payment reference of a refund paid by hand', () => {
    expect(refundEmail({ ...facts, method: 'manual', reference: 'UTR4455' }).text).toContain(
      'UPI id or bank account you gave us (payment reference UTR4455)',
    );
  });
});
