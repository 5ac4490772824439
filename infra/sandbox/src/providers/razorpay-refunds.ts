import type { Request, Response, Router } from 'express';
import type { Logger } from '../log';
import type { RazorpaySandboxOptions } from './razorpay';
import type { RazorpayStore, SandboxRazorpayRefund } from './razorpay-store';
import { sendRazorpayWebhook } from './razorpay-webhook';

const badRequest = (res: Response, description: string, status = 400) =>
  res.status(status).json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA' } });

const hasBasicAuth = (req: Request) => /^Basic .+$/.test(req.headers.authorization ?? '');

function stringNotes(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string')
      .slice(0, 15),
  ) as Record<string, string>;
}

/**
 * Razorpay's Refunds API on the stand-in: `POST /payments/:id/refund` (amount in paise, all that
 * is left when absent), `GET /refunds/:id`, `GET /payments/:id/refunds`. A refund is answered
 * `pending` and settles `refundDelayMs` later to `processed`, sending `refund.processed` when
 * webhooks are on; `POST /razorpay/sandbox/refunds/:id` settles one now (`outcome: failed` for the
 * failure path) and sends its webhook to the given or configured URL.
 */
export function refundRoutes(
  api: Router,
  control: Router,
  store: RazorpayStore,
  options: RazorpaySandboxOptions,
  log: Logger,
): void {
  async function settle(
    refund: SandboxRazorpayRefund,
    outcome: 'processed' | 'failed',
    webhook: { url: string; secret: string } | undefined,
  ) {
    store.settleRefund(refund.id, outcome);
    log('info', `razorpay refund ${refund.id} ${outcome}`);
    const payment = store.payments.find((p) => p.id === refund.payment_id);
    if (!webhook || !payment) return undefined;
    return sendRazorpayWebhook(store, { event: `refund.${outcome}`, payment, refund, ...webhook });
  }

  api.post('/payments/:id/refund', (req, res) => {
    if (!hasBasicAuth(req)) return void badRequest(res, 'Authentication failed', 401);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.amount !== undefined && typeof body.amount !== 'number')
      return void badRequest(res, 'The amount must be an integer.');
    const receipt = typeof body.receipt === 'string' ? body.receipt.slice(0, 40) : null;
    const result = store.refund(req.params.id, {
      amount: body.amount as number | undefined,
      notes: stringNotes(body.notes),
      receipt,
      speed: body.speed === 'optimum' ? 'optimum' : 'normal',
    });
    if (!result) return void badRequest(res, 'The id provided does not exist');
    if ('error' in result) return void badRequest(res, result.error);
    log('info', `razorpay refund ${result.id} of ${result.amount} paise on ${result.payment_id}`);
    if (options.autoWebhooks) {
      setTimeout(() => {
        settle(result, 'processed', { url: options.webhookUrl, secret: options.webhookSecret }).catch(
          (error: Error) => log('warn', `razorpay refund webhook not delivered: ${error.message}`),
        );
      }, options.refundDelayMs).unref();
    }
    res.json(result);
  });

  api.get('/refunds/:id', (req, res) => {
    if (!hasBasicAuth(req)) return void badRequest(res, 'Authentication failed', 401);
    const refund = store.refunds.find((r) => r.id === req.params.id);
    if (!refund) return void badRequest(res, 'The id provided does not exist');
    res.json(refund);
  });

  api.get('/payments/:id/refunds', (req, res) => {
    if (!hasBasicAuth(req)) return void badRequest(res, 'Authentication failed', 401);
    const items = store.refunds.filter((r) => r.payment_id === req.params.id);
    res.json({ entity: 'collection', count: items.length, items });
  });

  control.post('/refunds/:id', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const refund = store.refunds.find((r) => r.id === req.params.id);
    if (!refund) return void res.status(404).json({ message: 'Unknown refund id' });
    if (refund.status !== 'pending')
      return void res.status(409).json({ message: `The refund is already ${refund.status}` });
    const outcome = body.outcome === 'failed' ? 'failed' : 'processed';
    const url = typeof body.url === 'string' && body.url ? body.url : options.webhookUrl;
    const secret = typeof body.secret === 'string' && body.secret ? body.secret : options.webhookSecret;
    try {
      const delivery = await settle(refund, outcome, { url, secret });
      res.json({ refund, delivery });
    } catch (error) {
      res.status(502).json({ refund, message: `Webhook delivery failed: ${(error as Error).message}` });
    }
  });
}
