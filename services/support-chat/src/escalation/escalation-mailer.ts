import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG, smtpTransportUrl } from '@festive/server-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import { supportInbox, type SupportChatConfig } from '../config/support-chat-config';
import type { EscalationMail } from './transcript';

/** Sends escalation mail over SMTP_URL (the sandbox's catcher in development) to SUPPORT_INBOX. */
@Injectable()
export class EscalationMailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly inbox: string;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: SupportChatConfig) {
    // Resolved at start-up, so a production worker without SUPPORT_INBOX refuses to start.
    this.inbox = supportInbox(config);
    this.transport = nodemailer.createTransport(smtpTransportUrl(config.env.SMTP_URL));
  }

  async send(mail: EscalationMail & { replyTo: string; messageId: string }): Promise<void> {
    await this.transport.sendMail({
      from: this.config.env.MAIL_FROM,
      to: this.inbox,
      // The support team answers the customer straight from their mail client.
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
