import { Injectable, Logger } from '@nestjs/common';
import {
  catalogStatsSchema,
  type DashboardStats,
  ordersStatsSchema,
  type ServiceName,
} from '@festive/contracts';
import { InternalClient, type SafeParseable } from '@festive/server-kit';

/** A dashboard should not wait long on a struggling service: its card says so instead. */
const SOURCE_TIMEOUT_MS = 3000;

/**
 * GET /api/dashboard/stats composed from the services that own the figures:
 * catalog counts products, orders sums revenue, orders, returns and carts. Both are asked at
 * once; a source that fails leaves its figures null and is named in `unavailable`, so the
 * other cards still show.
 */
@Injectable()
export class DashboardStatsService {
  private readonly logger = new Logger(DashboardStatsService.name);

  constructor(private readonly internal: InternalClient) {}

  async stats(): Promise<DashboardStats> {
    const [catalog, orders] = await Promise.all([
      this.ask('catalog', catalogStatsSchema),
      this.ask('orders', ordersStatsSchema),
    ]);
    return {
      totalProducts: catalog?.totalProducts ?? null,
      totalRevenue: orders?.totalRevenue ?? null,
      totalOrders: orders?.totalOrders ?? null,
      revenueGrowth: orders?.revenueGrowth ?? null,
      pendingReturnRequests: orders?.pendingReturnRequests ?? null,
      cartItemsCount: orders?.cartItemsCount ?? null,
      unavailable: [...(catalog ? [] : ['catalog']), ...(orders ? [] : ['orders'])],
    };
  }

  private async ask<T>(service: ServiceName, schema: SafeParseable<T>): Promise<T | undefined> {
    try {
      return await this.internal.call(service, {
        path: '/internal/stats',
        schema,
        timeoutMs: SOURCE_TIMEOUT_MS,
      });
    } catch (error) {
      this.logger.warn(`dashboard figures of ${service} unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }
}
