import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { type FaultBoard, faultGate } from '../faults';
import type { Logger } from '../log';
import { couriersFor, orderErrors } from './shiprocket-rules';
import { ShiprocketStore } from './shiprocket-store';
import { sendTrackingUpdate } from './shiprocket-webhook';

export interface ShiprocketSandboxOptions {
  /** Where tracking updates go: the orders webhook (through the gateway in development). */
  webhookUrl: string;
  /** Sent as `x-api-key`, as configured in Shiprocket's webhook settings. */
  webhookToken: string;
}

/** Development default shared with the orders service (its SHIPROCKET_WEBHOOK_TOKEN default). */
export const DEV_SHIPROCKET_WEBHOOK_TOKEN = 'dev-shiprocket-webhook-token';

export function shiprocketOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ShiprocketSandboxOptions {
  const publicUrl = (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/$/, '');
  return {
    webhookUrl: env.SANDBOX_SHIPROCKET_WEBHOOK_URL || `${publicUrl}/api/webhooks/shiprocket`,
    webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN || DEV_SHIPROCKET_WEBHOOK_TOKEN,
  };
}

const unauthenticated = (res: Response) =>
  res.status(401).json({ message: 'Unauthenticated.', status_code: 401 });

/**
 * Stand-in for Shiprocket's API (apiv2.shiprocket.in) under /shiprocket: the same paths, bodies
 * and answers the orders service's real client uses. `/shiprocket/sandbox/*` are controls for
 * developers and tests (list orders, send a tracking update, expire tokens, slow answers, failing
 * courier assignments).
 */
