import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { accountTabPath, invoiceRefusal } from '@festive/contracts';
import {
  absoluteUrl,
  BatchedWhileSending,
  escapeHtml,
  preparedQuery,
  SERVICE_CONFIG,
} from '@festive/server-kit';
import type { OrdersConfig } from '../config/orders-config';
import { PermanentJobError } from '../jobs/job-worker';
import { OrderMailer } from '../mail/order-mailer';
import { InvoiceService } from './invoice.service';

/** The most orders one statement stamps sent. */
const STAMPS_PER_STATEMENT = 100;

/**
 * The `invoice.email` job: e-mails the order confirmation with its GST tax invoice in the body,
 * once, and where the shopper can download it (My Orders). Not as an attached HTML file as well:
 * mail filters treat HTML attachments as a phishing sign, and the copy doubled every message.
 * The order is read and numbered in one statement (`InvoiceService.readNumbered`); `invoiceSent`
 * is recorded after the send, so a job delivered twice sends nothing the second time.
 */
@Injectable()
export class SendInvoiceService {
  private readonly logger = new Logger(SendInvoiceService.name);
  /**
   * The sends that end while a stamp is under way are stamped together after it: at a peak the
   * worker's e-mails share statements. A job still waits for its own stamp before it is done.
   */
  private readonly sentStamps = new BatchedWhileSending<string>(
    (orderIds) => this.stampSent(orderIds),
    STAMPS_PER_STATEMENT,
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoiceService,
    private readonly mailer: OrderMailer,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /**
   * `resendId` (the job's id) is set when the administrator asked for the invoice again: it is
   * sent although it was sent before, under a Message-ID of its own that a redelivery repeats.
   */
  async send(orderId: string, resendId?: string): Promise<void> {
    const current = await this.invoices.readNumbered(orderId);
    if (!current) throw new PermanentJobError(`order ${orderId} does not exist`);
    if (current.invoiceSent === 1 && resendId === undefined) return;
    const refusal = invoiceRefusal(current);
    if (refusal) throw new PermanentJobError(`order ${orderId}: ${refusal}`);
    const { invoice, html, order } = await this.invoices.invoiceOf(current);
    const greeting = `Thank you for your order, ${order.customerName}! Your festival gifts (order ${invoice.orderNumber}) are being prepared. Your tax invoice ${invoice.number} is below.`;
    const myOrders = absoluteUrl(this.config.env.PUBLIC_URL, accountTabPath('orders'));
    const download = 'You can download it at any time from My Orders:';
    await this.mailer.send({
      to: order.customerEmail,
      subject: `Your Festival Gifts order ${invoice.orderNumber}: tax invoice ${invoice.number}`,
      html: html.replace(
        '<div class="invoice">',
        `<div class="invoice"><p>${escapeHtml(greeting)}</p><p>${download} <a href="${escapeHtml(myOrders)}">${escapeHtml(myOrders)}</a></p>`,
      ),
      text: `${greeting}\n\n${download} ${myOrders}\n\nTotal: ₹${order.total} (${order.paymentMethod === 'COD' ? 'cash on delivery' : 'paid'}).`,
      messageId: `<invoice-${order.id}${resendId ? `-resend-${resendId}` : ''}@festivalgifts.invoice>`,
    });
    await this.sentStamps.add(orderId);
    this.logger.log({ orderId, invoiceNumber: invoice.number }, 'invoice e-mailed');
  }

  private async stampSent(orderIds: string[]): Promise<void> {
    await preparedQuery(
      this.dataSource.manager,
      `UPDATE orders.orders SET invoice_sent = 1, updated_at = now() WHERE id = ANY($1::uuid[])`,
      [orderIds],
    );
  }

  async giveUp(orderId: string, error: Error): Promise<void> {
    this.logger.error({ orderId, err: error.message }, 'invoice e-mail failed for good; invoiceSent stays 0');
  }
}
