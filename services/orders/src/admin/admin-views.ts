import { formatOrderNumber, type Order, type ReturnRequest } from '@festive/contracts';
import type { OrderEntity } from '../orders/order.entity';
import type { ReturnRequestEntity } from '../returns/return-request.entity';

/** An order as the admin list reads it (contracts orderSchema). */
export function toAdminOrder(row: OrderEntity): Order {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    customerCity: row.customerCity,
    customerState: row.customerState,
    customerPincode: row.customerPincode,
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentId: row.paymentId,
    status: row.status,
    shiprocketOrderId: row.shiprocketOrderId,
    shipmentId: row.shipmentId,
    awbCode: row.awbCode,
    courierName: row.courierName,
    trackingUrl: row.trackingUrl,
    shipmentStatus: row.shipmentStatus,
    invoiceSent: row.invoiceSent === 1 ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
    paymentStatus: row.paymentStatus,
    shippingStatus: row.shippingStatus,
    shippingError: row.shippingError,
  };
}

/** A return request as the admin list reads it (contracts returnRequestSchema), with its order's number. */
export function toAdminReturn(row: ReturnRequestEntity, orderNumber: number): ReturnRequest {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: formatOrderNumber(orderNumber),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    reason: row.reason,
    description: row.description,
    status: row.status,
    refundAmount: row.refundAmount,
    refundTo: row.refundTo,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
