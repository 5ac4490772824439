import { Msg91Error, type Msg91FlowClient } from '@festive/server-kit';
import { type SmsSender, SmsSendError } from './sms-sender';

/**
 * One-time codes over MSG91's Flow API (server-kit's client): one DLT template, our own code as
 * its `otp` variable. Our own code rather than MSG91's SendOTP, because the code must be
 * generated, hashed and checked here and never held by the provider as something to verify.
 */
export class Msg91Client implements SmsSender {
  constructor(
    private readonly flow: Msg91FlowClient,
    /** DLT-registered flow template whose text holds the `##otp##` variable. */
    private readonly templateId: string,
  ) {}

  async sendOtp(phone: string, code: string): Promise<void> {
    try {
      await this.flow.send(this.templateId, phone, { otp: code });
    } catch (error) {
      if (error instanceof Msg91Error) throw new SmsSendError(error.message, error.reason);
      throw error;
    }
  }
}
