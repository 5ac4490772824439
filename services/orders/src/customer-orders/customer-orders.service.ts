import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CustomerOrder, OrderSummary } from '@festive/contracts';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { In, Repository } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { OrderItemEntity } from '../orders/order-item.entity';
import { OrderEntity } from '../orders/order.entity';
import { ORDER_NOT_FOUND } from '../payments/payments.service';
import { returnEligibility } from '../returns/return-window';
import { RefundEntity } from '../refunds/refund.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { loadShipmentTimelines } from '../shipping/tracking/shipment-timeline';
import { toCustomerOrder, toOrderSummary } from './customer-views';

/** How many orders My Orders lists; a shop's customer rarely has more, and the page stays light. */
const MY_ORDERS_LIMIT = 100;

/**
 * A customer's own orders. Every read filters by the signed-in customer's id, so another
 * customer's order is simply not found (404), never a 403 that would confirm it exists.
 */
@Injectable()
export class CustomerOrdersService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
    @InjectRepository(ReturnRequestEntity) private readonly returns: Repository<ReturnRequestEntity>,
    @InjectRepository(RefundEntity) private readonly refunds: Repository<RefundEntity>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /** GET /api/orders: newest first, with items, return state and the latest return request. */
  async list(userId: string, now = new Date()): Promise<CustomerOrder[]> {
    const rows = await this.recent(userId, MY_ORDERS_LIMIT);
    const { itemsOf, latestReturnOf, refundsOf } = await this.detailsOf(rows);
    const timelines = await loadShipmentTimelines(
      this.orders.manager,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const latest = latestReturnOf(row.id);
      const eligibility = returnEligibility(
        row,
        latest?.status ?? null,
        now,
        this.config.env.RETURN_WINDOW_DAYS,
      );
      return toCustomerOrder(
        row,
        itemsOf(row.id),
        latest,
        eligibility,
        refundsOf(row.id),
        timelines.get(row.id),
      );
    });
  }

  /** The assistant's view of a customer's latest orders (internal). */
  async summaries(userId: string, limit: number): Promise<OrderSummary[]> {
    const rows = await this.recent(userId, limit);
    const { itemsOf, latestReturnOf } = await this.detailsOf(rows);
    return rows.map((row) => toOrderSummary(row, itemsOf(row.id), latestReturnOf(row.id)));
  }

  /** One of the customer's orders, or 404 whether it is missing or someone else's. */
  async ownOrder(userId: string, orderId: string): Promise<OrderEntity> {
    const order = await this.orders.findOneBy({ id: orderId, userId });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  private recent(userId: string, limit: number): Promise<OrderEntity[]> {
    return this.orders.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  private async detailsOf(rows: OrderEntity[]) {
    const ids = rows.map((row) => row.id);
    const [items, returns, refunds] = ids.length
      ? await Promise.all([
          this.items.find({ where: { orderId: In(ids) }, order: { productName: 'ASC', id: 'ASC' } }),
          this.returns.find({ where: { orderId: In(ids) }, order: { createdAt: 'DESC', id: 'DESC' } }),
          this.refunds.find({ where: { orderId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
        ])
      : [[], [], []];
    const itemsByOrder = new Map<string, OrderItemEntity[]>();
    for (const item of items)
      itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
    const latestReturn = new Map<string, ReturnRequestEntity>();
    // Sorted newest first, so the first request seen for an order is its latest.
    for (const request of returns)
      if (!latestReturn.has(request.orderId)) latestReturn.set(request.orderId, request);
    return {
      itemsOf: (orderId: string) => itemsByOrder.get(orderId) ?? [],
      latestReturnOf: (orderId: string) => latestReturn.get(orderId) ?? null,
      refundsOf: (orderId: string) => refunds.filter((refund) => refund.orderId === orderId),
    };
  }
}
