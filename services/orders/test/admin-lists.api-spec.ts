import { randomUUID } from 'node:crypto';
import {
  adminOrdersResponseSchema,
  formatOrderNumber,
  ordersStatsSchema,
  returnRequestsResponseSchema,
} from '@festive/contracts';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { CartItemEntity } from '../src/carts/cart-item.entity';
import { OrderEntity } from '../src/orders/order.entity';
import { ReturnRequestEntity } from '../src/returns/return-request.entity';
import { ASHA, DAY_MS, storeOrder } from './support/stored-order';

const SHOPPER = ASHA;

describe('the back office reading orders (GET /api/orders/all, GET /api/returns, /internal/stats)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    admin = await t.sessionCookie({ isAdmin: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A stored order of the shopper's, `daysAgo` days old, read back as the database holds it. */
  async function order(
    total: string,
    daysAgo: number,
    extra: Partial<OrderEntity> = {},
  ): Promise<OrderEntity> {
    const saved = await storeOrder(t.dataSource, SHOPPER, { total, daysAgo, ...extra });
    return t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: saved.id });
  }

  const stats = async () =>
    ordersStatsSchema.parse(
      (
        await t
          .agent()
          .get('/internal/stats')
          .set('x-internal-token', t.config.env.INTERNAL_TOKEN)
          .expect(200)
      ).body,
    );

  it('answers zeros for an empty shop', async () => {
    expect(await stats()).toEqual({
      totalRevenue: '0.00',
      totalOrders: 0,
      revenueGrowth: 0,
      pendingReturnRequests: 0,
      cartItemsCount: 0,
    });
  });

  describe('with orders, returns and carts', () => {
    let recent: OrderEntity;
    let old: OrderEntity;

    beforeAll(async () => {
      recent = await order('1000.50', 5);
      const earlier = await order('499.50', 10);
      old = await order('2000.00', 40, {
        paymentMethod: 'Prepaid',
        paymentStatus: 'paid',
        paymentId: 'pay_1',
      });
      await order('700.00', 2, { paymentMethod: 'Prepaid', paymentStatus: 'pending' });
      await order('300.00', 3, { status: 'cancelled' });
      const returns = t.dataSource.getRepository(ReturnRequestEntity);
      const base = {
        orderId: recent.id,
        userId: SHOPPER,
        customerName: 'Asha Rao',
        customerEmail: 'asha@example.in',
        customerPhone: '9876543210',
        reason: 'Damaged or defective',
      };
      // One open request per order (a partial unique index), so each sits on its own order;
      // saved one by one so the request on `recent` is the newest.
      await returns.save(returns.create({ ...base, orderId: earlier.id }));
      await returns.save(returns.create({ ...base, orderId: old.id, status: 'approved' }));
      await returns.save(returns.create(base));
      const carts = t.dataSource.getRepository(CartItemEntity);
      await carts.save([
        carts.create({ userId: SHOPPER, productId: randomUUID(), quantity: 2 }),
        carts.create({ userId: randomUUID(), productId: randomUUID(), quantity: 3 }),
      ]);
    });

    it('sums placed orders exactly, leaves out unpaid and cancelled revenue, compares 30-day windows', async () => {
      // Revenue 1000.50 + 499.50 + 2000.00; the unpaid prepaid order is not placed; the
      // cancelled one was placed but earns nothing. Last 30 days 1500.00 vs 2000.00 before: -25%.
      expect(await stats()).toEqual({
        totalRevenue: '3500.00',
        totalOrders: 4,
        revenueGrowth: -25,
        pendingReturnRequests: 2,
        cartItemsCount: 5,
      });
    });

    it('counts any revenue after an empty previous period as +100%', async () => {
      await t.dataSource
        .getRepository(OrderEntity)
        .update({ id: old.id }, { createdAt: new Date(Date.now() - 90 * DAY_MS) });
      expect((await stats()).revenueGrowth).toBe(100);
    });

    it('GET /api/orders/all lists every order newest first in the contract shape', async () => {
      const res = await t.agent().get('/api/orders/all').set('Cookie', admin).expect(200);
      const orders = adminOrdersResponseSchema.parse(res.body);
      expect(orders).toHaveLength(5);
      expect(orders.map((o) => o.total)).toEqual(['700.00', '300.00', '1000.50', '499.50', '2000.00']);
      expect(orders[2]).toMatchObject({
        id: recent.id,
        orderNumber: formatOrderNumber(recent.orderNumber),
        customerName: 'Asha Rao',
        paymentMethod: 'COD',
        status: 'pending',
      });
    });

    it('GET /api/returns lists every return request newest first', async () => {
      const res = await t.agent().get('/api/returns').set('Cookie', admin).expect(200);
      const returns = returnRequestsResponseSchema.parse(res.body);
      expect(returns.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'pending']);
      expect(returns[0]).toMatchObject({
        orderId: recent.id,
        orderNumber: formatOrderNumber(recent.orderNumber),
        reason: 'Damaged or defective',
        refundAmount: null,
      });
    });
  });

  it('keeps the lists from visitors and shoppers (401) and the figures from the outside (401)', async () => {
    const shopper = await t.sessionCookie({
      customer: { userId: SHOPPER, name: 'Asha', phone: '9876543210', email: 'a@b.in' },
    });
    for (const path of ['/api/orders/all', '/api/returns']) {
      await t.agent().get(path).expect(401);
      await t.agent().get(path).set('Cookie', shopper).expect(401);
    }
    await t.agent().get('/internal/stats').set('Cookie', admin).expect(401);
  });
});
