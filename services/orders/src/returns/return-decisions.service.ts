import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ParsedApproveReturn,
  REFUND_REFUSALS,
  type Refund,
  type RejectReturnRequest,
  type ReturnRequest,
  toPaise,
} from '@festive/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { toAdminReturn } from '../admin/admin-views';
import { OrderEntity } from '../orders/order.entity';
import { PaymentEntity } from '../payments/payment.entity';
import { RefundLedger } from '../refunds/refund-ledger';
import { RefundEntity } from '../refunds/refund.entity';
import { toRefund } from '../refunds/refund-views';
import { ReturnRequestEntity } from './return-request.entity';

export const RETURN_NOT_FOUND = 'Return request not found';
export const REFUND_NOT_FOUND = 'Refund not found';

/**
 * The shop's decision on a return request, made once: approved with the amount to refund (at
 * most what was paid, less earlier refunds), which starts the refund in the same transaction
 * (through Razorpay for a Prepaid order, by hand for cash on delivery), or rejected with a reason
 * the shopper reads.
 */
@Injectable()
export class ReturnDecisionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  approve(returnId: string, body: ParsedApproveReturn): Promise<ReturnRequest> {
    return this.dataSource.transaction(async (manager) => {
      const { request, order } = await this.pendingRequest(manager, returnId);
      const start = {
        reason: 'return' as const,
        amountPaise: toPaise(body.refundAmount),
        returnRequestId: request.id,
        actor: 'admin',
      };
      if (order.paymentMethod === 'Prepaid') {
        const payment = await RefundLedger.paymentOf(manager, order);
        if (!payment) throw new ConflictException(REFUND_REFUSALS.nothingLeft);
        await RefundLedger.startRazorpay(manager, order, payment, start);
      } else {
        await RefundLedger.startManual(manager, order, start);
      }
      return this.decide(manager, request, order, {
        status: 'approved',
        refundAmount: body.refundAmount,
      });
    });
  }

  reject(returnId: string, body: RejectReturnRequest): Promise<ReturnRequest> {
    return this.dataSource.transaction(async (manager) => {
      const { request, order } = await this.pendingRequest(manager, returnId);
      return this.decide(manager, request, order, { status: 'rejected', decisionReason: body.reason });
    });
  }

  /** A refund the administrator paid by hand (cash on delivery), recorded with its reference. */
  markPaid(refundId: string, reference: string): Promise<Refund> {
    return this.dataSource.transaction(async (manager) => {
      const refund = await manager.findOne(RefundEntity, {
        where: { id: refundId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!refund) throw new NotFoundException(REFUND_NOT_FOUND);
      if (refund.method !== 'manual') throw new ConflictException(REFUND_REFUSALS.notManual);
      if (refund.status !== 'pending') throw new ConflictException(REFUND_REFUSALS.alreadySettled);
      await RefundLedger.settle(manager, refund.id, 'processed', { actor: 'admin', reference });
      const order = await manager.findOneByOrFail(OrderEntity, { id: refund.orderId });
      return toRefund(await manager.findOneByOrFail(RefundEntity, { id: refund.id }), order.orderNumber);
    });
  }

  /**
   * A refund Razorpay failed, asked for again: a new refund of the same amount, cause and payment,
   * sent by its own job (the failed one stays, as history). A repeat, or a refund of that cause
   * started since, answers the refund already under way.
   *
   * The failed row is read unlocked: a failed refund never changes again. The order's lock is
   * what makes two retries at once start one refund: every refund of an order is started under
   * it, so the second retry's `startRazorpay` finds the first one's refund of the same cause.
   */
  retry(refundId: string): Promise<Refund> {
    return this.dataSource.transaction(async (manager) => {
      const failed = await manager.findOneBy(RefundEntity, { id: refundId });
      if (!failed) throw new NotFoundException(REFUND_NOT_FOUND);
      if (failed.status !== 'failed') throw new ConflictException(REFUND_REFUSALS.notFailed);
      const order = await manager.findOneOrFail(OrderEntity, {
        where: { id: failed.orderId },
        lock: { mode: 'pessimistic_write' },
      });
      const payment = failed.paymentId
        ? await manager.findOneBy(PaymentEntity, { id: failed.paymentId, status: 'captured' })
        : null;
      if (!payment) throw new ConflictException(REFUND_REFUSALS.nothingLeft);
      const again = await RefundLedger.startRazorpay(manager, order, payment, {
        reason: failed.reason,
        amountPaise: toPaise(failed.amount),
        returnRequestId: failed.returnRequestId,
        actor: 'admin',
      });
      return toRefund(again, order.orderNumber);
    });
  }

  /** The request and its order, both locked; a request decided already is a 409. */
  private async pendingRequest(manager: EntityManager, returnId: string) {
    const request = await manager.findOne(ReturnRequestEntity, {
      where: { id: returnId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!request) throw new NotFoundException(RETURN_NOT_FOUND);
    if (request.status !== 'pending') throw new ConflictException(REFUND_REFUSALS.alreadyDecided);
    const order = await manager.findOneOrFail(OrderEntity, {
      where: { id: request.orderId },
      lock: { mode: 'pessimistic_write' },
    });
    return { request, order };
  }

  private async decide(
    manager: EntityManager,
    request: ReturnRequestEntity,
    order: OrderEntity,
    change: Partial<ReturnRequestEntity>,
  ): Promise<ReturnRequest> {
    await manager.update(
      ReturnRequestEntity,
      { id: request.id },
      { ...change, decidedAt: new Date(), decidedBy: 'admin' },
    );
    const saved = await manager.findOneByOrFail(ReturnRequestEntity, { id: request.id });
    return toAdminReturn(saved, order.orderNumber);
  }
}
