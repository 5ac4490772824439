import { Logger } from '@nestjs/common';
import { type OutboundAnswer, outboundCall } from '../http/outbound-call';

/** MSG91 itself; development and tests reach the sandbox, which speaks the same protocol. */
export const MSG91_PRODUCTION_URL = 'https://control.msg91.com';

export interface Msg91FlowOptions {
  baseUrl: string;
  authKey: string;
  /** DLT header (sender id), six letters. */
  senderId: string;
  timeoutMs: number;
}

/** `rejected`: MSG91 answered with an error; `unavailable`: no usable answer in time. */
export class Msg91Error extends Error {
  override name = 'Msg91Error';
  constructor(
    message: string,
    readonly reason: 'rejected' | 'unavailable',
  ) {
    super(message);
  }
}

/** MSG91 answers `{type: 'success' | 'error', message}`, sometimes an error with HTTP 200. */
interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

/** An Indian mobile as MSG91 wants it: the country code, no plus (98765 43210 → 919876543210). */
export function msg91Mobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * MSG91's Flow API (POST /api/v5/flow, header `authkey`): one DLT-registered template, its
 * `##variables##` filled per recipient. Shared by every service that texts customers (identity's
 * one-time codes, orders' order updates); each keeps its own template ids.
 */
export class Msg91FlowClient {
  private readonly logger = new Logger('Msg91FlowClient');

  constructor(private readonly options: Msg91FlowOptions) {}

  /** Sends one templated SMS; answers MSG91's request id. Throws Msg91Error on failure. */
  async send(templateId: string, phone: string, variables: Record<string, string>): Promise<string> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
    let response: OutboundAnswer;
    try {
      response = await outboundCall({
        url,
        method: 'POST',
        headers: { authkey: this.options.authKey, accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateId,
          sender: this.options.senderId,
          short_url: '0',
          recipients: [{ ...variables, mobiles: msg91Mobile(phone) }],
        }),
        timeoutMs: this.options.timeoutMs,
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'MSG91 did not answer');
      throw new Msg91Error('MSG91 did not answer', 'unavailable');
    }
    // Not JSON (a proxy's error page) reads as an answer without type or message.
    const answer: Msg91Answer = response.body && typeof response.body === 'object' ? response.body : {};
    if (response.ok && answer.type === 'success')
      return typeof answer.message === 'string' ? answer.message : '';
    const detail = typeof answer.message === 'string' ? answer.message : response.statusText;
    this.logger.warn({ status: response.status, detail }, 'MSG91 refused the SMS');
    throw new Msg91Error(
      `MSG91 answered ${response.status}: ${detail}`,
      response.status >= 500 ? 'unavailable' : 'rejected',
    );
  }
}
