import { Injectable, Logger } from '@nestjs/common';
import { currentRequestId } from '@festive/server-kit';
import type { EntityManager } from 'typeorm';
import { OrderLifecycle } from '../lifecycle/order-lifecycle';
import { OrderEntity } from '../orders/order.entity';
import { removeOrderedFromCart } from '../cart/ordered-lines';
import { queueConfirmedOrderJobs } from '../outbox/outbox';
import { RefundLedger } from '../refunds/refund-ledger';
import { PaymentEntity } from './payment.entity';

export type PaymentOutcome = 'paid' | 'already-paid' | 'failed-recorded' | 'ignored';

/** Who reported a payment's outcome: the customer's browser (verify, redirect) or Razorpay's webhook. */
export type PaymentActor = 'customer' | 'provider:razorpay';

/**
 * Moves a Prepaid order's payment forward, never back: pending → failed → paid. Paying queues
 * the order's jobs (Shiprocket, invoice) in the same transaction, so a paid order always ships
 * and an unpaid one never does; money that arrives for a cancelled order, or a second payment
 * for a paid one, is refunded in the same transaction. Callers check Razorpay's signature first.
 */
@Injectable()
export class PaymentConfirmation {
  private readonly logger = new Logger(PaymentConfirmation.name);

  /**
   * Within the caller's transaction: the Razorpay order `razorpayOrderId` was paid by `paymentId`.
   * `actor` is who told us: the customer's verify call or Razorpay's webhook.
   */
  async paid(
    manager: EntityManager,
    payment: PaymentEntity,
    paymentId: string,
    actor: PaymentActor,
  ): Promise<{ outcome: PaymentOutcome; order: OrderEntity }> {
    const order = await manager.findOneOrFail(OrderEntity, {
      where: { id: payment.orderId },
      lock: { mode: 'pessimistic_write' },
    });
    if (payment.razorpayPaymentId !== paymentId || payment.status !== 'captured') {
      await manager.update(
        PaymentEntity,
        { id: payment.id },
        { razorpayPaymentId: paymentId, status: 'captured' },
      );
    }
    const captured = { ...payment, razorpayPaymentId: paymentId, status: 'captured' };
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
      if (order.paymentId !== paymentId) {
        this.logger.warn({ orderId: order.id, paymentId }, 'a second payment for a paid order: refunding it');
        await RefundLedger.startRazorpay(manager, order, captured, { reason: 'late-payment', actor });
      }
      return { outcome: 'already-paid', order };
    }
    await OrderLifecycle.transition(manager, order.id, 'payment_status', 'paid', {
      actor,
      set: { payment_id: paymentId },
    });
    if (order.status === 'cancelled') {
      this.logger.warn({ orderId: order.id, paymentId }, 'paid after the order was cancelled: refunding it');
      await RefundLedger.startRazorpay(manager, order, captured, { reason: 'late-payment', actor });
    } else {
      await queueConfirmedOrderJobs(manager, order.id, currentRequestId());
      await removeOrderedFromCart(manager, order.id);
    }
    return { outcome: 'paid', order: { ...order, paymentStatus: 'paid', paymentId } };
  }

  /** A payment attempt failed: the order may still be paid by another attempt. */
  async failed(manager: EntityManager, payment: PaymentEntity, actor: PaymentActor): Promise<PaymentOutcome> {
    await manager.query(
      `UPDATE orders.payments SET status = 'failed', updated_at = now() WHERE id = $1 AND status <> 'captured'`,
      [payment.id],
    );
    // A failure reported after the order was paid is a late message, not news: it is skipped.
    await OrderLifecycle.transition(manager, payment.orderId, 'payment_status', 'failed', {
      actor,
      onIllegal: 'skip',
    });
    return 'failed-recorded';
  }
}
