import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery, SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { OrderItemEntity } from '../orders/order-item.entity';
import { OrderEntity } from '../orders/order.entity';
import { financialYear, invoiceNumber } from './financial-year';
import { buildInvoice, type Invoice } from './invoice-document';
import { renderInvoiceHtml } from './invoice-html';

type IssuedNumber = { invoiceNumber: string; invoiceIssuedAt: Date | null };

/**
 * An order's GST tax invoice: numbered once (consecutively within the financial year, under a
 * row lock on that year's counter), then rendered from the stored order. Used by the e-mail
 * job and by the invoice download (GET /api/orders/{id}/invoice).
 */
@Injectable()
export class InvoiceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /**
   * The invoice number of an order and when it was issued, assigning the next one of the year if
   * it has none. Read under the order's row lock, so an order loaded before another process
   * numbered it still gets that number, never a second one.
   */
  issueNumber(orderId: string): Promise<IssuedNumber> {
    return this.dataSource.transaction(async (manager) => {
      const {
        rows: [order],
      } = await preparedQuery<{ invoice_number: string | null; invoice_issued_at: Date | null }>(
        manager,
        `SELECT invoice_number, invoice_issued_at FROM orders.orders WHERE id = $1 FOR UPDATE`,
        [orderId],
      );
      if (!order) throw new Error(`order ${orderId} does not exist`);
      if (order.invoice_number)
        return { invoiceNumber: order.invoice_number, invoiceIssuedAt: order.invoice_issued_at };
      const issuedAt = new Date();
      const year = financialYear(issuedAt);
      // The year's row stays locked until commit (the upsert takes it as an UPDATE would): two
      // invoices never get the same number, and a rolled-back one never leaves a gap.
      const {
        rows: [counter],
      } = await preparedQuery<{ last_number: number }>(
        manager,
        `INSERT INTO orders.invoice_numbers (financial_year, last_number) VALUES ($1, 1)
         ON CONFLICT (financial_year) DO UPDATE
           SET last_number = orders.invoice_numbers.last_number + 1, updated_at = now()
         RETURNING last_number`,
        [year],
      );
      const number = invoiceNumber(this.config.env.INVOICE_PREFIX, year, counter!.last_number);
      await preparedQuery(
        manager,
        `UPDATE orders.orders SET invoice_number = $2, invoice_issued_at = $3, updated_at = now() WHERE id = $1`,
        [orderId, number, issuedAt],
      );
      return { invoiceNumber: number, invoiceIssuedAt: issuedAt };
    });
  }

  /**
   * The numbered invoice of an order the caller has read (with its lines, if it read them too),
   * as data and as its HTML page. A number once given never changes, so an order read with one
   * needs no lock to keep it.
   */
  async invoiceOf(
    stored: OrderEntity & { items?: OrderItemEntity[] },
  ): Promise<{ invoice: Invoice; html: string; order: OrderEntity }> {
    const order = stored.invoiceNumber ? stored : { ...stored, ...(await this.issueNumber(stored.id)) };
    const items =
      stored.items ??
      (await this.dataSource
        .getRepository(OrderItemEntity)
        .find({ where: { orderId: order.id }, order: { productName: 'ASC', id: 'ASC' } }));
    const { env } = this.config;
    const invoice = buildInvoice(
      { ...order, items },
      {
        name: env.SELLER_NAME,
        address: env.SELLER_ADDRESS,
        state: env.SELLER_STATE,
        gstin: env.SELLER_GSTIN,
      },
      { hsn: env.DEFAULT_HSN, gstRate: env.DEFAULT_GST_RATE },
    );
    return { invoice, html: renderInvoiceHtml(invoice), order };
  }
}
