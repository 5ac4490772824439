import express, { type Express } from 'express';
import { type FaultBoard, faultsRouter } from './faults';
import type { Logger } from './log';
import type { MailStore } from './mail-store';
import { llmRouter } from './providers/llm';
import { mailInboxRouter } from './providers/mail-inbox';
import { razorpayRouter } from './providers/razorpay';
import { shiprocketRouter } from './providers/shiprocket';
import { smsRouter } from './providers/sms';

/**
 * The sandbox's HTTP side: health, the fault switchboard and one router per provider stand-in
 * (src/providers/). Each router parses its own bodies: webhook-style stand-ins need raw bytes.
 */
export function createHttpApp(deps: { mail: MailStore; faults: FaultBoard; log: Logger }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(faultsRouter(deps.faults));
  app.use(mailInboxRouter(deps.mail));
  app.use(smsRouter(deps.faults, deps.log));
  app.use(shiprocketRouter(deps.faults, deps.log));
  app.use(razorpayRouter(deps.faults, deps.log));
  app.use(llmRouter(deps.faults, deps.log));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not a sandbox route' });
  });
  return app;
}
