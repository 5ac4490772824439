import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createReturnSchema,
  errorBodySchema,
  type ParsedCreateReturn,
  REFUND_TO_REQUIRED,
  RETURN_REFUSALS,
  type ReturnRequest,
  returnRequestSchema,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  ParseUuidPipe,
  RateLimit,
  type SessionCustomer,
  ZodPipe,
} from '@festive/server-kit';
import { ORDER_NOT_FOUND } from '../payments/payments.service';
import { ReturnsService } from './returns.service';

/** POST /api/orders/{id}/returns: a customer asks to return one of their orders. */
@ApiTags('returns')
@Controller('api/orders')
@UseGuards(CustomerGuard)
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Post(':id/returns')
  @HttpCode(201)
  @RateLimit('returnRequest')
  @ApiZodBody(createReturnSchema)
  @ApiZodResponse(returnRequestSchema, 201)
  @ApiZodResponse(errorBodySchema, 400, `reason is not one of the listed reasons / ${REFUND_TO_REQUIRED}`)
  @ApiZodResponse(errorBodySchema, 401, 'Please sign in')
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, Object.values(RETURN_REFUSALS).join(' / '))
  @ApiZodResponse(errorBodySchema, 429, 'Too many return requests; Retry-After says how long to wait')
  create(
    @CurrentCustomer() customer: SessionCustomer,
    @Param('id', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) orderId: string,
    @Body(new ZodPipe(createReturnSchema)) body: ParsedCreateReturn,
  ): Promise<ReturnRequest> {
    return this.returns.create(customer.userId, orderId, body);
  }
}
