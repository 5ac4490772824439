import { Logger } from '@nestjs/common';
import { type SmsSender, SmsSendError } from './sms-sender';

export interface Msg91Options {
  baseUrl: string;
  authKey: string;
  /** DLT-registered flow template whose text holds the `##otp##` variable. */
  templateId: string;
  /** DLT header (sender id). */
  senderId: string;
  timeoutMs: number;
}

/** MSG91 answers `{type: 'success' | 'error', message}`, sometimes an error with HTTP 200. */
interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

/**
 * MSG91's Flow API (POST /api/v5/flow, header `authkey`): one DLT template, our own code as its
 * `otp` variable. Our own code rather than MSG91's SendOTP, because the code must be generated,
 * hashed and checked here and never held by the provider as something to verify.
 */
export class Msg91Client implements SmsSender {
  private readonly logger = new Logger('Msg91Client');

  constructor(private readonly options: Msg91Options) {}

  async sendOtp(phone: string, code: string): Promise<void> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authkey: this.options.authKey,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          template_id: this.options.templateId,
          sender: this.options.senderId,
          short_url: '0',
          // MSG91 wants the country code without the plus.
          recipients: [{ mobiles: phone.replace(/\D/g, ''), otp: code }],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'MSG91 did not answer');
      throw new SmsSendError('MSG91 did not answer', 'unavailable');
    }
    const answer = (await response.json().catch(() => ({}))) as Msg91Answer;
    if (response.ok && answer.type === 'success') return;
    const detail = typeof answer.message === 'string' ? answer.message : response.statusText;
    this.logger.warn({ status: response.status, detail }, 'MSG91 refused the SMS');
    throw new SmsSendError(
      `MSG91 answered ${response.status}: ${detail}`,
      response.status >= 500 ? 'unavailable' : 'rejected',
    );
  }
}
