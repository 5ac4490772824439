import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CANCEL_REFUSALS, type CancelledOrder, formatOrderNumber } from '@festive/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { OrderLifecycle } from '../lifecycle/order-lifecycle';
import { OrderEntity } from '../orders/order.entity';
import { ORDER_NOT_FOUND } from '../payments/payments.service';
import { RefundLedger } from '../refunds/refund-ledger';
import { ShiprocketClient } from '../shipping/shiprocket/shiprocket-client';
import { CatalogStockClient } from '../stock/catalog-stock.client';

export interface CancelRequest {
  /** Whose order it must be; undefined for the admin, who may cancel any order. */
  userId?: string;
  actor: 'customer' | 'admin';
  reason?: string | null;
}

/**
 * Cancelling an order before it ships. The checks come first and refuse without changing
 * anything; then Shiprocket's order is cancelled (its refusal once the parcel is picked up is
 * the "already shipped" answer, still with nothing changed here), then the status moves through
 * the lifecycle writer and a paid order's refund is started in the same transaction, then the
 * stock goes back to the catalog. Every step is idempotent, so a
 * repeated cancel answers the same and finishes whatever an earlier attempt left undone.
 */
@Injectable()
export class OrderCancellationService {
  private readonly logger = new Logger(OrderCancellationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shiprocket: ShiprocketClient,
    private readonly stock: CatalogStockClient,
  ) {}

  async cancel(orderId: string, request: CancelRequest): Promise<CancelledOrder> {
    const order = await this.dataSource
      .getRepository(OrderEntity)
      .findOneBy(request.userId === undefined ? { id: orderId } : { id: orderId, userId: request.userId });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);

    if (order.status !== 'cancelled') {
      if (order.status === 'shipped' || order.status === 'delivered')
        throw new ConflictException(CANCEL_REFUSALS.shipped);
      if (order.shiprocketOrderId) {
        const answer = await this.shiprocket.cancelOrder(order.shiprocketOrderId);
        if (answer === 'picked-up') throw new ConflictException(CANCEL_REFUSALS.shipped);
      }
    }
    await this.dataSource.transaction(async (manager) => {
      // Locks the order row; a shipment reported since the checks above wins over the cancel.
      const { outcome } = await OrderLifecycle.transition(manager, order.id, 'status', 'cancelled', {
        actor: request.actor,
        reason: request.reason ?? null,
        onIllegal: 'skip',
      });
      if (outcome === 'illegal') throw new ConflictException(CANCEL_REFUSALS.shipped);
      if (outcome === 'moved') {
        this.logger.log(
          { orderId: order.id, orderNumber: formatOrderNumber(order.orderNumber), actor: request.actor },
          'order cancelled',
        );
      }
      await this.refundPayment(manager, order.id, request.actor);
    });
    await this.withdrawLateHandOver(order);
    // Reserved or committed lines alike go back; releasing released stock changes nothing.
    await this.stock.release(order.id);
    return { id: order.id, orderNumber: formatOrderNumber(order.orderNumber), status: 'cancelled' };
  }

  /**
   * The shipping job may have handed the order to Shiprocket after the checks above read it
   * without a Shiprocket id and before the cancel committed: the job then booked it. Cancelled
   * here now, it is withdrawn from Shiprocket too. (A job that books after the cancel committed
   * sees the cancel itself and withdraws it.)
   */
  private async withdrawLateHandOver(checked: OrderEntity): Promise<void> {
    if (checked.shiprocketOrderId) return;
    const now = await this.dataSource.getRepository(OrderEntity).findOneBy({ id: checked.id });
    if (!now?.shiprocketOrderId) return;
    const answer = await this.shiprocket.cancelOrder(now.shiprocketOrderId);
    this.logger.log(
      { orderId: checked.id, shiprocketOrderId: now.shiprocketOrderId, answer },
      'order handed to Shiprocket during the cancel; withdrawn',
    );
  }

  /**
   * A paid order's money goes back in full, in the cancel's own transaction (also when a payment
   * arrived while the cancel was under way, and on a repeated cancel that finds it not refunded).
   */
  private async refundPayment(manager: EntityManager, orderId: string, actor: string): Promise<void> {
    const current = await manager.findOneByOrFail(OrderEntity, { id: orderId });
    if (current.paymentStatus !== 'paid') return;
    const payment = await RefundLedger.paymentOf(manager, current);
    if (!payment || (await RefundLedger.refundablePaise(manager, current, payment)) <= 0) return;
    await RefundLedger.startRazorpay(manager, current, payment, { reason: 'cancellation', actor });
  }
}
