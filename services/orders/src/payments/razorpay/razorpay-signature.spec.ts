import { createHmac } from 'node:crypto';
import { paymentSignatureValid, webhookSignatureValid } from './razorpay-signature';

const sign = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

describe('Razorpay signatures', () => {
  it('accepts the payment signature made with the key secret over order_id|payment_id', () => {
    const signature = sign('secret', 'order_A1|pay_B2');
    expect(paymentSignatureValid('secret', 'order_A1', 'pay_B2', signature)).toBe(true);
    expect(paymentSignatureValid('secret', 'order_A1', 'pay_B2', signature.toUpperCase())).toBe(true);
  });

  it.each([
    ['another secret', sign('other', 'order_A1|pay_B2')],
    ['another payment', sign('secret', 'order_A1|pay_B3')],
    ['a truncated signature', sign('secret', 'order_A1|pay_B2').slice(0, 63)],
    ['garbage', 'zz'.repeat(32)],
    ['nothing', undefined],
  ])('refuses %s', (_what, signature) => {
    expect(paymentSignatureValid('secret', 'order_A1', 'pay_B2', signature)).toBe(false);
  });

  it('checks webhooks over the raw bytes, so re-serialised JSON does not pass', () => {
    const raw = '{"event":"payment.captured",  "payload":{}}';
    const signature = sign('whsec', raw);
    expect(webhookSignatureValid('whsec', Buffer.from(raw), signature)).toBe(true);
    expect(webhookSignatureValid('whsec', Buffer.from(JSON.stringify(JSON.parse(raw))), signature)).toBe(
      false,
    );
  });
});
