import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ShiprocketTrackingWebhook, WebhookAck } from '@festive/contracts';
import { DataSource } from 'typeorm';
import { OrderLifecycle } from '../../lifecycle/order-lifecycle';
import { OrderEntity } from '../../orders/order.entity';
import { firstDelivery } from '../../webhooks/webhook-events';
import { orderStatusAfter, orderStatusForShipment, shipmentMovesForward } from '../order-progress';

/** Tracking updates from Shiprocket: the shipment status (and the order's) only ever moves forward. */
@Injectable()
export class TrackingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  apply(update: ShiprocketTrackingWebhook): Promise<WebhookAck['status']> {
    const status = update.current_status.trim().toUpperCase();
    // Shiprocket sends no event id; one AWB reaching one status at one moment is one event.
    const eventId = `${update.awb}:${status}:${update.current_timestamp ?? ''}`;
    return this.dataSource.transaction(async (manager) => {
      if (!(await firstDelivery(manager, 'shiprocket', eventId, status))) return 'duplicate';
      const order = await manager.findOne(OrderEntity, {
        where: { awbCode: update.awb },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order || !shipmentMovesForward(order.shipmentStatus, status)) return 'ignored';
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
        await OrderLifecycle.transition(manager, order.id, 'status', next, {
          actor: 'provider:shiprocket',
          reason: `tracking: ${status}`,
          onIllegal: 'skip',
        });
      }
      return 'applied';
    });
  }
}
