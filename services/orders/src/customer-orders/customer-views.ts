import {
  type CustomerOrder,
  formatOrderNumber,
  invoiceRefusal,
  type OrderItem,
  type OrderSummary,
  type ShipmentTimeline,
} from '@festive/contracts';
import { toAdminOrder, toAdminReturn } from '../admin/admin-views';
import type { OrderItemEntity } from '../orders/order-item.entity';
import type { OrderEntity } from '../orders/order.entity';
import type { ReturnEligibility } from '../returns/return-window';
import type { ReturnRequestEntity } from '../returns/return-request.entity';
import type { RefundEntity } from '../refunds/refund.entity';
import { toRefund } from '../refunds/refund-views';

export function toOrderItem(row: OrderItemEntity): OrderItem {
  return {
    id: row.id,
    orderId: row.orderId,
    productId: row.productId,
    productName: row.productName,
    productSku: row.productSku,
    productImage: row.productImage,
    quantity: row.quantity,
    price: row.price,
    subtotal: row.subtotal,
  };
}

/** One of the customer's orders as My Orders reads it (contracts customerOrderSchema). */
export function toCustomerOrder(
  row: OrderEntity,
  items: OrderItemEntity[],
  latestReturn: ReturnRequestEntity | null,
  eligibility: ReturnEligibility,
  refunds: RefundEntity[],
  tracking: ShipmentTimeline = [],
): CustomerOrder {
  return {
    ...toAdminOrder(row),
    items: items.map(toOrderItem),
    tracking,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    returnable: eligibility.returnable,
    returnableUntil: eligibility.returnableUntil?.toISOString() ?? null,
    returnRequest: latestReturn ? toAdminReturn(latestReturn, row.orderNumber) : null,
    invoiceAvailable: invoiceRefusal(row) === null,
    refunds: refunds.map((refund) => toRefund(refund, row.orderNumber)),
  };
}

/** The short form the support assistant reads (contracts orderSummarySchema). */
export function toOrderSummary(
  row: OrderEntity,
  items: OrderItemEntity[],
  latestReturn: ReturnRequestEntity | null,
): OrderSummary {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    createdAt: row.createdAt.toISOString(),
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    shipmentStatus: row.shipmentStatus,
    courierName: row.courierName,
    awbCode: row.awbCode,
    trackingUrl: row.trackingUrl,
    itemNames: items.map((item) => item.productName),
    returnStatus: latestReturn?.status ?? null,
  };
}
