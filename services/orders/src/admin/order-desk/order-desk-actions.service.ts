import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatOrderNumber,
  invoiceRefusal,
  ORDER_DESK_REFUSALS,
  type OrderDeskQueued,
  QUEUES,
} from '@festive/contracts';
import { currentRequestId } from '@festive/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { OrderEntity } from '../../orders/order.entity';
import { writeOutbox } from '../../outbox/outbox';
import { ORDER_NOT_FOUND } from '../../payments/payments.service';

/**
 * The drawer's two repairs, each one job through the transactional outbox: it is enqueued under
 * the outbox row's id (one job per request, however often it is enqueued again) and the
 * worker retries it under the orders job policy, marking the order if it fails for good.
 */
@Injectable()
export class OrderDeskActionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** E-mails the invoice again, even when it was sent before; 409 while the order has none. */
  resendInvoice(orderId: string): Promise<OrderDeskQueued> {
    return this.queue(orderId, QUEUES.invoiceEmail, { resend: true }, (order) => invoiceRefusal(order));
  }

  /** Hands a failed order to Shiprocket again (the job finds an earlier booking before making one). */
  retryShipment(orderId: string): Promise<OrderDeskQueued> {
    return this.queue(orderId, QUEUES.shippingSubmit, {}, (order) => {
      if (order.status === 'cancelled') return ORDER_DESK_REFUSALS.shipmentCancelled;
      if (order.shippingStatus !== 'failed') return ORDER_DESK_REFUSALS.shipmentNotFailed;
      return null;
    });
  }

  /** Checks the order under its row lock (no status move can slip between) and writes the job. */
  private queue(
    orderId: string,
    topic: string,
    extra: Record<string, unknown>,
    refusal: (order: OrderEntity) => string | null,
  ): Promise<OrderDeskQueued> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const order = await manager.findOne(OrderEntity, {
        where: { id: orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      const refused = refusal(order);
      if (refused) throw new ConflictException(refused);
      const requestId = currentRequestId();
      await writeOutbox(manager, [
        { topic, payload: { orderId, ...(requestId ? { requestId } : {}), ...extra } },
      ]);
      return { orderId, orderNumber: formatOrderNumber(order.orderNumber), queued: true };
    });
  }
}
