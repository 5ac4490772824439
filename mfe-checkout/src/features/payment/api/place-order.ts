import { apiRequest } from '@festive/web-kit';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrderResponseSchema,
} from '@festive/contracts';

/**
 * POST /api/shiprocket/orders. The key makes a retry (a double click, a reload while waiting,
 * a lost answer) return the order already made instead of a second one.
 */
export function placeOrder(order: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return apiRequest('/api/shiprocket/orders', placeOrderResponseSchema, {
    method: 'POST',
    body: order,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
