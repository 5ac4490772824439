import { BadRequestException, ConflictException } from '@nestjs/common';
import { paiseToDecimal, QUEUES, REFUND_REFUSALS, type RefundReason, toPaise } from '@festive/contracts';
import { currentRequestId } from '@festive/server-kit';
import type { EntityManager } from 'typeorm';
import { OrderLifecycle } from '../lifecycle/order-lifecycle';
import type { OrderEntity } from '../orders/order.entity';
import { queueNotification } from '../notifications/queue-notification';
import { writeOutbox } from '../outbox/outbox';
import { PaymentEntity } from '../payments/payment.entity';
import { RefundEntity } from './refund.entity';

export interface RefundStart {
  reason: RefundReason;
  /** Integer paise; absent for "all that is left" (a cancellation or a late payment). */
  amountPaise?: number;
  returnRequestId?: string | null;
  actor: string;
}

/** Paise a list of refunds holds back (pending or processed; a failed refund gave nothing back). */
const heldPaise = (refunds: RefundEntity[]) =>
  refunds.filter((refund) => refund.status !== 'failed').reduce((sum, r) => sum + toPaise(r.amount), 0);

/**
 * The record of money going back, always within the caller's transaction (the order row locked by
 * the caller). Starting a Razorpay refund writes the refund row and its job's outbox row together,
 * so a refund asked for is always sent; a refund paid by hand waits for the administrator.
 */
