import { escapeHtml } from '@festive/server-kit';
import type { OrderMail } from '../mail/order-mailer';

export interface RefundEmailFacts {
  to: string;
  customerName: string;
  orderNumber: string;
  refundId: string;
  /** numeric(10,2) as stored: "1498.50". */
  amount: string;
  method: 'razorpay' | 'manual';
  /** The administrator's payment reference (UPI/NEFT UTR) of a refund paid by hand. */
  reference: string | null;
}

/** ₹1,498.50 from "1498.50": Indian grouping of the rupees, the paise as written (no float). */
export function formatRefundAmount(amount: string): string {
  const [rupees = '0', paise = '00'] = amount.split('.');
  return `₹${new Intl.NumberFormat('en-IN').format(BigInt(rupees))}.${paise.padEnd(2, '0')}`;
}

/** The e-mail telling a customer their refund is processed: how much, for which order, where it went. */
export function refundEmail(facts: RefundEmailFacts): OrderMail {
  const amount = formatRefundAmount(facts.amount);
  const where =
    facts.method === 'razorpay'
      ? 'It goes back to the card, UPI account or bank account you paid with; your bank may take 5-7 working days to show it.'
      : `It has been paid to the UPI id or bank account you gave us${facts.reference ? ` (payment reference ${facts.reference})` : ''}.`;
  const lines = [
    `Hello ${facts.customerName},`,
    `We have refunded ${amount} for your Festival Gifts order ${facts.orderNumber}.`,
    where,
    'Thank you for shopping with Festival Gifts.',
  ];
  return {
    to: facts.to,
    subject: `Your Festival Gifts order ${facts.orderNumber}: refund of ${amount} processed`,
    text: lines.join('\n\n'),
    html: `<div class="refund">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`,
    messageId: `<refund-${facts.refundId}@festivalgifts.notifications>`,
  };
}
