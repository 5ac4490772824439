import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { OrderItemEntity } from '../../src/orders/order-item.entity';
import { OrderEntity } from '../../src/orders/order.entity';

export const DAY_MS = 24 * 3600 * 1000;

/** Two customers' ids and the session each signs in with (`TestApp.sessionCookie`). */
export const ASHA = '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b';
export const RAVI = '7a1d9b3f-4c2e-4f70-8b8c-3d5e7f9a1b2c';
export const customerSession = (userId: string, name: string) => ({
  customer: { userId, name, phone: '9876543210', email: `${name.toLowerCase()}@example.in` },
});

export type StoredOrderFields = Partial<OrderEntity> & { daysAgo?: number };

/**
 * An order stored as the pipeline leaves it (one line: two Brass Diyas at ₹500, COD, Pune), placed
 * `daysAgo` days ago. Placing one for real is the pipeline tests' subject.
 */
export async function storeOrder(dataSource: DataSource, userId: string, fields: StoredOrderFields = {}) {
  const { daysAgo = 0, ...extra } = fields;
  const orders = dataSource.getRepository(OrderEntity);
  const saved = await orders.save(
    orders.create({
      userId,
      idempotencyKey: randomUUID(),
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.in',
      customerPhone: '9876543210',
      customerAddress: '12 MG Road',
      customerCity: 'Pune',
      customerState: 'Maharashtra',
      customerPincode: '411001',
      total: '1000.00',
      paymentMethod: 'COD',
      paymentStatus: 'cod',
      ...extra,
    }),
  );
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  await orders.update({ id: saved.id }, { createdAt });
  const items = dataSource.getRepository(OrderItemEntity);
  await items.save(
    items.create({
      orderId: saved.id,
      productId: randomUUID(),
      productName: 'Brass Diya',
      productSku: 'FD001',
      productImage: '/objects/seed/brass-diya.svg',
      quantity: 2,
      price: '500.00',
      subtotal: '1000.00',
      hsnCode: '9405',
      gstRate: '18',
    }),
  );
  return { ...saved, createdAt };
}
