import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatOrderNumber, toPaise } from '@festive/contracts';
import { DataSource } from 'typeorm';
import { PermanentJobError } from '../jobs/job-worker';
import { OrderEntity } from '../orders/order.entity';
import { PaymentEntity } from '../payments/payment.entity';
import { RazorpayClient, RazorpayError } from '../payments/razorpay/razorpay-client';
import { RefundLedger } from './refund-ledger';
import { RefundEntity } from './refund.entity';

/**
 * The `refund.razorpay` job: asks Razorpay to refund one recorded refund. Razorpay takes no
 * idempotency key, so the refund carries our refund id in its notes and a retry first looks for
 * it among the payment's refunds; a refund is never asked for twice.
 */
@Injectable()
export class SendRazorpayRefundService {
  private readonly logger = new Logger(SendRazorpayRefundService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly razorpay: RazorpayClient,
  ) {}

  async send(refundId: string): Promise<void> {
    const refund = await this.dataSource.getRepository(RefundEntity).findOneBy({ id: refundId });
    if (!refund) throw new PermanentJobError(`refund ${refundId} does not exist`);
    if (refund.status !== 'pending' || refund.razorpayRefundId) return;
    const payment = refund.paymentId
      ? await this.dataSource.getRepository(PaymentEntity).findOneBy({ id: refund.paymentId })
      : null;
    if (!payment?.razorpayPaymentId)
      throw new PermanentJobError(`refund ${refundId} has no captured payment`);
    const order = await this.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: refund.orderId });

    const earlier = (await this.razorpay.refundsOf(payment.razorpayPaymentId)).find(
      (candidate) => !Array.isArray(candidate.notes) && candidate.notes?.refund_id === refund.id,
    );
    let answer = earlier;
    if (!answer) {
      try {
        answer = await this.razorpay.refund(payment.razorpayPaymentId, {
          amountPaise: toPaise(refund.amount),
          receipt: `${formatOrderNumber(order.orderNumber)}-${refund.reason}`,
          notes: { refund_id: refund.id, order_number: formatOrderNumber(order.orderNumber) },
        });
      } catch (error) {
        // Razorpay refusing the refund itself (4xx) will refuse it again; anything else is retried.
        if (error instanceof RazorpayError && error.status >= 400 && error.status < 500)
          throw new PermanentJobError(error.message);
        throw error;
      }
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE orders.refunds SET razorpay_refund_id = $2, updated_at = now()
         WHERE id = $1 AND razorpay_refund_id IS NULL`,
        [refund.id, answer.id],
      );
      // Razorpay may answer an instant refund processed at once; its webhook then changes nothing.
      if (answer.status === 'processed' || answer.status === 'failed') {
        await RefundLedger.settle(manager, refund.id, answer.status, {
          actor: 'provider:razorpay',
          failureReason: 'Razorpay could not refund the payment',
        });
      }
    });
    this.logger.log(
      { orderId: refund.orderId, refundId: refund.id, razorpayRefundId: answer.id },
      'refund sent to Razorpay',
    );
  }

  /** Razorpay would not take the refund: it is marked failed, for the shop to see and settle by hand. */
  async giveUp(refundId: string, error: Error): Promise<void> {
    await this.dataSource.transaction((manager) =>
      RefundLedger.settle(manager, refundId, 'failed', {
        actor: 'system:refund-job',
        failureReason: error.message.slice(0, 500),
      }),
    );
    this.logger.error({ refundId, err: error.message }, 'refund failed for good');
  }
}
