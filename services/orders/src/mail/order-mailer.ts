import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG, smtpTransportUrl } from '@festive/server-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { OrdersConfig } from '../config/orders-config';

/** One e-mail to a shopper about their order: the invoice, a move of the order, a refund. */
export interface OrderMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A stable Message-ID, so a mail client shows a rare second delivery as the same message. */
  messageId: string;
}

/**
 * Sends the orders' e-mails over SMTP_URL (the sandbox's catcher in development). The worker
 * sends one or more per order, several at once at a festival peak: the connections are pooled,
 * so a message costs its own commands only, not a connection, greeting and hello each.
 */
@Injectable()
export class OrderMailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {
    this.transport = nodemailer.createTransport(smtpTransportUrl(config.env.SMTP_URL, { pooled: true }));
  }

  /** Answers the Message-ID sent. */
  async send(mail: OrderMail): Promise<string> {
    const message = {
      from: this.config.env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
    };
    // Composed whole in memory and sent as one piece: streamed as it was composed, a message went
    // to the socket in many small writes, each waking the mail server (the envelope still comes
    // from `from` and `to`).
    const raw = await new MailComposer(message).compile().build();
    await this.transport.sendMail({ from: message.from, to: message.to, raw });
    return mail.messageId;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
