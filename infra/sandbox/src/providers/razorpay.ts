import express, { Router, type Request, type Response } from 'express';
import { type FaultBoard, faultGate } from '../faults';
import type { Logger } from '../log';
import { checkoutPage, returnToMerchant } from './razorpay-checkout-page';
import { refundRoutes } from './razorpay-refunds';
import { RazorpayStore } from './razorpay-store';
import { sendRazorpayWebhook } from './razorpay-webhook';

export interface RazorpaySandboxOptions {
  /** Where webhooks go: the orders webhook (through the gateway in development). */
  webhookUrl: string;
  /** The secret webhooks are signed with, as set in Razorpay's dashboard. */
  webhookSecret: string;
  /** Send `payment.captured` / `payment.failed` after each test payment, as Razorpay would. */
  autoWebhooks: boolean;
  /** How long a refund stays `pending` before it is processed (and, with webhooks on, announced). */
  refundDelayMs: number;
}

/** Development default shared with the orders service (its RAZORPAY_WEBHOOK_SECRET default). */
export const DEV_RAZORPAY_WEBHOOK_SECRET = 'dev-razorpay-webhook-secret';

export function razorpayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RazorpaySandboxOptions {
  const publicUrl = (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/$/, '');
  return {
    webhookUrl: env.SANDBOX_RAZORPAY_WEBHOOK_URL || `${publicUrl}/api/webhooks/razorpay`,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || DEV_RAZORPAY_WEBHOOK_SECRET,
    autoWebhooks: env.SANDBOX_RAZORPAY_AUTO_WEBHOOKS === '1',
    refundDelayMs: Number(env.SANDBOX_RAZORPAY_REFUND_DELAY_MS) || 1000,
  };
}

const badRequest = (res: Response, description: string, status = 400) =>
  res.status(status).json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA' } });

function basicAuth(req: Request): { keyId: string; keySecret: string } | undefined {
  const encoded = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!encoded) return undefined;
  const [keyId, ...rest] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  const keySecret = rest.join(':');
  return keyId && keySecret ? { keyId, keySecret } : undefined;
}

const text = (value: unknown, max = 2000) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Stand-in for Razorpay under /razorpay: the Orders and Refunds APIs with basic auth, a hosted
 * test checkout page that signs `order_id|payment_id` with the merchant's key secret and returns
 * in redirect mode, and a webhook sender (`/razorpay/sandbox/webhook`).
 */
export function razorpayRouter(
  faults: FaultBoard,
  log: Logger,
  options: RazorpaySandboxOptions = razorpayOptionsFromEnv(),
): Router {
  const store = new RazorpayStore();
  const router = Router();
  const api = Router();
  api.use(faultGate(faults, 'razorpay'));
  api.use(express.json({ limit: '64kb' }), express.urlencoded({ extended: true, limit: '64kb' }));

  api.post('/orders', (req, res) => {
    const auth = basicAuth(req);
    if (!auth) return void badRequest(res, 'Authentication failed', 401);
    const { amount, currency, receipt, notes } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return void badRequest(res, 'The amount must be atleast INR 1.00');
    }
    if (currency !== 'INR') return void badRequest(res, 'Currency is not supported');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return void badRequest(res, 'receipt: the length must be no more than 40.');
    }
    const order = store.createOrder(
      {
        amount,
        currency,
        receipt: typeof receipt === 'string' ? receipt : null,
        notes: notes && typeof notes === 'object' ? (notes as Record<string, string>) : {},
      },
      auth.keyId,
      auth.keySecret,
    );
    log('info', `razorpay order ${order.id} for ${amount} paise`, { receipt: order.receipt });
    res.json(order);
  });

  api.get('/orders/:id', (req, res) => {
    if (!basicAuth(req)) return void badRequest(res, 'Authentication failed', 401);
    const entry = store.orders.get(req.params.id);
    if (!entry) return void badRequest(res, 'The id provided does not exist');
    res.json(entry.order);
  });

  // Hosted checkout: the shop's page posts key_id, order_id, callback_url... as a form.
  api.all('/checkout/embedded', (req, res) => {
    const input = {
      ...(req.query as Record<string, unknown>),
      ...((req.body ?? {}) as Record<string, unknown>),
    };
    const entry = store.orders.get(text(input.order_id, 60));
    if (!entry || entry.keyId !== text(input.key_id, 100)) {
      return void badRequest(res, 'The order id or key id is invalid');
    }
    res.type('html').send(
      checkoutPage({
        order: entry.order,
        merchant: text(input.name, 100) || 'Merchant',
        description: text(input.description, 255) || `Receipt ${entry.order.receipt ?? ''}`,
        callbackUrl: text(input.callback_url),
        cancelUrl: text(input.cancel_url),
      }),
    );
  });

  api.post('/checkout/pay', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const orderId = text(body.order_id, 60);
    const callbackUrl = text(body.callback_url);
    const outcome = body.outcome === 'failed' ? 'failed' : 'captured';
    const payment = store.pay(orderId, outcome);
    if (!payment || !/^https?:\/\//.test(callbackUrl))
      return void badRequest(res, 'Unknown order or callback URL');
    log('info', `razorpay payment ${payment.id} ${outcome} for ${orderId}`);
    if (options.autoWebhooks) {
      const event = outcome === 'captured' ? 'payment.captured' : 'payment.failed';
      sendRazorpayWebhook(store, {
        event,
        payment,
        url: options.webhookUrl,
        secret: options.webhookSecret,
      }).catch((error: Error) => log('warn', `razorpay webhook not delivered: ${error.message}`));
    }
    const values: Record<string, string> =
      outcome === 'captured'
        ? {
            razorpay_payment_id: payment.id,
            razorpay_order_id: orderId,
            razorpay_signature: store.signature(orderId, payment.id) ?? '',
          }
        : {
            'error[code]': 'BAD_REQUEST_ERROR',
            'error[description]': 'Payment failed (sandbox test)',
            'error[source]': 'customer',
            'error[step]': 'payment_authorization',
            'error[reason]': 'payment_failed',
            'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: orderId }),
          };
    res.type('html').send(returnToMerchant(callbackUrl, values));
  });

  const control = Router();
  refundRoutes(api, control, store, options, log);
  router.use('/razorpay/v1', api);

  router.use('/razorpay/sandbox', express.json({ limit: '16kb' }));
  router.use('/razorpay/sandbox', control);
  router.get('/razorpay/sandbox/payments', (_req, res) => {
    res.json({
      orders: [...store.orders.values()].map((e) => e.order),
      payments: store.payments,
      refunds: store.refunds,
    });
  });
  router.delete('/razorpay/sandbox/payments', (_req, res) => {
    store.reset();
    res.status(204).end();
  });
  router.post('/razorpay/sandbox/webhook', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const payment = store.payments.find((p) => p.id === body.payment_id);
    if (!payment) return void res.status(404).json({ message: 'Unknown payment_id' });
    try {
      const delivery = await sendRazorpayWebhook(store, {
        event: text(body.event, 100) || 'payment.captured',
        payment,
        url: text(body.url) || options.webhookUrl,
        secret: text(body.secret, 200) || options.webhookSecret,
        eventId: text(body.event_id, 100) || undefined,
      });
      res.json(delivery);
    } catch (error) {
      res.status(502).json({ message: `Webhook delivery failed: ${(error as Error).message}` });
    }
  });
  return router;
}
