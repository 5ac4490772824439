import { randomBytes } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { type FaultBoard, faultGate } from '../faults';
import type { Logger } from '../log';
import { renderTemplate } from './sms-templates';

export interface SmsMessage {
  id: string;
  phone: string;
  message: string;
  date: string;
  /** Set for messages that came through the MSG91 flow API. */
  templateId?: string;
  sender?: string;
  /** MSG91's answer to the flow call that sent it (its request id), as the sender recorded it. */
  requestId?: string;
}

/** 98765 43210, +91 98765 43210 and 919876543210 are the same Indian mobile number. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

const LIMIT = 500;
const MAX_RECIPIENTS = 100;

interface FlowRecipient {
  mobiles: string;
  variables: Record<string, string>;
}

/** MSG91 answers errors as `{type: 'error', message}`. */
const msg91Error = (res: Response, status: number, message: string) => {
  res.status(status).json({ type: 'error', message });
};

/** The recipients of a flow call, or a message saying what is wrong with them. */
export function parseRecipients(body: unknown): FlowRecipient[] | string {
  const recipients = (body as { recipients?: unknown } | undefined)?.recipients;
  if (!Array.isArray(recipients) || recipients.length === 0 || recipients.length > MAX_RECIPIENTS) {
    return `recipients must be a list of 1 to ${MAX_RECIPIENTS} entries`;
  }
  const parsed: FlowRecipient[] = [];
  for (const entry of recipients as unknown[]) {
    if (!entry || typeof entry !== 'object') return 'each recipient must be an object';
    const { mobiles, ...rest } = entry as Record<string, unknown>;
    // MSG91 wants the country code and no plus: 919876543210.
    if (typeof mobiles !== 'string' || !/^\d{10,15}$/.test(mobiles)) {
      return 'mobiles must be digits with the country code, e.g. 919876543210';
    }
    const variables: Record<string, string> = {};
    for (const [name, value] of Object.entries(rest)) {
      if (typeof value !== 'string' && typeof value !== 'number') return `${name} must be a text`;
      variables[name] = String(value).slice(0, 200);
    }
    parsed.push({ mobiles, variables });
  }
  return parsed;
}

/**
 * Stand-in SMS gateway. `POST /api/v5/flow` speaks MSG91's Flow API (header `authkey`, body
 * `{template_id, sender, recipients: [{mobiles, ...variables}]}`, answer `{type, message}`), the
 * protocol identity's real MSG91 client uses; `POST /sms/send {phone, message}` takes a plain
 * text. Nothing is sent: messages are kept for `GET /sms/messages?phone=` (newest first), which
 * is how tests and developers read the code. Both senders honour the `sms` fault.
 */
export function smsRouter(faults: FaultBoard, log: Logger): Router {
  const messages: SmsMessage[] = [];
  let next = 1;
  const keep = (entry: Omit<SmsMessage, 'id' | 'date'>): SmsMessage => {
    const stored = { id: String(next++), date: new Date().toISOString(), ...entry };
    messages.push(stored);
    if (messages.length > LIMIT) messages.shift();
    log('info', `sms to ${stored.phone}: ${stored.message}`, { smsId: stored.id });
    return stored;
  };

  const router = Router();
  router.use(['/sms', '/api/v5/flow'], express.json({ limit: '64kb' }));

  router.post(['/api/v5/flow', '/api/v5/flow/'], faultGate(faults, 'sms'), (req: Request, res: Response) => {
    const authKey = req.headers.authkey;
    if (typeof authKey !== 'string' || !authKey.trim()) {
      msg91Error(res, 401, 'Authentication failure');
      return;
    }
    const { template_id: templateId, sender } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof templateId !== 'string' || !templateId.trim()) {
      msg91Error(res, 400, 'template_id is required');
      return;
    }
    if (sender !== undefined && (typeof sender !== 'string' || !/^[A-Za-z]{6}$/.test(sender))) {
      msg91Error(res, 400, 'sender must be a 6-letter DLT header');
      return;
    }
    const recipients = parseRecipients(req.body);
    if (typeof recipients === 'string') {
      msg91Error(res, 400, recipients);
      return;
    }
    // MSG91's request id: 24 hex characters.
    const requestId = randomBytes(12).toString('hex');
    for (const recipient of recipients) {
      keep({
        phone: recipient.mobiles,
        message: renderTemplate(templateId, recipient.variables),
        templateId,
        sender: typeof sender === 'string' ? sender : undefined,
        requestId,
      });
    }
    res.json({ type: 'success', message: requestId });
  });

  router.post('/sms/send', faultGate(faults, 'sms'), (req, res) => {
    const { phone, message } = (req.body ?? {}) as { phone?: unknown; message?: unknown };
    if (typeof phone !== 'string' || !/^\+?[\d\s-]{10,16}$/.test(phone)) {
      res.status(400).json({ message: 'phone must be a phone number' });
      return;
    }
    if (typeof message !== 'string' || !message.trim() || message.length > 1000) {
      res.status(400).json({ message: 'message must be 1 to 1000 characters' });
      return;
    }
    const stored = keep({ phone, message });
    res.json({ id: stored.id, status: 'sent' });
  });

  router.get('/sms/messages', (req, res) => {
    const phone = typeof req.query.phone === 'string' ? normalisePhone(req.query.phone) : '';
    const newestFirst = [...messages].reverse();
    res.json(phone ? newestFirst.filter((m) => normalisePhone(m.phone) === phone) : newestFirst);
  });

  router.delete('/sms/messages', (_req, res) => {
    messages.length = 0;
    res.status(204).end();
  });

  // A body that is not JSON gets MSG91's error shape, not express' HTML page.
  router.use((error: { type?: string }, _req: Request, res: Response, next: (error: unknown) => void) => {
    if (error?.type === 'entity.parse.failed') msg91Error(res, 400, 'Malformed JSON body');
    else next(error);
  });

  return router;
}
