import type { CustomerOrder, Refund, ReturnRequest } from '@festive/contracts';

export const ORDER_ID = '5b0f3c1e-8a2d-4e6f-9c1b-3d5e7f9a1b2c';
export const ORDER_NUMBER = 'FG-100040';

/** A COD order as GET /api/orders answers it, placed and not shipped yet. */
export function placedOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    id: ORDER_ID,
    orderNumber: ORDER_NUMBER,
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.in',
    customerPhone: '9876543210',
    customerAddress: '12 MG Road',
    customerCity: 'Pune',
    customerState: 'Maharashtra',
    customerPincode: '411001',
    total: '1249.00',
    paymentMethod: 'COD',
    paymentId: null,
    status: 'pending',
    shiprocketOrderId: null,
    shipmentId: null,
    awbCode: null,
    courierName: null,
    trackingUrl: null,
    shipmentStatus: null,
    invoiceSent: 0,
    createdAt: '2026-11-18T06:00:00.000Z',
    paymentStatus: 'cod',
    shippingStatus: 'pending',
    shippingError: null,
    items: [],
    tracking: [],
    deliveredAt: null,
    returnable: false,
    returnableUntil: null,
    returnRequest: null,
    invoiceAvailable: true,
    refunds: [],
    ...overrides,
  };
}

/** The same order delivered by Delhivery and still inside its return window. */
export function deliveredOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  return placedOrder({
    status: 'delivered',
    shiprocketOrderId: '100001001',
    shipmentId: '200002002',
    awbCode: 'AWB1',
    courierName: 'Delhivery',
    shipmentStatus: 'DELIVERED',
    invoiceSent: 1,
    shippingStatus: 'submitted',
    deliveredAt: '2026-11-21T09:30:00.000Z',
    returnable: true,
    returnableUntil: '2026-11-28T09:30:00.000Z',
    ...overrides,
  });
}

/** The order's return request as the service answers it, pending unless said otherwise. */
export function returnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: '9c1b3d5e-7f9a-4b2c-8d4e-6f8a0b2c4d6e',
    orderId: ORDER_ID,
    orderNumber: ORDER_NUMBER,
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.in',
    customerPhone: '9876543210',
    reason: 'Damaged or defective',
    description: null,
    status: 'pending',
    refundAmount: null,
    refundTo: 'asha@okaxis',
    decisionReason: null,
    decidedAt: null,
    createdAt: '2026-11-22T05:00:00.000Z',
    updatedAt: '2026-11-22T05:00:00.000Z',
    ...overrides,
  };
}

/** A refund of the order, started and not settled unless said otherwise. */
export function refund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: '3d5e7f9a-1b2c-4d4e-8f6a-8b0c2d4e6f8a',
    orderId: ORDER_ID,
    orderNumber: ORDER_NUMBER,
    returnRequestId: null,
    amount: '1249.00',
    method: 'razorpay',
    reason: 'cancellation',
    status: 'pending',
    razorpayRefundId: 'rfnd_1',
    reference: null,
    createdAt: '2026-11-23T04:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}
