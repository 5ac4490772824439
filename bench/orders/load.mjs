// The festival peak: `inFlight` shoppers' requests at once, each placing the next COD order as soon
// as the previous answer is read (a closed loop: the rate is what the shop sustains, and a slow
// answer slows the senders down rather than piling up), for `seconds`; or, with a rate, orders
// sent on a fixed schedule (an open loop) to see whether the pipeline keeps pace at that rate.
//
// The orders go out through undici's request API on one keep-alive pool rather than fetch: the
// bench client shares the shop's two cores, and fetch's WHATWG Request, Response and streams cost
// it about a millisecond of CPU an order that the shop's own processes then wait for.

import { Agent, request } from 'undici';

const senders = new Agent({ keepAliveTimeout: 30_000 });

/** The placeOrderSchema body of one order of one bench product, as the checkout sends it. */
export function orderBody(shopper, product, quantity = 1) {
  const [rupees, paise = '00'] = product.price.split('.');
  const totalPaise = (Number(rupees) * 100 + Number(paise.padEnd(2, '0'))) * quantity;
  return {
    customerName: shopper.name,
    customerEmail: shopper.email,
    customerPhone: shopper.phone,
    customerAddress: '12 MG Road, Koregaon Park',
    customerCity: 'Pune',
    customerState: 'Maharashtra',
    customerPincode: '411001',
    total: `${Math.trunc(totalPaise / 100)}.${String(totalPaise % 100).padStart(2, '0')}`,
    paymentMethod: 'COD',
    items: [{ id: product.id, name: product.name, price: product.price, image: product.image, quantity }],
  };
}

/**
 * One POST /api/shiprocket/orders; its latency runs from the request's start to the answer's last
 * byte. A refused connection or a broken answer counts as an error (status 0), never as a success.
 */
export async function placeOrder(base, shopper, body, key) {
  const started = performance.now();
  try {
    const res = await request(`${base}/api/shiprocket/orders`, {
      dispatcher: senders,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: shopper.cookie, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    const text = await res.body.text();
    const ms = performance.now() - started;
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = { message: text.slice(0, 200) };
    }
    return { key, status: res.statusCode, ms, id: res.statusCode === 201 ? answer.id : undefined, answer };
  } catch (error) {
    return { key, status: 0, ms: performance.now() - started, answer: { message: error.message } };
  }
}

/**
 * Runs the loop for `seconds` and answers every request made: key, status, latency, the order's id
 * for a 201, and the shopper and product it was for (the checks and replays need them).
 *
 * With `rate` (orders a second) the requests are sent on a fixed schedule instead, still at most
 * `inFlight` at once, and each latency counts from the request's scheduled moment: a request held
 * back because the shop was slow is charged with the wait (no coordinated omission).
 */
export async function runLoad({ base, shoppers, products, inFlight, seconds, keyPrefix, rate }) {
  const results = [];
  let seq = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const sender = async (lane) => {
    for (;;) {
      const n = seq++;
      const due = rate ? started + (n * 1000) / rate : performance.now();
      if (due >= until) return;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const shopper = shoppers[lane % shoppers.length];
      const product = products[n % products.length];
      const key = `${keyPrefix}-${String(n).padStart(6, '0')}`;
      const result = await placeOrder(base, shopper, orderBody(shopper, product), key);
      const ms = rate ? performance.now() - due : result.ms;
      results.push({ ...result, ms, shopper, product, at: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, (_, lane) => sender(lane)));
  return { results, elapsedSeconds: (performance.now() - started) / 1000 };
}

export const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
