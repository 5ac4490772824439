import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { Periodic } from '../jobs/periodic';
import { OrderLifecycle } from '../lifecycle/order-lifecycle';
import { OrderEntity } from '../orders/order.entity';
import { CatalogStockClient } from './catalog-stock.client';

export interface ReapResult {
  released: string[];
  committed: string[];
  cancelled: string[];
}

/**
 * The stock reaper, in the worker: stock catalog still holds "reserved" after some
 * minutes belongs to an order that either never appeared (the saga died after step 1: release),
 * exists and is due (COD, or paid: commit), or is a Prepaid order nobody paid for within the
 * payment window (cancel it, then release). Every step is idempotent, so a crash mid-way is
 * simply finished at the next tick.
 */
@Injectable()
export class StockReaper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StockReaper.name);
  private readonly loop: Periodic;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: CatalogStockClient,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {
    this.loop = new Periodic(
      'stock reaper',
      config.env.STOCK_REAPER_INTERVAL_MS,
      async () => {
        await this.reap();
        return false;
      },
      this.logger,
    );
  }

  onApplicationBootstrap(): void {
    // The first run after one interval: a reservation is only stale after minutes anyway, and at
    // start-up the catalog service this asks may not be listening yet (a run then is only an
    // error in the log).
    this.loop.start(this.config.env.STOCK_REAPER_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  async reap(olderThanMinutes = this.config.env.STOCK_REAPER_AFTER_MINUTES): Promise<ReapResult> {
    const result: ReapResult = { released: [], committed: [], cancelled: [] };
    const windowMs = this.config.env.PREPAID_PAYMENT_WINDOW_MINUTES * 60_000;
    for (const orderId of await this.stock.stale(olderThanMinutes)) {
      const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ id: orderId });
      if (
        order &&
        order.status !== 'cancelled' &&
        (order.paymentMethod === 'COD' || order.paymentStatus === 'paid')
      ) {
        await this.stock.commit(orderId);
        result.committed.push(orderId);
        continue;
      }
      if (order && order.status !== 'cancelled') {
        if (Date.now() - order.createdAt.getTime() < windowMs) continue;
        if (!(await this.cancelUnpaid(orderId))) continue;
        result.cancelled.push(orderId);
      }
      await this.stock.release(orderId);
      result.released.push(orderId);
    }
    if (result.released.length + result.committed.length > 0)
      this.logger.log(result, 'reaped stock reservations');
    return result;
  }

  /** Cancels a Prepaid order still unpaid; false when it was paid meanwhile. */
  private async cancelUnpaid(orderId: string): Promise<boolean> {
    const { outcome } = await this.dataSource.transaction((manager) =>
      OrderLifecycle.transition(manager, orderId, 'status', 'cancelled', {
        actor: 'system:stock-reaper',
        reason: 'not paid within the payment window',
        when: `payment_status <> 'paid'`,
        onIllegal: 'skip',
      }),
    );
    return outcome === 'moved';
  }
}
