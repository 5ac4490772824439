import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  errorBodySchema,
  INVOICE_REFUSALS,
  ORDER_DESK_REFUSALS,
  type OrderDeskDetail,
  orderDeskDetailSchema,
  type OrderDeskPage,
  orderDeskPageSchema,
  orderDeskQuerySchema,
  type OrderDeskQueued,
  orderDeskQueuedSchema,
  type ParsedOrderDeskQuery,
  type ParsedReturnDeskQuery,
  type ReturnDeskPage,
  returnDeskPageSchema,
  returnDeskQuerySchema,
} from '@festive/contracts';
import { AdminGuard, ApiZodQuery, ApiZodResponse, ParseUuidPipe, ZodPipe } from '@festive/server-kit';
import { ORDER_NOT_FOUND } from '../../payments/payments.service';
import { DeskListsService } from './desk-lists.service';
import { OrderDeskActionsService } from './order-desk-actions.service';
import { OrderDrawerService } from './order-drawer.service';

const orderId = () => new ParseUuidPipe({ message: ORDER_NOT_FOUND });

/**
 * The back office's order desk: the Orders and Returns tabs searched, filtered and paged here;
 * one order in full for its drawer; and the drawer's repairs (resend the invoice, hand a failed
 * order to Shiprocket again). Cancelling is POST /api/admin/orders/{id}/cancel.
 */
@ApiTags('admin')
@Controller('api/admin')
@UseGuards(AdminGuard)
export class OrderDeskController {
  constructor(
    private readonly lists: DeskListsService,
    private readonly drawer: OrderDrawerService,
    private readonly actions: OrderDeskActionsService,
  ) {}

  /** GET /api/admin/orders?q=&status=&payment=&from=&to=&page=&pageSize= */
  @Get('orders')
  @ApiZodQuery(orderDeskQuerySchema)
  @ApiZodResponse(orderDeskPageSchema)
  @ApiZodResponse(errorBodySchema, 400, 'a query parameter is not valid (named in the message)')
  orders(@Query(new ZodPipe(orderDeskQuerySchema)) query: ParsedOrderDeskQuery): Promise<OrderDeskPage> {
    return this.lists.orders(query);
  }

  /** GET /api/admin/orders/{id}: the order drawer. */
  @Get('orders/:id')
  @ApiZodResponse(orderDeskDetailSchema)
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  order(@Param('id', orderId()) id: string): Promise<OrderDeskDetail> {
    return this.drawer.detail(id);
  }

  /** POST /api/admin/orders/{id}/resend-invoice */
  @Post('orders/:id/resend-invoice')
  @HttpCode(202)
  @ApiZodResponse(orderDeskQueuedSchema, 202)
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, Object.values(INVOICE_REFUSALS).join(' / '))
  resendInvoice(@Param('id', orderId()) id: string): Promise<OrderDeskQueued> {
    return this.actions.resendInvoice(id);
  }

  /** POST /api/admin/orders/{id}/retry-shipment */
  @Post('orders/:id/retry-shipment')
  @HttpCode(202)
  @ApiZodResponse(orderDeskQueuedSchema, 202)
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, Object.values(ORDER_DESK_REFUSALS).join(' / '))
  retryShipment(@Param('id', orderId()) id: string): Promise<OrderDeskQueued> {
    return this.actions.retryShipment(id);
  }

  /** GET /api/admin/returns?q=&status=&from=&to=&page=&pageSize= */
  @Get('returns')
  @ApiZodQuery(returnDeskQuerySchema)
  @ApiZodResponse(returnDeskPageSchema)
  @ApiZodResponse(errorBodySchema, 400, 'a query parameter is not valid (named in the message)')
  returns(@Query(new ZodPipe(returnDeskQuerySchema)) query: ParsedReturnDeskQuery): Promise<ReturnDeskPage> {
    return this.lists.returns(query);
  }
}
