import type { RazorpayOrderResponse, RazorpayPaymentResult } from '@festive/contracts';

/**
 * Razorpay's redirect mode (hosted checkout): a form posted to Razorpay's page, which comes back
 * to our callback URL. In development that page is the sandbox's test checkout.
 */
function submitHostedCheckout(
  order: RazorpayOrderResponse,
  checkout: { url: string; callbackUrl: string; cancelUrl: string },
) {
  const fields: Record<string, string> = {
    key_id: order.keyId,
    order_id: order.razorpayOrderId,
    name: order.name,
    description: order.description,
    'prefill[name]': order.prefill.name,
    'prefill[email]': order.prefill.email,
    'prefill[contact]': order.prefill.contact,
    callback_url: checkout.callbackUrl,
    cancel_url: checkout.cancelUrl,
  };
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = checkout.url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

interface RazorpayCheckoutInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckoutInstance;

function loadScript(src: string): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
    document.head.appendChild(script);
  });
}

/**
 * Takes the shopper to Razorpay. Redirect mode leaves the page; script mode (production:
 * checkout.js, allowed by the gateway's CSP origins) resolves with Checkout's result, or null
 * when the shopper closes it.
 */
export async function openRazorpay(
  order: RazorpayOrderResponse,
): Promise<RazorpayPaymentResult | null | 'left'> {
  if (order.checkout.kind === 'redirect') {
    submitHostedCheckout(order, order.checkout);
    return 'left';
  }
  const Razorpay = await loadScript(order.checkout.scriptUrl);
  return new Promise((resolve) => {
    new Razorpay({
      key: order.keyId,
      order_id: order.razorpayOrderId,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      handler: (result: RazorpayPaymentResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
