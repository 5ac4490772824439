import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import {
  type CommitReservationsRequest,
  MAX_COMMITS_PER_CALL,
  type Reservation,
  type ReserveStockRequest,
  reservationChangeSchema,
  reservationSchema,
  reservationsCommittedSchema,
  staleReservationsSchema,
  stockShortageSchema,
} from '@festive/contracts';
import { BatchedWhileSending, InternalCallError, InternalClient, SERVICE_CONFIG } from '@festive/server-kit';
import type { OrdersConfig } from '../config/orders-config';

/** Why stock could not be held: short (with catalog's message), gone, or catalog unreachable. */
export class ReservationFailure extends Error {
  constructor(
    readonly reason: 'short' | 'gone' | 'unavailable' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Catalog's stock reservations (step 1 of the order saga) over its /internal API. Release and
 * commit are idempotent there, so they are safe to repeat; a lost one is caught by the reaper.
 */
@Injectable()
export class CatalogStockClient implements BeforeApplicationShutdown {
  private readonly logger = new Logger(CatalogStockClient.name);

  private readonly commits = new BatchedWhileSending<string>(
    (orderIds) => this.commitMany(orderIds),
    MAX_COMMITS_PER_CALL,
  );

  constructor(
    private readonly internal: InternalClient,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  private get timeoutMs(): number {
    return this.config.env.RESERVATION_TIMEOUT_MS;
  }

  async reserve(request: ReserveStockRequest): Promise<Reservation> {
    try {
      return await this.internal.call('catalog', {
        method: 'POST',
        path: '/internal/reservations',
        body: request,
        schema: reservationSchema,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      throw this.reservationFailure(error);
    }
  }

  async release(orderId: string): Promise<number> {
    const answer = await this.internal.call('catalog', {
      method: 'POST',
      path: `/internal/reservations/${orderId}/release`,
      schema: reservationChangeSchema,
      timeoutMs: this.timeoutMs,
    });
    return answer.changed;
  }

  async commit(orderId: string): Promise<number> {
    const answer = await this.internal.call('catalog', {
      method: 'POST',
      path: `/internal/reservations/${orderId}/commit`,
      schema: reservationChangeSchema,
      timeoutMs: this.timeoutMs,
    });
    return answer.changed;
  }

  async stale(olderThanMinutes: number, limit = 200): Promise<string[]> {
    const answer = await this.internal.call('catalog', {
      path: `/internal/reservations/stale?olderThanMinutes=${olderThanMinutes}&limit=${limit}`,
      schema: staleReservationsSchema,
      timeoutMs: this.timeoutMs,
    });
    return answer.orderIds;
  }

  /** Compensation after a failed step: never throws; what it cannot release, the reaper will. */
  async releaseQuietly(orderId: string): Promise<void> {
    await this.release(orderId).catch((error: Error) => {
      this.logger.warn({ orderId, err: error.message }, 'stock not released; the reaper will release it');
    });
  }

  /**
   * The order exists: tell catalog, so the reaper leaves the stock sold. Never throws. At a peak
   * the placings of this process share one call (`BatchedWhileSending`); alone, one waits for
   * its own call as before.
   */
  commitQuietly(orderId: string): Promise<void> {
    return this.commits.add(orderId);
  }

  /** Lets the confirmations under way reach catalog before the process stops. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.commits.settled();
  }

  private async commitMany(orderIds: string[]): Promise<void> {
    try {
      await this.internal.call('catalog', {
        method: 'POST',
        path: '/internal/reservations/commit',
        body: { orderIds } satisfies CommitReservationsRequest,
        schema: reservationsCommittedSchema,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      this.logger.warn(
        { orderIds, err: (error as Error).message },
        'reservations not confirmed; the reaper will confirm them',
      );
    }
  }

  private reservationFailure(error: unknown): ReservationFailure {
    if (!(error instanceof InternalCallError)) {
      return new ReservationFailure('unavailable', (error as Error).message);
    }
    if (error.status === 409) {
      const shortage = stockShortageSchema.safeParse(error.body);
      return shortage.success
        ? new ReservationFailure('short', shortage.data.message)
        : new ReservationFailure('conflict', 'This order is already being placed with other items');
    }
    if (error.status === 404) {
      return new ReservationFailure(
        'gone',
        'A gift in your cart is no longer available. Please review your cart.',
      );
    }
    return new ReservationFailure('unavailable', error.message);
  }
}
