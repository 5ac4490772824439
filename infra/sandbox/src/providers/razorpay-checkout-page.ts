import { escapeHtml } from '../html';
import type { SandboxRazorpayOrder } from './razorpay-store';

const STYLE = `body{font:16px system-ui,sans-serif;background:#f3f4f8;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:2rem;max-width:26rem;width:100%}
h1{font-size:1.2rem;margin:0 0 .25rem}p{color:#444}.amount{font-size:2rem;font-weight:700;color:#072654}
button{display:block;width:100%;padding:.8rem;margin:.5rem 0;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.pay{background:#3395ff;color:#fff}.fail{background:#fde8e8;color:#9b1c1c}.cancel{background:#eee}
.note{font-size:.8rem;color:#777}`;

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Hidden form fields; every value is escaped, since all of them came from the request. */
const fields = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * The sandbox's stand-in for Razorpay's hosted checkout: shows the order and lets the developer
 * pay (success), fail the payment, or cancel. Never a real payment.
 */
export function checkoutPage(input: {
  order: SandboxRazorpayOrder;
  merchant: string;
  description: string;
  callbackUrl: string;
  cancelUrl: string;
}): string {
  const carry = { order_id: input.order.id, callback_url: input.callbackUrl };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Razorpay test checkout</title><style>${STYLE}</style></head>
<body><main data-testid="razorpay-sandbox-checkout">
<h1>${escapeHtml(input.merchant)}</h1>
<p>${escapeHtml(input.description)}</p>
<p class="amount" data-testid="razorpay-amount">${escapeHtml(rupees(input.order.amount))}</p>
<p class="note">Razorpay order ${escapeHtml(input.order.id)} · test mode (sandbox): no money moves.</p>
<form method="post" action="pay">${fields({ ...carry, outcome: 'captured' })}
<button class="pay" type="submit">Pay ${escapeHtml(rupees(input.order.amount))}</button></form>
<form method="post" action="pay">${fields({ ...carry, outcome: 'failed' })}
<button class="fail" type="submit">Fail this payment</button></form>
${input.cancelUrl ? `<a href="${escapeHtml(input.cancelUrl)}"><button class="cancel" type="button" tabindex="-1">Cancel</button></a>` : ''}
</main></body></html>`;
}

/** Razorpay's redirect mode: the browser posts the result to the merchant's callback URL. */
export function returnToMerchant(callbackUrl: string, values: Record<string, string>): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Returning to the shop</title></head>
<body><form id="back" method="post" action="${escapeHtml(callbackUrl)}">${fields(values)}
<noscript><button type="submit">Return to the shop</button></noscript></form>
<script>document.getElementById('back').submit()</script></body></html>`;
}
