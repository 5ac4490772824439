import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OrderSummary } from '@festive/contracts';
import { InternalTokenGuard, ParseUuidPipe } from '@festive/server-kit';
import { CustomerOrdersService } from './customer-orders.service';

const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;

/** A limit from the query string: a whole number within 1..20, else the default. */
function parseLimit(raw: unknown): number {
  const limit = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : DEFAULT_LIMIT;
  return Math.min(Math.max(limit, 1), MAX_LIMIT);
}

/**
 * GET /internal/customers/{userId}/orders: a customer's latest orders for the support
 * assistant (contracts orderSummarySchema). Service-to-service only; the caller passes the user
 * id of its own signed-in session, never one a customer typed.
 */
@ApiExcludeController()
@Controller('internal/customers')
@UseGuards(InternalTokenGuard)
export class InternalOrdersController {
  constructor(private readonly orders: CustomerOrdersService) {}

  @Get(':userId/orders')
  summaries(
    @Param('userId', new ParseUuidPipe({ status: 400, message: 'userId must be a uuid' })) userId: string,
    @Query('limit') limit: unknown,
  ): Promise<OrderSummary[]> {
    return this.orders.summaries(userId, parseLimit(limit));
  }
}
