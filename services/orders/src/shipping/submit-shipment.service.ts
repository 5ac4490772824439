import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatOrderNumber } from '@festive/contracts';
import { preparedQuery, SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { PermanentJobError } from '../jobs/job-worker';
import { OrderLifecycle, type TransitionOptions } from '../lifecycle/order-lifecycle';
import { notifyStatusMove, statusMoveMessages } from '../notifications/notify-status-move';
import { OutboxPublisher } from '../outbox/outbox-publisher.service';
import { OrderReads, type OrderWithItems } from '../orders/order-reads';
import { ShiprocketClient } from './shiprocket/shiprocket-client';
import { ShiprocketError } from './shiprocket/shiprocket-errors';
import { type ParcelDefaults, shiprocketOrderPayload } from './shiprocket/shiprocket-order-payload';
import type { FoundOrder } from './shiprocket/shiprocket-schemas';

const ACTOR = 'system:shipping.submit';

/** Shiprocket's ids of an order, under the orders table's column names. */
type ShiprocketIds = { shiprocket_order_id: string | null; shipment_id: string | null };

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * The `shipping.submit` job: hands one order to Shiprocket and books its courier. At-least-once
 * safe: unless this is the first try of the only job the order's placement queued, Shiprocket is
 * asked for our order number before anything is created, so a retry or a second delivery of the
 * job never makes a second shipment; its ids are stored with the booking, or as soon as the
 * booking fails.
 */
@Injectable()
export class SubmitShipmentService {
  private readonly logger = new Logger(SubmitShipmentService.name);
  private readonly parcel: ParcelDefaults;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shiprocket: ShiprocketClient,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly outbox: OutboxPublisher,
  ) {
    this.parcel = {
      pickupLocation: config.env.SHIPROCKET_PICKUP_LOCATION,
      lengthCm: config.env.PARCEL_LENGTH_CM,
      breadthCm: config.env.PARCEL_BREADTH_CM,
      heightCm: config.env.PARCEL_HEIGHT_CM,
      weightKg: config.env.PARCEL_WEIGHT_KG,
    };
  }

  /**
   * `firstTry`: no earlier try can have reached Shiprocket (the job was queued at its order's
   * commit and never started before), so Shiprocket is not asked whether it has the order: two of
   * a hand-off's calls saved at every peak.
   */
  async submit(orderId: string, { firstTry = false } = {}): Promise<void> {
    const order = await OrderReads.withItems(this.dataSource.manager, orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} does not exist`);
    if (order.status === 'cancelled') {
      // An earlier try may have handed it over before the cancel landed (see handOver), its ids
      // stored or not (a worker stopped between the two calls): make sure Shiprocket does not
      // keep a courier booked for it. Cancelling twice changes nothing there.
      const handedOver =
        order.shiprocketOrderId ?? (firstTry ? null : text((await this.atShiprocket(order))?.id));
      if (handedOver) await this.cancelAtShiprocket(order.id, handedOver);
      return;
    }
    if (order.paymentMethod === 'Prepaid' && order.paymentStatus !== 'paid') {
      throw new PermanentJobError(`order ${orderId} is Prepaid and not paid`);
    }
    if (order.shippingStatus === 'submitted' && order.awbCode) return;
    try {
      await this.handOver(order, firstTry);
    } catch (error) {
      if (error instanceof ShiprocketError && error.permanent) throw new PermanentJobError(error.message);
      throw error;
    }
  }

  /** The last attempt failed: the order says so, for the shop to see and act on. */
  async markFailed(orderId: string, error: Error): Promise<void> {
    // A booking that got through meanwhile stands: submitted never becomes failed.
    await this.dataSource.transaction((manager) =>
      OrderLifecycle.transition(manager, orderId, 'shipping_status', 'failed', {
        actor: ACTOR,
        reason: 'every attempt failed',
        set: { shipping_error: error.message.slice(0, 500) },
        onIllegal: 'skip',
      }),
    );
  }

  /**
   * The order as Shiprocket has it, if an earlier try got through. Our order number is
   * Shiprocket's order_id. A release before order numbers handed orders over under their UUID
   * (its workers did so even for orders the database had numbered meanwhile), so an order that
   * such a worker may have handled is looked for under that too, in parallel. Orders numbered from
   * SHIPROCKET_UUID_LOOKUP_BELOW on were placed after the last of those workers stopped.
   */
  private async atShiprocket(order: OrderWithItems): Promise<FoundOrder | null> {
    const below = this.config.env.SHIPROCKET_UUID_LOOKUP_BELOW;
    const legacy = below === undefined || order.orderNumber < below;
    const [byNumber, byUuid] = await Promise.all([
      this.shiprocket.findOrder(formatOrderNumber(order.orderNumber)),
      legacy ? this.shiprocket.findOrder(order.id) : null,
    ]);
    return byNumber ?? byUuid;
  }

  private async handOver(order: OrderWithItems, firstTry: boolean): Promise<void> {
    // Ids stored by an earlier try (a repair, say) mean Shiprocket was reached: it is asked.
    const existing = firstTry && !order.shiprocketOrderId ? null : await this.atShiprocket(order);
    let shiprocketOrderId = text(existing?.id) ?? order.shiprocketOrderId;
    let shipmentId = text(existing?.shipments[0]?.id) ?? order.shipmentId;
    let awbCode = text(existing?.shipments[0]?.awb) ?? order.awbCode;
    let courierName = text(existing?.shipments[0]?.courier) ?? order.courierName;
    if (!existing) {
      const created = await this.shiprocket.createAdhocOrder(shiprocketOrderPayload(order, this.parcel));
      shiprocketOrderId = created.order_id;
      shipmentId = created.shipment_id;
      awbCode = text(created.awb_code);
      courierName = text(created.courier_name);
      this.logger.log({ orderId: order.id, shiprocketOrderId, shipmentId }, 'order created at Shiprocket');
    }
    const ids: ShiprocketIds = { shiprocket_order_id: shiprocketOrderId, shipment_id: shipmentId };
    if (!shipmentId) {
      await this.storeIds(order.id, ids);
      throw new ShiprocketError(`Shiprocket order ${shiprocketOrderId} has no shipment`, 200, false);
    }
    if (!awbCode) {
      // The ids are stored with the booking; only a courier not booked stores them now, for the
      // shop to see and a cancel to reach (a retry asks Shiprocket for the order in any case).
      const assigned = await this.shiprocket.assignAwb(shipmentId).catch(async (error: unknown) => {
        await this.storeIds(order.id, ids);
        throw error;
      });
      awbCode = assigned.awbCode;
      courierName = assigned.courierName;
    }
    const trackingUrl = `${this.config.env.SHIPROCKET_TRACKING_URL}${encodeURIComponent(awbCode)}`;
    const booking: TransitionOptions = {
      actor: ACTOR,
      when: `status <> 'cancelled'`,
      set: {
        ...ids,
        awb_code: awbCode,
        courier_name: courierName,
        tracking_url: trackingUrl,
        shipping_error: null,
      },
    };
    const confirming = `booked with ${courierName ?? 'the courier'}`;
    const booked =
      (await this.bookAndConfirm(order.id, booking, confirming)) ||
      (await this.bookStepByStep(order.id, booking, confirming));
    if (!booked) {
      await this.storeIds(order.id, ids);
      await this.cancelAtShiprocket(order.id, shiprocketOrderId!);
      return;
    }
    this.logger.log({ orderId: order.id, awbCode, courierName }, 'shipment booked');
  }

  /**
   * The usual booking, of an order waiting for it, in one statement: the booking recorded, the
   * order confirmed if it is pending, and the customer's message about it queued. False when the
   * booking was not the usual one (nothing was changed then).
   */
  private async bookAndConfirm(
    orderId: string,
    booking: TransitionOptions,
    reason: string,
  ): Promise<boolean> {
    const moved = await OrderLifecycle.transitionWithStatus(
      this.dataSource.manager,
      orderId,
      'shipping_status',
      'submitted',
      booking,
      { to: 'confirmed', reason, outbox: statusMoveMessages(orderId, 'confirmed') },
    );
    if (!moved) return false;
    this.outbox.publishCommitted(moved.jobs);
    return true;
  }

  /**
   * Any other booking, move by move in a transaction: a retry of an order booked already, one
   * cancelled while Shiprocket was being asked (false: nothing moves, and the ids are stored
   * for the cancel at Shiprocket), one in a state the table does not allow to be booked.
   */
  private bookStepByStep(orderId: string, booking: TransitionOptions, reason: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const submitted = await OrderLifecycle.transition(
        manager,
        orderId,
        'shipping_status',
        'submitted',
        booking,
      );
      if (submitted.outcome === 'refused') return false;
      // Only a pending order is confirmed: tracking may have moved it further meanwhile, and a
      // cancelled one stays cancelled.
      const confirmed = await OrderLifecycle.transition(manager, orderId, 'status', 'confirmed', {
        actor: ACTOR,
        reason,
        onIllegal: 'skip',
      });
      await notifyStatusMove(manager, orderId, 'confirmed', confirmed);
      return true;
    });
  }

  /**
   * Shiprocket's ids of an order not booked (no shipment, no courier, or cancelled meanwhile):
   * the shop sees them and a cancel reaches the order there. A booking stores them with its move.
   */
  private async storeIds(orderId: string, ids: ShiprocketIds): Promise<void> {
    await preparedQuery(
      this.dataSource.manager,
      `UPDATE orders.orders SET shiprocket_order_id = $2, shipment_id = $3, updated_at = now() WHERE id = $1`,
      [orderId, ids.shiprocket_order_id, ids.shipment_id],
    );
  }

  /**
   * A cancelled order's Shiprocket order is cancelled there too. A failure throws, so the job is
   * tried again (and finally shows as failed); a parcel already picked up cannot be called back
   * from here and is logged for the shop to recall.
   */
  private async cancelAtShiprocket(orderId: string, shiprocketOrderId: string): Promise<void> {
    const answer = await this.shiprocket.cancelOrder(shiprocketOrderId);
    if (answer === 'picked-up') {
      this.logger.error({ orderId, shiprocketOrderId }, 'cancelled order already picked up by the courier');
      return;
    }
    this.logger.log({ orderId, shiprocketOrderId }, 'cancelled order withdrawn from Shiprocket');
  }
}