export function shiprocketRouter(
  faults: FaultBoard,
  log: Logger,
  options: ShiprocketSandboxOptions = shiprocketOptionsFromEnv(),
): Router {
  const store = new ShiprocketStore();
  const settings = { createDelayMs: 0, awbFailures: 0 };
  const router = Router();
  router.use('/shiprocket', express.json({ limit: '256kb' }));

  const api = Router();
  api.use(faultGate(faults, 'shiprocket'));
  const authenticated: RequestHandler = (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !store.tokenValid(token)) return void unauthenticated(res);
    next();
  };

  api.post('/external/auth/login', (req, res) => {
    const { email, password } = (req.body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || !email || typeof password !== 'string' || !password) {
      res.status(400).json({ message: 'Email and password are required', status_code: 400 });
      return;
    }
    res.json({
      id: 1,
      first_name: 'Sandbox',
      last_name: 'Seller',
      email,
      company_id: 1,
      token: store.issueToken(),
    });
  });

  api.post('/external/orders/create/adhoc', authenticated, async (req: Request, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = orderErrors(body);
    if (Object.keys(errors).length > 0) {
      res.status(422).json({ message: 'Oops! Invalid Data.', errors, status_code: 422 });
      return;
    }
    const order = store.createOrder(body);
    const shipment = order.shipments[0]!;
    log('info', `shiprocket order ${order.id} for ${order.channel_order_id}`, { shipmentId: shipment.id });
    // A slow answer lets a test stop the caller after Shiprocket has the order but before it heard back.
    if (settings.createDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, settings.createDelayMs));
    res.json({
      order_id: order.id,
      shipment_id: shipment.id,
      status: order.status,
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: '',
      courier_company_id: '',
      courier_name: '',
    });
  });

  api.get('/external/orders', authenticated, (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : '';
    const data = store.search(search).map(({ request: _request, ...order }) => order);
    res.json({
      data,
      meta: { pagination: { total: data.length, count: data.length, per_page: 15, current_page: 1 } },
    });
  });

  // Shiprocket's cancel call: {ids: [order id, ...]}; all are cancelled or none.
  api.post('/external/orders/cancel', authenticated, (req, res) => {
    const ids = (req.body as { ids?: unknown } | undefined)?.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(Number(id)))) {
      res.status(422).json({ message: 'The ids field is required.', status_code: 422 });
      return;
    }
    const result = store.cancel(ids.map(Number));
    if ('error' in result) {
      res.status(400).json({ message: result.error, status_code: 400 });
      return;
    }
    log('info', `shiprocket orders cancelled: ${result.cancelled.join(', ')}`);
    res.json({ status: 200, message: 'Order cancelled successfully.' });
  });

  api.post('/external/courier/assign/awb', authenticated, (req, res) => {
    const shipmentId = Number((req.body as { shipment_id?: unknown } | undefined)?.shipment_id);
    const found = store.findShipment(shipmentId);
    if (!found) {
      res.status(400).json({ message: 'Invalid shipment id', status_code: 400 });
      return;
    }
    if (found.shipment.awb) {
      res.status(400).json({ message: `AWB is already assigned: ${found.shipment.awb}`, status_code: 350 });
      return;
    }
    if (settings.awbFailures > 0) {
      settings.awbFailures -= 1;
      res.status(500).json({ message: 'Courier assignment failed, please try again', status_code: 500 });
      return;
    }
    const [courier] = couriersFor(
      String(found.order.request.shipping_pincode ?? found.order.request.billing_pincode),
    );
    const courierName = courier?.courier_name ?? 'Delhivery Surface';
    const awb = store.assignAwb(found.shipment, courierName);
    res.json({
      awb_assign_status: 1,
      response: {
        data: {
          awb_code: awb,
          courier_company_id: courier?.courier_company_id ?? 10,
          courier_name: courierName,
          shipment_id: found.shipment.id,
          order_id: found.order.id,
          assigned_date_time: { date: new Date().toISOString() },
        },
      },
    });
  });

  api.get('/external/courier/serviceability', authenticated, (req, res) => {
    const delivery = String(req.query.delivery_postcode ?? '');
    const pickup = String(req.query.pickup_postcode ?? '');
    if (!/^\d{6}$/.test(delivery) || !/^\d{6}$/.test(pickup)) {
      res.status(422).json({ message: 'Invalid pickup or delivery postcode', status_code: 422 });
      return;
    }
    const wantCod = req.query.cod === '1';
    const couriers = couriersFor(delivery).filter((c) => !wantCod || c.cod === 1);
    if (couriers.length === 0) {
      res.status(404).json({ message: `No courier serves ${delivery}`, status: 404 });
      return;
    }
    res.json({ status: 200, data: { available_courier_companies: couriers } });
  });

  // Only the provider API honours the fault switchboard; the sandbox controls keep working.
  router.use('/shiprocket/v1', api);

  router.get('/shiprocket/sandbox/orders', (_req, res) => {
    res.json({ logins: store.logins, lookups: Object.fromEntries(store.lookups), orders: store.orders });
  });
  router.delete('/shiprocket/sandbox/orders', (_req, res) => {
    store.reset();
    settings.createDelayMs = 0;
    settings.awbFailures = 0;
    res.status(204).end();
  });
  router.post('/shiprocket/sandbox/expire-tokens', (_req, res) => {
    store.expireTokens();
    res.status(204).end();
  });
  router.post('/shiprocket/sandbox/settings', (req, res) => {
    // Each call states every setting: one left out goes back to its default (0).
    const body = (req.body ?? {}) as { createDelayMs?: unknown; awbFailures?: unknown };
    settings.createDelayMs = wholeUpTo(body.createDelayMs, 120_000);
    settings.awbFailures = wholeUpTo(body.awbFailures, 10_000);
    res.json(settings);
  });
  router.post('/shiprocket/sandbox/track', async (req, res) => {
    const { awb, status, url } = (req.body ?? {}) as { awb?: unknown; status?: unknown; url?: unknown };
    if (typeof awb !== 'string' || typeof status !== 'string' || !status) {
      res.status(400).json({ message: 'awb and status are required' });
      return;
    }
    try {
      const result = await sendTrackingUpdate(store, {
        awb,
        status: status.toUpperCase(),
        url: typeof url === 'string' && url ? url : options.webhookUrl,
        token: options.webhookToken,
      });
      if ('error' in result) res.status(404).json({ message: result.error });
      else res.json(result);
    } catch (error) {
      res.status(502).json({ message: `Webhook delivery failed: ${(error as Error).message}` });
    }
  });
  return router;
}

/** A whole number from 0 to `max`, else 0. */
function wholeUpTo(value: unknown, max: number): number {
  const number = Number(value ?? 0);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : 0;
}