export const RefundLedger = {
  /** What can still be refunded of an order: its captured payment (Prepaid) or its total (COD). */
  async refundablePaise(manager: EntityManager, order: OrderEntity, payment: PaymentEntity | null) {
    const refunds = await manager.find(
      RefundEntity,
      payment ? { where: { paymentId: payment.id } } : { where: { orderId: order.id } },
    );
    const paid = toPaise(payment ? payment.amount : order.total);
    return paid - heldPaise(refunds);
  },

  /** The captured Razorpay payment an order was paid with, or null (COD, or not paid). */
  paymentOf(manager: EntityManager, order: OrderEntity): Promise<PaymentEntity | null> {
    if (!order.paymentId) return Promise.resolve(null);
    return manager.findOne(PaymentEntity, {
      where: { orderId: order.id, razorpayPaymentId: order.paymentId, status: 'captured' },
    });
  },

  /**
   * Refunds `payment` (all that is left unless an amount is given) through Razorpay: a pending
   * refund row and its `refund.razorpay` job. Refuses an amount above what is left (400) and
   * returns the existing refund when this cause was refunded already.
   */
  async startRazorpay(
    manager: EntityManager,
    order: OrderEntity,
    payment: PaymentEntity,
    start: RefundStart,
  ): Promise<RefundEntity> {
    const existing = await findSameCause(manager, order, payment, start);
    if (existing) return existing;
    const amountPaise = await checkedAmount(manager, order, payment, start.amountPaise);
    const refund = await insertRefund(manager, {
      orderId: order.id,
      paymentId: payment.id,
      returnRequestId: start.returnRequestId ?? null,
      amount: paiseToDecimal(amountPaise),
      method: 'razorpay',
      reason: start.reason,
      actor: start.actor,
    });
    const requestId = currentRequestId();
    await writeOutbox(manager, [
      {
        topic: QUEUES.refundRazorpay,
        payload: { orderId: order.id, refundId: refund.id, ...(requestId ? { requestId } : {}) },
      },
    ]);
    return refund;
  },

  /** A refund the administrator pays by hand (cash on delivery), pending until marked paid. */
  async startManual(manager: EntityManager, order: OrderEntity, start: RefundStart): Promise<RefundEntity> {
    const existing = await findSameCause(manager, order, null, start);
    if (existing) return existing;
    const amountPaise = await checkedAmount(manager, order, null, start.amountPaise);
    return insertRefund(manager, {
      orderId: order.id,
      paymentId: null,
      returnRequestId: start.returnRequestId ?? null,
      amount: paiseToDecimal(amountPaise),
      method: 'manual',
      reason: start.reason,
      actor: start.actor,
    });
  },

  /**
   * Settles a pending refund (Razorpay's webhook, or the administrator paying by hand). Processed:
   * a return it paid becomes refunded, a payment given back in full becomes refunded, and the
   * shopper is told (an e-mail job in the same transaction).
   * Answers false when the refund was settled already (a replayed message changes nothing).
   */
  async settle(
    manager: EntityManager,
    refundId: string,
    outcome: 'processed' | 'failed',
    detail: { actor: string; reference?: string; failureReason?: string },
  ): Promise<boolean> {
    const refund = await manager.findOne(RefundEntity, {
      where: { id: refundId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!refund || refund.status !== 'pending') return false;
    await manager.update(
      RefundEntity,
      { id: refund.id },
      outcome === 'processed'
        ? { status: 'processed', processedAt: new Date(), reference: detail.reference ?? refund.reference }
        : { status: 'failed', failureReason: detail.failureReason ?? 'refund failed' },
    );
    if (outcome === 'failed') return true;
    if (refund.returnRequestId) {
      await manager.query(
        `UPDATE orders.return_requests SET status = 'refunded', updated_at = now()
         WHERE id = $1 AND status = 'approved'`,
        [refund.returnRequestId],
      );
    }
    if (refund.paymentId) await markPaymentRefundedWhenEmpty(manager, refund, detail.actor);
    await queueNotification(manager, { orderId: refund.orderId, kind: 'refunded', refundId: refund.id });
    return true;
  },
};

async function findSameCause(
  manager: EntityManager,
  order: OrderEntity,
  payment: PaymentEntity | null,
  start: RefundStart,
): Promise<RefundEntity | null> {
  if (start.reason === 'return') {
    if (!start.returnRequestId) return null;
    const rows = await manager.find(RefundEntity, { where: { returnRequestId: start.returnRequestId } });
    return rows.find((row) => row.status !== 'failed') ?? null;
  }
  if (start.reason === 'late-payment' && payment) {
    const rows = await manager.find(RefundEntity, {
      where: { paymentId: payment.id, reason: 'late-payment' },
    });
    return rows.find((row) => row.status !== 'failed') ?? null;
  }
  const rows = await manager.find(RefundEntity, { where: { orderId: order.id, reason: start.reason } });
  return rows.find((row) => row.status !== 'failed') ?? null;
}

async function checkedAmount(
  manager: EntityManager,
  order: OrderEntity,
  payment: PaymentEntity | null,
  requested: number | undefined,
): Promise<number> {
  const left = await RefundLedger.refundablePaise(manager, order, payment);
  const amount = requested ?? left;
  if (requested !== undefined && requested <= 0) throw new BadRequestException(REFUND_REFUSALS.zero);
  if (amount > left) throw new BadRequestException(REFUND_REFUSALS.aboveDue);
  if (amount <= 0) throw new ConflictException(REFUND_REFUSALS.nothingLeft);
  return amount;
}

function insertRefund(manager: EntityManager, values: Partial<RefundEntity>): Promise<RefundEntity> {
  return manager.save(manager.create(RefundEntity, { status: 'pending', ...values }));
}

/** The order's own payment, given back in full, moves its payment status to refunded. */
async function markPaymentRefundedWhenEmpty(manager: EntityManager, refund: RefundEntity, actor: string) {
  const payment = await manager.findOneByOrFail(PaymentEntity, { id: refund.paymentId! });
  const processed = await manager.find(RefundEntity, {
    where: { paymentId: payment.id, status: 'processed' },
  });
  const back = processed.reduce((sum, row) => sum + toPaise(row.amount), 0);
  if (back < toPaise(payment.amount)) return;
  const [order] = (await manager.query(`SELECT payment_id FROM orders.orders WHERE id = $1`, [
    refund.orderId,
  ])) as { payment_id: string | null }[];
  // A second payment refunded in full leaves the order's own payment paid.
  if (order?.payment_id !== payment.razorpayPaymentId) return;
  await OrderLifecycle.transition(manager, refund.orderId, 'payment_status', 'refunded', {
    actor,
    reason: 'refunded in full',
    onIllegal: 'skip',
  });
}
