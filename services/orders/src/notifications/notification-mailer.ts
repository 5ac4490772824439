import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG, smtpTransportUrl } from '@festive/server-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OrdersConfig } from '../config/orders-config';

export interface NotificationMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A stable Message-ID, so a mail client shows a rare second delivery as the same message. */
  messageId: string;
}

/** Sends the order e-mails other than the invoice over SMTP_URL (the sandbox's catcher in development). */
@Injectable()
export class NotificationMailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {
    this.transport = nodemailer.createTransport(smtpTransportUrl(config.env.SMTP_URL));
  }

  /** Answers the Message-ID sent. */
  async send(mail: NotificationMail): Promise<string> {
    await this.transport.sendMail({
      from: this.config.env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
    });
    return mail.messageId;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
