import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  normaliseShiprocketStatus,
  type ShiprocketTrackingWebhook,
  type WebhookAck,
} from '@festive/contracts';
import { DataSource } from 'typeorm';
import { OrderLifecycle } from '../../lifecycle/order-lifecycle';
import { notifyStatusMove } from '../../notifications/notify-status-move';
import { OrderEntity } from '../../orders/order.entity';
import { firstDelivery } from '../../webhooks/webhook-events';
import { orderStatusAfter, orderStatusForShipment, shipmentMovesForward } from '../order-progress';
import { recordTrackingEvent } from './tracking-event';

/**
 * Tracking updates from Shiprocket: each report is kept (the shipment's timeline), while the
 * shipment status (and the order's) only ever moves forward. An order reaching shipped or
 * delivered queues the customer's message in the same transaction.
 */
@Injectable()
export class TrackingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  apply(update: ShiprocketTrackingWebhook): Promise<WebhookAck['status']> {
    const status = normaliseShiprocketStatus(update.current_status);
    // Shiprocket sends no event id; one AWB reaching one status at one moment is one event.
    const eventId = `${update.awb}:${status}:${update.current_timestamp ?? ''}`;
    return this.dataSource.transaction(async (manager) => {
      if (!(await firstDelivery(manager, 'shiprocket', eventId, status))) return 'duplicate';
      const order = await manager.findOne(OrderEntity, {
        where: { awbCode: update.awb },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) return 'ignored';
      // A report that comes late is still part of the journey, even though it moves nothing.
      await recordTrackingEvent(manager, order.id, update, status);
      if (!shipmentMovesForward(order.shipmentStatus, status)) return 'ignored';
      const implied = orderStatusForShipment(status);
      await manager.update(
        OrderEntity,
        { id: order.id },
        {
          shipmentStatus: status,
          // The first delivery report starts the return window; later reports never move it.
          deliveredAt: implied === 'delivered' && !order.deliveredAt ? new Date() : order.deliveredAt,
        },
      );
      const next = implied ? orderStatusAfter(order.status, implied) : order.status;
      if (next !== order.status) {
        const moved = await OrderLifecycle.transition(manager, order.id, 'status', next, {
          actor: 'provider:shiprocket',
          reason: `tracking: ${status}`,
          onIllegal: 'skip',
        });
        await notifyStatusMove(manager, order.id, next, moved);
      }
      return 'applied';
    });
  }
}
