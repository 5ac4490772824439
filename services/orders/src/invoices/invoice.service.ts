import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery, SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { OrderItemEntity } from '../orders/order-item.entity';
import { OrderEntity } from '../orders/order.entity';
import { OrderReads, type OrderWithItems } from '../orders/order-reads';
import { financialYear, INVOICE_SERIAL_DIGITS, invoiceNumberStem } from './financial-year';
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
   * it has none. One statement: it locks the order, takes the year's next number only while the
   * order has none, and stores it, so an order loaded before another process numbered it still
   * gets that number, never a second one. The year's counter row stays locked until commit (the
   * upsert takes it as an UPDATE would): two invoices never get the same number, a failed one
   * never leaves a gap, and with no round trip to this process inside, every invoice of a festival
   * peak waits for that lock as briefly as it can.
   */
  async issueNumber(orderId: string): Promise<IssuedNumber> {
    const { sql, params } = this.numbering(orderId, '');
    const {
      rows: [numbered],
    } = await preparedQuery<IssuedNumber>(
      this.dataSource.manager,
      `WITH ${sql} SELECT invoice_number AS "invoiceNumber", invoice_issued_at AS "invoiceIssuedAt" FROM numbered`,
      params,
    );
    if (numbered) return numbered;
    // Numbered already (by an earlier try, or by another process meanwhile).
    const {
      rows: [order],
    } = await preparedQuery<IssuedNumber>(
      this.dataSource.manager,
      `SELECT invoice_number AS "invoiceNumber", invoice_issued_at AS "invoiceIssuedAt"
       FROM orders.orders WHERE id = $1`,
      [orderId],
    );
    if (!order) throw new Error(`order ${orderId} does not exist`);
    return order;
  }

  /**
   * The invoice job's read: the order with its lines, numbered in the same statement when it has
   * no number yet and may have an invoice. The rule is contracts' `invoiceRefusal` (no invoice for
   * a cancelled order, nor for a prepaid one not paid), written here in SQL so that no number is
   * taken for an order the job then refuses; the job still asks `invoiceRefusal` of what it read.
   */
  async readNumbered(orderId: string): Promise<OrderWithItems | null> {
    const { sql, params } = this.numbering(
      orderId,
      `AND status <> 'cancelled' AND NOT (payment_method = 'Prepaid' AND payment_status <> 'paid')`,
    );
    const {
      rows: [row],
    } = await preparedQuery<OrderWithItems & { issuedNumber: string | null; issuedAt: Date | null }>(
      this.dataSource.manager,
      `WITH ${sql}
       SELECT ${OrderReads.withItemsColumns(this.dataSource.manager)},
         n.invoice_number AS "issuedNumber", n.invoice_issued_at AS "issuedAt"
       FROM orders.orders o LEFT JOIN numbered n ON true WHERE o.id = $1`,
      params,
    );
    if (!row) return null;
    // The statement's own read of the order sees it as it was before the statement numbered it.
    const { issuedNumber, issuedAt, ...order } = row;
    return issuedNumber ? { ...order, invoiceNumber: issuedNumber, invoiceIssuedAt: issuedAt } : order;
  }

  /**
   * The numbering as `WITH` parts ending in `numbered` (the order's new number and time, no row
   * when it had one or `onlyIf` kept it out), the order's id as $1.
   */
  private numbering(orderId: string, onlyIf: string): { sql: string; params: unknown[] } {
    const issuedAt = new Date();
    const year = financialYear(issuedAt);
    return {
      sql: `unnumbered AS (
         SELECT id FROM orders.orders WHERE id = $1 AND invoice_number IS NULL ${onlyIf} FOR UPDATE
       ), counter AS (
         INSERT INTO orders.invoice_numbers (financial_year, last_number)
         SELECT $2, 1 FROM unnumbered
         ON CONFLICT (financial_year) DO UPDATE
           SET last_number = orders.invoice_numbers.last_number + 1, updated_at = now()
         RETURNING last_number
       ), numbered AS (
         UPDATE orders.orders SET updated_at = now(), invoice_issued_at = $3,
           invoice_number = $4 || lpad(last_number::text, greatest($5, length(last_number::text)), '0')
         FROM counter WHERE id = $1
         RETURNING invoice_number, invoice_issued_at
       )`,
      params: [
        orderId,
        year,
        issuedAt,
        invoiceNumberStem(this.config.env.INVOICE_PREFIX, year),
        INVOICE_SERIAL_DIGITS,
      ],
    };
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
