import { apiRequest } from '@festive/web-kit';
import {
  type RazorpayOrderResponse,
  type RazorpayPaymentResult,
  type VerifyPaymentResponse,
  razorpayOrderResponseSchema,
  verifyPaymentResponseSchema,
} from '@festive/contracts';

/** POST /api/payments/razorpay/order: the Razorpay order of a Prepaid order, and how to open Checkout. */
export function createRazorpayOrder(orderId: string): Promise<RazorpayOrderResponse> {
  return apiRequest('/api/payments/razorpay/order', razorpayOrderResponseSchema, {
    method: 'POST',
    body: { orderId },
  });
}

/** POST /api/payments/razorpay/verify: Razorpay Checkout's result, checked by the server's HMAC. */
export function verifyPayment(result: RazorpayPaymentResult): Promise<VerifyPaymentResponse> {
  return apiRequest('/api/payments/razorpay/verify', verifyPaymentResponseSchema, {
    method: 'POST',
    body: result,
  });
}
