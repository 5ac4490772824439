import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  type CommitReservationsRequest,
  commitReservationsSchema,
  type Reservation,
  type ReservationChange,
  type ReservationsCommitted,
  type ReserveStockRequest,
  type StaleReservationsQuery,
  type StockShortage,
  reserveStockSchema,
  staleReservationsQuerySchema,
} from '@festive/contracts';
import { InternalTokenGuard, ParseUuidPipe, ZodPipe } from '@festive/server-kit';
import type { Response } from 'express';
import { ReservationsService, StockShortageError } from './reservations.service';

const ORDER_NOT_FOUND = 'Order not found';

/**
 * The stock step of the order saga, for the orders service only (service token; the gateway
 * never routes /internal). Contracts: packages/contracts/src/reservations.ts.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/reservations')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  /** 201 with the price snapshot; 409 `{message, productId, available}` when a line is short. */
  @Post()
  async reserve(
    @Body(new ZodPipe(reserveStockSchema)) request: ReserveStockRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Reservation | StockShortage> {
    try {
      return await this.reservations.reserve(request);
    } catch (error) {
      if (!(error instanceof StockShortageError)) throw error;
      res.status(409);
      return error.shortage;
    }
  }

  /** Several orders' `commit` at once: what a busy orders process sends. */
  @Post('commit')
  @HttpCode(200)
  commitMany(
    @Body(new ZodPipe(commitReservationsSchema)) request: CommitReservationsRequest,
  ): Promise<ReservationsCommitted> {
    return this.reservations.commitMany(request.orderIds);
  }

  @Post(':orderId/release')
  @HttpCode(200)
  release(
    @Param('orderId', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) orderId: string,
  ): Promise<ReservationChange> {
    return this.reservations.release(orderId);
  }

  @Post(':orderId/commit')
  @HttpCode(200)
  commit(
    @Param('orderId', new ParseUuidPipe({ message: ORDER_NOT_FOUND })) orderId: string,
  ): Promise<ReservationChange> {
    return this.reservations.commit(orderId);
  }

  @Get('stale')
  async stale(
    @Query(new ZodPipe(staleReservationsQuerySchema)) query: StaleReservationsQuery,
  ): Promise<{ orderIds: string[] }> {
    return { orderIds: await this.reservations.stale(query.olderThanMinutes, query.limit ?? 100) };
  }
}
