import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatOrderNumber, type NotificationJob } from '@festive/contracts';
import { preparedQuery, SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { PermanentJobError } from '../jobs/job-worker';
import type { OrderEntity } from '../orders/order.entity';
import { OrderReads } from '../orders/order-reads';
import { RefundEntity } from '../refunds/refund.entity';
import {
  claimMessageSql,
  claimParams,
  NotificationLedger,
  type NotificationKey,
} from './notification-ledger';
import { OrderMailer } from '../mail/order-mailer';
import { OrderSms } from './order-sms';
import { refundEmail } from './refund-email';

/** The one channel of each kind: order updates by SMS, the refund by e-mail (the confirmation e-mail is the invoice's). */
const CHANNEL = { confirmed: 'sms', shipped: 'sms', delivered: 'sms', refunded: 'email' } as const;

const keyOf = (job: NotificationJob): NotificationKey => ({
  orderId: job.orderId,
  kind: job.kind,
  channel: CHANNEL[job.kind],
  ref: job.kind === 'refunded' ? (job.refundId ?? '') : '',
});

/**
 * The `notification.send` job: tells the order's customer one thing, once (orders.notifications).
 * A message with nothing left to tell (the order was cancelled before its confirmation went out,
 * the refund failed) is recorded as not sent, with why.
 */
@Injectable()
export class SendNotificationService {
  private readonly logger = new Logger(SendNotificationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly sms: OrderSms,
    private readonly mailer: OrderMailer,
    private readonly ledger: NotificationLedger,
  ) {}

  async send(job: NotificationJob): Promise<void> {
    const key = keyOf(job);
    if (job.kind === 'refunded') {
      const order = await OrderReads.order(this.dataSource.manager, job.orderId);
      if (!order) throw new PermanentJobError(`order ${job.orderId} does not exist`);
      return this.sendRefund(job, key, order, formatOrderNumber(order.orderNumber));
    }
    const { order, claimId } = await this.readAndClaim(key);
    if (!order) throw new PermanentJobError(`order ${job.orderId} does not exist`);
    if (order.status === 'cancelled') return this.skip(key, 'the order was cancelled');
    const kind = job.kind;
    const outcome = await this.ledger.sendClaimed(key, claimId, () =>
      this.sms.send(kind, order.customerPhone, {
        order: formatOrderNumber(order.orderNumber),
        ...(kind === 'shipped' && order.trackingUrl ? { link: order.trackingUrl } : {}),
      }),
    );
    this.logger.log({ orderId: order.id, kind, channel: key.channel, outcome }, 'order notification');
  }

  /**
   * The order an update is about and the claim of its message, in one statement: the message is
   * claimed only while the order is not cancelled (a cancelled order's update is not sent).
   */
  private async readAndClaim(
    key: NotificationKey,
  ): Promise<{ order: OrderEntity | null; claimId: string | null }> {
    const {
      rows: [row],
    } = await preparedQuery<OrderEntity & { claimId: string | null }>(
      this.dataSource.manager,
      `WITH target AS (SELECT ${OrderReads.orderColumns(this.dataSource.manager)} FROM orders.orders o WHERE o.id = $1),
       claimed AS (${claimMessageSql(`FROM target WHERE target.status <> 'cancelled'`)})
       SELECT target.*, (SELECT id FROM claimed) AS "claimId" FROM target`,
      claimParams(key, this.claimMs),
    );
    if (!row) return { order: null, claimId: null };
    const { claimId, ...order } = row;
    return { order, claimId };
  }

  /**
   * How long an attempt holds its message: as long as the job's own lock, past which BullMQ takes
   * the attempt for dead and runs the job again anyway.
   */
  private get claimMs(): number {
    return this.config.env.JOB_LOCK_MS;
  }

  /** The last attempt failed: the message's row says so (the job stays in the failed set too). */
  async giveUp(job: NotificationJob, error: Error): Promise<void> {
    this.logger.error(
      { orderId: job.orderId, kind: job.kind, refundId: job.refundId, err: error.message },
      'order notification failed for good; not sent',
    );
    await this.ledger.markUnsent(keyOf(job), error.message);
  }

  private async sendRefund(
    job: NotificationJob,
    key: NotificationKey,
    order: OrderEntity,
    orderNumber: string,
  ): Promise<void> {
    if (!job.refundId) throw new PermanentJobError(`refunded notification of ${order.id} names no refund`);
    const refund = await this.dataSource
      .getRepository(RefundEntity)
      .findOneBy({ id: job.refundId, orderId: order.id });
    if (!refund) throw new PermanentJobError(`refund ${job.refundId} of order ${order.id} does not exist`);
    if (refund.status === 'failed') return this.skip(key, 'the refund failed');
    // Queued when the refund is processed; a pending one is retried until it is.
    if (refund.status !== 'processed') throw new Error(`refund ${refund.id} is not processed yet`);
    const mail = refundEmail({
      to: order.customerEmail,
      customerName: order.customerName,
      orderNumber,
      refundId: refund.id,
      amount: refund.amount,
      method: refund.method,
      reference: refund.reference,
    });
    const outcome = await this.ledger.sendOnce(key, this.claimMs, () => this.mailer.send(mail));
    this.logger.log(
      { orderId: order.id, kind: 'refunded', refundId: refund.id, outcome },
      'order notification',
    );
  }

  private async skip(key: NotificationKey, reason: string): Promise<void> {
    await this.ledger.markUnsent(key, `not sent: ${reason}`);
    this.logger.log({ orderId: key.orderId, kind: key.kind, reason }, 'order notification not sent');
  }
}
