import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  invoiceRefusal,
  isCancellable,
  type OrderDeskDetail,
  type OrderTransition,
  orderStatusLabelFor,
  paymentStatusLabel,
  shippingStatusLabel,
} from '@festive/contracts';
import { DataSource } from 'typeorm';
import { OrderLifecycle } from '../../lifecycle/order-lifecycle';
import type { OrderTransitionEntity } from '../../lifecycle/order-transition.entity';
import { OrderItemEntity } from '../../orders/order-item.entity';
import { OrderEntity } from '../../orders/order.entity';
import { PaymentEntity } from '../../payments/payment.entity';
import { ORDER_NOT_FOUND } from '../../payments/payments.service';
import { RefundEntity } from '../../refunds/refund.entity';
import { toRefund } from '../../refunds/refund-views';
import { ReturnRequestEntity } from '../../returns/return-request.entity';
import { TrackingEventEntity } from '../../shipping/tracking/tracking-event.entity';
import { toAdminOrder, toAdminReturn } from '../admin-views';

const toTransition = (row: OrderTransitionEntity): OrderTransition => ({
  id: row.id,
  orderId: row.orderId,
  field: row.field,
  fromValue: row.fromValue,
  toValue: row.toValue,
  actor: row.actor,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** The order drawer: everything about one order, read in one go for the administrator. */
@Injectable()
export class OrderDrawerService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async detail(orderId: string): Promise<OrderDeskDetail> {
    const manager = this.dataSource.manager;
    const order = await manager.findOneBy(OrderEntity, { id: orderId });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const [items, attempts, events, returns, refunds, transitions] = await Promise.all([
      manager.find(OrderItemEntity, { where: { orderId }, order: { productName: 'ASC', id: 'ASC' } }),
      manager.find(PaymentEntity, { where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      manager.find(TrackingEventEntity, {
        where: { orderId },
        order: { eventTime: 'ASC', receivedAt: 'ASC' },
      }),
      manager.find(ReturnRequestEntity, { where: { orderId }, order: { createdAt: 'DESC', id: 'ASC' } }),
      manager.find(RefundEntity, { where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      OrderLifecycle.history(manager, orderId),
    ]);
    const refusal = invoiceRefusal(order);
    return {
      order: toAdminOrder(order),
      statusLabel: orderStatusLabelFor(order),
      items: items.map((item) => ({
        id: item.id,
        orderId: item.orderId,
        productId: item.productId,
        productName: item.productName,
        productSku: item.productSku,
        productImage: item.productImage,
        quantity: item.quantity,
        price: item.price,
        subtotal: item.subtotal,
      })),
      customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
      address: {
        address: order.customerAddress,
        city: order.customerCity,
        state: order.customerState,
        pincode: order.customerPincode,
      },
      payment: {
        method: order.paymentMethod,
        status: order.paymentStatus,
        statusLabel: paymentStatusLabel(order.paymentStatus),
        paymentId: order.paymentId,
        attempts: attempts.map((attempt) => ({
          id: attempt.id,
          razorpayOrderId: attempt.razorpayOrderId,
          razorpayPaymentId: attempt.razorpayPaymentId,
          amount: attempt.amount,
          status: attempt.status,
          createdAt: attempt.createdAt.toISOString(),
        })),
      },
      shipment: {
        shippingStatus: order.shippingStatus,
        shippingStatusLabel: shippingStatusLabel(order.shippingStatus),
        shippingError: order.shippingError,
        shiprocketOrderId: order.shiprocketOrderId,
        shipmentId: order.shipmentId,
        awbCode: order.awbCode,
        courierName: order.courierName,
        trackingUrl: order.trackingUrl,
        shipmentStatus: order.shipmentStatus,
        events: events.map((event) => ({
          status: event.status,
          stage: event.stage,
          location: event.location,
          activity: event.activity,
          at: event.eventTime.toISOString(),
        })),
      },
      invoice: {
        number: order.invoiceNumber,
        issuedAt: order.invoiceIssuedAt?.toISOString() ?? null,
        sent: order.invoiceSent === 1,
        refusal,
      },
      returns: returns.map((row) => toAdminReturn(row, order.orderNumber)),
      refunds: refunds.map((row) => toRefund(row, order.orderNumber)),
      transitions: transitions.map(toTransition),
      actions: {
        cancel: isCancellable(order),
        resendInvoice: refusal === null,
        retryShipment: order.shippingStatus === 'failed' && order.status !== 'cancelled',
      },
    };
  }
}
