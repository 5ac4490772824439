import { createTestApp, migratedSchema, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { OrderEntity } from '../src/orders/order.entity';
import { ASHA, storeOrder } from './support/stored-order';

describe('orders service', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('migrations create every table and entities match them', async () => {
    expect(await migratedSchema(t.dataSource, 'orders')).toEqual({
      tables: [
        'carts',
        'invoice_numbers',
        'notifications',
        'order_items',
        'order_transitions',
        'orders',
        'orders_migrations',
        'outbox',
        'payments',
        'refunds',
        'return_requests',
        'tracking_events',
        'unverified_callbacks',
        'webhook_events',
      ],
      unmatched: [],
    });
  });

  it('stores money as numeric(10,2) and reads it back as a decimal string', async () => {
    const orders = t.dataSource.getRepository(OrderEntity);
    const order = await storeOrder(t.dataSource, ASHA, { idempotencyKey: 'key-1', total: '1299.5' });
    const stored = await orders.findOneByOrFail({ id: order.id });
    expect(stored).toMatchObject({
      total: '1299.50',
      status: 'pending',
      invoiceSent: 0,
      shippingStatus: 'pending',
    });
    await expect(orders.insert({ ...stored, id: undefined, idempotencyKey: 'key-1' })).rejects.toThrow(
      /orders_idempotency_key_key/,
    );
    await expect(
      orders.insert({ ...stored, id: undefined, idempotencyKey: 'key-2', paymentMethod: 'Cash' as 'COD' }),
    ).rejects.toThrow(/orders_payment_method_check/);
  });

  it('GET /health answers 200', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body.info).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
  });
});
