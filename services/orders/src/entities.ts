import { CartItemEntity } from './carts/cart-item.entity';
import { InvoiceNumberEntity } from './invoices/invoice-number.entity';
import { OrderTransitionEntity } from './lifecycle/order-transition.entity';
import { OrderItemEntity } from './orders/order-item.entity';
import { OrderEntity } from './orders/order.entity';
import { OutboxMessageEntity } from './outbox/outbox-message.entity';
import { PaymentEntity } from './payments/payment.entity';
import { RefundEntity } from './refunds/refund.entity';
import { ReturnRequestEntity } from './returns/return-request.entity';
import { WebhookEventEntity } from './webhooks/webhook-event.entity';
import { NotificationEntity } from './notifications/notification.entity';
import { TrackingEventEntity } from './shipping/tracking/tracking-event.entity';

export const ENTITIES = [
  OrderEntity,
  OrderItemEntity,
  PaymentEntity,
  CartItemEntity,
  ReturnRequestEntity,
  InvoiceNumberEntity,
  OutboxMessageEntity,
  WebhookEventEntity,
  OrderTransitionEntity,
  RefundEntity,
  TrackingEventEntity,
  NotificationEntity,
];
