import {
  Body,
  ConflictException,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CANCEL_REFUSALS,
  cancelledOrderSchema,
  cancelOrderSchema,
  type CancelledOrder,
  customerOrdersResponseSchema,
  errorBodySchema,
  INVOICE_REFUSALS,
  formatOrderNumber,
  invoiceRefusal,
  type CustomerOrder,
  type ParsedCancelOrder,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  ParseUuidPipe,
  type SessionCustomer,
  ZodPipe,
} from '@festive/server-kit';
import type { Response } from 'express';
import { InvoiceService } from '../invoices/invoice.service';
import { ORDER_NOT_FOUND } from '../payments/payments.service';
import { CustomerOrdersService } from './customer-orders.service';
import { OrderCancellationService } from './order-cancellation.service';

/** The body is optional: a cancel without one has no reason. */
const CANCEL_BODY = new ZodPipe({
  safeParse: (value: unknown) => cancelOrderSchema.safeParse(value ?? {}),
});

/** The signed-in customer's orders and their GST invoices (account page, My Orders). */
@ApiTags('orders')
@Controller('api/orders')
@UseGuards(CustomerGuard)
export class CustomerOrdersController {
  constructor(
    private readonly orders: CustomerOrdersService,
    private readonly invoices: InvoiceService,
    private readonly cancellation: OrderCancellationService,
  ) {}

  /** GET /api/orders: the customer's own orders, newest first. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiZodResponse(customerOrdersResponseSchema)
  @ApiZodResponse(errorBodySchema, 401, 'Please sign in')
  list(@CurrentCustomer() customer: SessionCustomer): Promise<CustomerOrder[]> {
    return this.orders.list(customer.userId);
  }

  /**
   * POST /api/orders/{id}/cancel: the customer cancels an order that has not shipped yet. A
   * repeat answers the same; another customer's order is not found.
   */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiZodBody(cancelOrderSchema)
  @ApiZodResponse(cancelledOrderSchema)
  @ApiZodResponse(errorBodySchema, 400, 'reason is too long')
  @ApiZodResponse(errorBodySchema, 401, 'Please sign in')
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, Object.values(CANCEL_REFUSALS).join(' / '))
  cancel(
    @CurrentCustomer() customer: SessionCustomer,
    @Param('id', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) id: string,
    @Body(CANCEL_BODY) body: ParsedCancelOrder,
  ): Promise<CancelledOrder> {
    return this.cancellation.cancel(id, { userId: customer.userId, actor: 'customer', reason: body.reason });
  }

  /**
   * GET /api/orders/{id}/invoice: the same GST tax invoice the e-mail carries, as an HTML file
   * named with the order number. Issuing the number here too means a download before the
   * e-mail job has run shows the number the e-mail will carry.
   */
  @Get(':id/invoice')
  @ApiProduces('text/html')
  @ApiZodResponse(errorBodySchema, 401, 'Please sign in')
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, Object.values(INVOICE_REFUSALS).join(' / '))
  async invoice(
    @CurrentCustomer() customer: SessionCustomer,
    @Param('id', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const order = await this.orders.ownOrder(customer.userId, id);
    const refusal = invoiceRefusal(order);
    if (refusal) throw new ConflictException(refusal);
    const { html } = await this.invoices.invoiceOf(order);
    // invoice-FG-100040.html: the number the shopper sees on the order and in the e-mail.
    const fileName = `invoice-${formatOrderNumber(order.orderNumber)}.html`;
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    return html;
  }
}
