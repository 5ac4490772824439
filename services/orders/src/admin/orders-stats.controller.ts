import { Controller, Get, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiExcludeController } from '@nestjs/swagger';
import { LIMITS, type OrdersStats, RETURN_STATUS_PENDING } from '@festive/contracts';
import { InternalTokenGuard } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import { CartItemEntity } from '../carts/cart-item.entity';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';

/**
 * An order counts once it is placed: cash on delivery at once, prepaid once it is paid (an
 * abandoned or failed Razorpay checkout is not an order). Revenue leaves out cancelled ones.
 */
const PLACED = `(o.payment_method = 'COD' OR o.payment_status = 'paid')`;
const EARNING = `${PLACED} AND o.status <> 'cancelled'`;

interface OrderFigures {
  total_revenue: string;
  total_orders: number;
  revenue_growth: string;
}

/**
 * GET /internal/stats: the orders service's figures of the admin dashboard. Sums stay
 * numeric in PostgreSQL and leave as decimal strings. Growth compares the revenue of the last
 * 30 days with the 30 days before; with nothing before, any revenue now counts as +100% and
 * none as 0%.
 */
@ApiExcludeController()
@Controller('internal/stats')
@UseGuards(InternalTokenGuard)
export class OrdersStatsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  async stats(): Promise<OrdersStats> {
    const orders = this.dataSource.getMetadata(OrderEntity).tablePath;
    const returns = this.dataSource.getMetadata(ReturnRequestEntity).tablePath;
    const carts = this.dataSource.getMetadata(CartItemEntity).tablePath;
    const days = LIMITS.recentDays;
    const [[figures], [pending], [cart]] = await Promise.all([
      this.dataSource.query<OrderFigures[]>(
        `WITH windows AS (
           SELECT
             coalesce(sum(o.total) FILTER (WHERE ${EARNING}), 0) AS revenue,
             count(*) FILTER (WHERE ${PLACED})::int AS placed,
             coalesce(sum(o.total) FILTER (WHERE ${EARNING} AND o.created_at >= now() - make_interval(days => $1)), 0) AS recent,
             coalesce(sum(o.total) FILTER (WHERE ${EARNING} AND o.created_at >= now() - make_interval(days => 2 * $1)
                                                          AND o.created_at <  now() - make_interval(days => $1)), 0) AS previous
           FROM ${orders} o
         )
         SELECT revenue::numeric(12,2)::text AS total_revenue,
                placed AS total_orders,
                CASE WHEN previous = 0 THEN CASE WHEN recent > 0 THEN 100 ELSE 0 END
                     ELSE round((recent - previous) * 100 / previous, 1) END::text AS revenue_growth
         FROM windows`,
        [days],
      ),
      this.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM ${returns} WHERE status = $1`,
        [RETURN_STATUS_PENDING],
      ),
      this.dataSource.query<{ quantity: number }[]>(
        `SELECT coalesce(sum(quantity), 0)::int AS quantity FROM ${carts}`,
      ),
    ]);
    return {
      totalRevenue: figures!.total_revenue,
      totalOrders: figures!.total_orders,
      // A percentage for display, not money: a float is fine here.
      revenueGrowth: Number(figures!.revenue_growth),
      pendingReturnRequests: pending!.count,
      cartItemsCount: cart!.quantity,
    };
  }
}
