import { ConflictException, Controller, Get, Header, Param, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  customerOrdersResponseSchema,
  errorBodySchema,
  INVOICE_REFUSALS,
  formatOrderNumber,
  invoiceRefusal,
  type CustomerOrder,
} from '@festive/contracts';
import {
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  ParseUuidPipe,
  type SessionCustomer,
} from '@festive/server-kit';
import type { Response } from 'express';
import { InvoiceService } from '../invoices/invoice.service';
import { ORDER_NOT_FOUND } from '../payments/payments.service';
import { CustomerOrdersService } from './customer-orders.service';

/** The signed-in customer's orders and their GST invoices (account page, My Orders). */
@ApiTags('orders')
@Controller('api/orders')
@UseGuards(CustomerGuard)
export class CustomerOrdersController {
  constructor(
    private readonly orders: CustomerOrdersService,
    private readonly invoices: InvoiceService,
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
    const { html } = await this.invoices.invoiceOf(order.id);
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
