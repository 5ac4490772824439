import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
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
    const url = new URL(config.env.SMTP_URL);
    url.searchParams.set('connectionTimeout', '10000');
    url.searchParams.set('greetingTimeout', '10000');
    url.searchParams.set('socketTimeout', '20000');
    this.transport = nodemailer.createTransport(url.toString());
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
