import { BadRequestException, Body, Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  errorBodySchema,
  formatOrderNumber,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  type PlaceOrderResponse,
  placeOrderResponseSchema,
  placeOrderSchema,
  priceMismatchSchema,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  RateLimit,
  type SessionCustomer,
  ZodPipe,
} from '@festive/server-kit';
import type { Request, Response } from 'express';
import { type PlaceOrderInput, PlaceOrderService, type PriceMismatch } from './place-order.service';

/** The header, if sent: one value of 8-200 visible characters. */
function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (Array.isArray(raw) || value === undefined || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new BadRequestException(IDEMPOTENCY_KEY_MESSAGE);
  }
  return value;
}

@ApiTags('orders')
@Controller('api/shiprocket/orders')
export class PlaceOrderController {
  constructor(private readonly placing: PlaceOrderService) {}

  /**
   * POST /api/shiprocket/orders: a signed-in shopper places the checkout cart. 201
   * `{id, orderNumber, shiprocketOrderId}` at once (Shiprocket hears of it through a job); 409 with the
   * current prices when the cart's differ; the same `Idempotency-Key` answers the same order.
   */
  @Post()
  @RateLimit('placeOrder')
  @UseGuards(CustomerGuard)
  @ApiZodBody(placeOrderSchema)
  @ApiZodResponse(placeOrderResponseSchema, 201)
  @ApiZodResponse(
    priceMismatchSchema,
    409,
    'A price or the total differs from the catalogue; no order was made',
  )
  @ApiZodResponse(errorBodySchema, 400, 'A field is invalid, or the pincode cannot be served')
  @ApiZodResponse(errorBodySchema, 401, 'Please sign in')
  @ApiZodResponse(errorBodySchema, 429, 'Too many orders; Retry-After says how long to wait')
  async place(
    @CurrentCustomer() customer: SessionCustomer,
    @Req() req: Request,
    @Body(new ZodPipe(placeOrderSchema)) order: PlaceOrderInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PlaceOrderResponse | PriceMismatch> {
    const outcome = await this.placing.place({
      customer,
      sessionId: req.sessionID,
      idempotencyKey: idempotencyKeyOf(req),
      order,
    });
    if (outcome.kind === 'price-mismatch') {
      res.status(409);
      return outcome.body;
    }
    res.status(201);
    const { order: placed } = outcome;
    return {
      id: placed.id,
      orderNumber: formatOrderNumber(placed.orderNumber),
      shiprocketOrderId: placed.shiprocketOrderId,
    };
  }
}
