import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG, smtpTransportUrl } from '@festive/server-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OrdersConfig } from '../config/orders-config';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachment: { filename: string; content: string };
  /** A stable Message-ID, so a mail client shows a rare second delivery as the same message. */
  messageId: string;
}

/** Sends mail over SMTP_URL (the sandbox's catcher in development). */
@Injectable()
export class InvoiceMailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {
    this.transport = nodemailer.createTransport(smtpTransportUrl(config.env.SMTP_URL));
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.config.env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      attachments: [
        { filename: mail.attachment.filename, content: mail.attachment.content, contentType: 'text/html' },
      ],
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
