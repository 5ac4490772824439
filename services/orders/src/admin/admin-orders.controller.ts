import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import {
  adminOrdersResponseSchema,
  CANCEL_REFUSALS,
  cancelledOrderSchema,
  cancelOrderSchema,
  type CancelledOrder,
  errorBodySchema,
  type Order,
  type OrderStatusChange,
  orderSchema,
  orderStatusChangeSchema,
  type OrderTransition,
  orderTransitionsResponseSchema,
  type ParsedCancelOrder,
  type ReturnRequest,
  returnRequestsResponseSchema,
} from '@festive/contracts';
import { AdminGuard, ApiZodBody, ApiZodResponse, ParseUuidPipe, ZodPipe } from '@festive/server-kit';
import { DataSource, Repository } from 'typeorm';
import { OrderCancellationService } from '../customer-orders/order-cancellation.service';
import { IllegalTransitionError, OrderLifecycle } from '../lifecycle/order-lifecycle';
import { canTransition } from '../lifecycle/transitions';
import { notifyStatusMove } from '../notifications/notify-status-move';
import { ORDER_NOT_FOUND } from '../payments/payments.service';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { toAdminOrder, toAdminReturn } from './admin-views';

/**
 * The back office's lists (the Orders and Returns tabs), newest first; an order's recorded status
 * moves, and moving its status by hand (as the transition table allows: else 409, nothing changed).
 */
@ApiTags('admin')
@Controller('api')
@UseGuards(AdminGuard)
export class AdminOrdersController {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(ReturnRequestEntity) private readonly returns: Repository<ReturnRequestEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cancellation: OrderCancellationService,
  ) {}

  /** POST /api/orders/{id}/status */
  @Post('orders/:id/status')
  @HttpCode(200)
  @ApiZodBody(orderStatusChangeSchema)
  @ApiZodResponse(orderSchema)
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, 'the order cannot move from its status to this one')
  async changeStatus(
    @Param('id', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) orderId: string,
    @Body(new ZodPipe(orderStatusChangeSchema)) body: OrderStatusChange,
  ): Promise<Order> {
    if (body.status === 'cancelled') return this.cancelByHand(orderId, body.reason ?? null);
    const order = await this.dataSource.transaction(async (manager) => {
      const moved = await OrderLifecycle.transition(manager, orderId, 'status', body.status, {
        actor: 'admin',
        reason: body.reason ?? null,
      });
      if (moved.outcome === 'missing') throw new NotFoundException(ORDER_NOT_FOUND);
      // Delivered by hand starts the return window now, as the courier's report would have.
      if (moved.outcome === 'moved' && body.status === 'delivered') {
        await manager.query(
          `UPDATE orders.orders SET delivered_at = coalesce(delivered_at, now()) WHERE id = $1`,
          [orderId],
        );
      }
      await notifyStatusMove(manager, orderId, body.status, moved);
      return manager.findOneByOrFail(OrderEntity, { id: orderId });
    });
    return toAdminOrder(order);
  }

  /**
   * Cancelled by hand is a cancel with all it does (withdrawn from Shiprocket, money refunded,
   * stock back), not just a new status; a move the table refuses answers as any other move.
   */
  private async cancelByHand(orderId: string, reason: string | null): Promise<Order> {
    const current = await this.orders.findOneBy({ id: orderId });
    if (!current) throw new NotFoundException(ORDER_NOT_FOUND);
    if (current.status !== 'cancelled' && !canTransition('status', current.status, 'cancelled')) {
      throw new IllegalTransitionError(orderId, 'status', current.status, 'cancelled');
    }
    await this.cancellation.cancel(orderId, { actor: 'admin', reason });
    return toAdminOrder(await this.orders.findOneByOrFail({ id: orderId }));
  }

  /**
   * POST /api/admin/orders/{id}/cancel: the customer's cancel, done from the back office (any
   * customer's order; the same checks, effects and answers).
   */
  @Post('admin/orders/:id/cancel')
  @HttpCode(200)
  @ApiZodBody(cancelOrderSchema)
  @ApiZodResponse(cancelledOrderSchema)
  @ApiZodResponse(errorBodySchema, 400, 'reason is too long')
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, Object.values(CANCEL_REFUSALS).join(' / '))
  cancel(
    @Param('id', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) orderId: string,
    @Body(new ZodPipe({ safeParse: (value: unknown) => cancelOrderSchema.safeParse(value ?? {}) }))
    body: ParsedCancelOrder,
  ): Promise<CancelledOrder> {
    return this.cancellation.cancel(orderId, { actor: 'admin', reason: body.reason });
  }

  /** GET /api/orders/{id}/transitions */
  @Get('orders/:id/transitions')
  @ApiZodResponse(orderTransitionsResponseSchema)
  @ApiZodResponse(errorBodySchema, 404, ORDER_NOT_FOUND)
  async transitions(
    @Param('id', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) orderId: string,
  ): Promise<OrderTransition[]> {
    if (!(await this.orders.existsBy({ id: orderId }))) throw new NotFoundException(ORDER_NOT_FOUND);
    const rows = await OrderLifecycle.history(this.dataSource.manager, orderId);
    return rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      field: row.field,
      fromValue: row.fromValue,
      toValue: row.toValue,
      actor: row.actor,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** GET /api/orders/all */
  @Get('orders/all')
  @ApiZodResponse(adminOrdersResponseSchema)
  async allOrders(): Promise<Order[]> {
    const rows = await this.orders.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(toAdminOrder);
  }

  /** GET /api/returns */
  @Get('returns')
  @ApiZodResponse(returnRequestsResponseSchema)
  async allReturns(): Promise<ReturnRequest[]> {
    const rows = await this.returns.find({
      relations: { order: true },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map((row) => toAdminReturn(row, row.order!.orderNumber));
  }
}
