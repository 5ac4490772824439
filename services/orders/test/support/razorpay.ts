import type { TestSandbox } from './sandbox';

/** The three fields Razorpay's page posts back, read from the sandbox's auto-submitting form. */
export interface PaymentResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
  callbackUrl: string;
}

const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** Pays (or fails) a Razorpay order on the sandbox's hosted test page, as the shopper's browser would. */
export async function payOnTestPage(
  sandbox: TestSandbox,
  input: { razorpayOrderId: string; callbackUrl: string; outcome?: 'captured' | 'failed' },
): Promise<{ html: string; result: PaymentResult }> {
  const res = await fetch(`${sandbox.urls.http}/razorpay/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      order_id: input.razorpayOrderId,
      callback_url: input.callbackUrl,
      outcome: input.outcome ?? 'captured',
    }).toString(),
  });
  const html = await res.text();
  return {
    html,
    result: {
      razorpay_payment_id: field(html, 'razorpay_payment_id'),
      razorpay_order_id: field(html, 'razorpay_order_id'),
      razorpay_signature: field(html, 'razorpay_signature'),
      callbackUrl: /action="([^"]+)"/.exec(html)?.[1] ?? '',
    },
  };
}

/** The hidden fields of the returned form, as the browser would post them. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!.replace(/&#39;/g, "'")] = match[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return fields;
}
