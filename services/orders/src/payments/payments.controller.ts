import { BadRequestException, Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import {
  type CreateRazorpayOrderRequest,
  createRazorpayOrderSchema,
  errorBodySchema,
  type RazorpayOrderResponse,
  razorpayOrderResponseSchema,
  type RazorpayPaymentResult,
  razorpayPaymentResultSchema,
  type VerifyPaymentResponse,
  verifyPaymentResponseSchema,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  currentRequestId,
  REQUEST_ID_HEADER,
  type SessionCustomer,
  ZodPipe,
} from '@festive/server-kit';
import type { Request, Response } from 'express';
import { PaymentsService } from './payments.service';

/** Where the shopper lands after Razorpay's page: the confirmation with the order number, or back at payment. */
const successPage = (paymentId: string, orderNumber: string) =>
  `/order-success?payment=razorpay&id=${encodeURIComponent(paymentId)}&orderNumber=${encodeURIComponent(orderNumber)}`;
const FAILED_PAGE = '/payment?payment=failed';

@ApiTags('payments')
@Controller('api/payments/razorpay')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** POST /api/payments/razorpay/order: the Razorpay order (and how to open Checkout) for a Prepaid order. */
  @Post('order')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiZodBody(createRazorpayOrderSchema)
  @ApiZodResponse(razorpayOrderResponseSchema)
  @ApiZodResponse(errorBodySchema, 404, 'No such order of this shopper')
  checkout(
    @CurrentCustomer() customer: SessionCustomer,
    @Body(new ZodPipe(createRazorpayOrderSchema)) body: CreateRazorpayOrderRequest,
  ): Promise<RazorpayOrderResponse> {
    return this.payments.checkout(customer, body.orderId);
  }

  /** POST /api/payments/razorpay/verify: Razorpay Checkout's handler result; 400 if the signature is wrong. */
  @Post('verify')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiZodBody(razorpayPaymentResultSchema)
  @ApiZodResponse(verifyPaymentResponseSchema)
  @ApiZodResponse(errorBodySchema, 400, 'The signature does not match')
  async verify(
    @CurrentCustomer() customer: SessionCustomer,
    @Body(new ZodPipe(razorpayPaymentResultSchema)) result: RazorpayPaymentResult,
  ): Promise<VerifyPaymentResponse> {
    const { orderId, orderNumber } = await this.payments.confirm(result, customer);
    return { orderId, orderNumber, paymentId: result.razorpay_payment_id };
  }

  /**
   * POST /api/payments/razorpay/callback: Razorpay's redirect mode posts the result here as a
   * form, from Razorpay's own page (so no session cookie comes along; the signature is the proof).
   * A success carries razorpay_signature and confirms the payment once verified; a failure
   * carries none, so it is recorded and trusted for nothing.
   */
  @Post('callback')
  @ApiExcludeEndpoint()
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const failure = form.error as { metadata?: unknown; code?: unknown } | undefined;
    if (failure && typeof failure === 'object') {
      // Razorpay's failure redirect is unsigned: the shopper goes back to pay again, and the
      // order changes only through the signed webhook (payment.failed).
      await this.payments.unverifiedFailure({
        provider: 'razorpay',
        requestId: currentRequestId() ?? String(res.getHeader(REQUEST_ID_HEADER) ?? 'unknown'),
        claimedOrderId: failedOrderId(failure.metadata),
        errorCode: typeof failure.code === 'string' ? failure.code : undefined,
        origin: req.headers.origin,
      });
      res.redirect(303, FAILED_PAGE);
      return;
    }
    const result = new ZodPipe(razorpayPaymentResultSchema).transform(form);
    const { orderNumber } = await this.payments.confirm(result, null);
    res.redirect(303, successPage(result.razorpay_payment_id, orderNumber));
  }
}

/** error[metadata] is a JSON string like {"payment_id": "...", "order_id": "order_..."}. */
function failedOrderId(metadata: unknown): string | undefined {
  if (typeof metadata !== 'string') return undefined;
  try {
    const parsed = JSON.parse(metadata) as { order_id?: unknown };
    return typeof parsed.order_id === 'string' && /^order_[A-Za-z0-9]+$/.test(parsed.order_id)
      ? parsed.order_id
      : undefined;
  } catch {
    throw new BadRequestException('error[metadata] must be JSON');
  }
}
