import { Controller, Get, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import {
  adminOrdersResponseSchema,
  type Order,
  type ReturnRequest,
  returnRequestsResponseSchema,
} from '@festive/contracts';
import { AdminGuard, ApiZodResponse } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { toAdminOrder, toAdminReturn } from './admin-views';

/** The back office's read-only lists (the Orders and Returns tabs), newest first. */
@ApiTags('admin')
@Controller('api')
@UseGuards(AdminGuard)
export class AdminOrdersController {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(ReturnRequestEntity) private readonly returns: Repository<ReturnRequestEntity>,
  ) {}

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
