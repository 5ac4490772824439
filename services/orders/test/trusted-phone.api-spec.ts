import { randomUUID } from 'node:crypto';
import { placeOrderResponseSchema } from '@festive/contracts';
import { OnePhoneFormat1766400000000 } from '../src/migrations/1766400000000-one-phone-format';
import { OrderEntity } from '../src/orders/order.entity';
import { PHONE_NOT_VERIFIED_MESSAGE } from '../src/orders/place-order.service';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';
import { storeOrder } from './support/stored-order';

jest.setTimeout(120_000);

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('an order goes to a phone verified by a code within TRUSTED_PHONE_DAYS', () => {
  let sys: OrderSystem;

  beforeAll(async () => {
    sys = await startOrderSystem({ TRUSTED_PHONE_DAYS: '30' });
  });
  afterAll(async () => {
    await sys?.close();
  });

  const place = async (cookie: string, customerPhone: string) => {
    const diya = await sys.catalog.addProduct();
    return sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .set('Idempotency-Key', randomUUID())
      .send(orderPayload([diya], { customerPhone }));
  };

  it('places a second order with no new code while the verification is recent, storing E.164', async () => {
    const { cookie } = await sys.customer({ phone: '+919620183843', phoneVerifiedAt: daysAgo(29) });
    for (const typed of ['9620183843', '+91 96201 83843']) {
      const res = await place(cookie, typed);
      expect(res.status).toBe(201);
      const { id } = placeOrderResponseSchema.parse(res.body);
      const order = await sys.orders.dataSource.getRepository(OrderEntity).findOneByOrFail({ id });
      expect(order.customerPhone).toBe('+919620183843');
    }
  });

  it('needs a new code once the verification is older than the window', async () => {
    const { cookie } = await sys.customer({ phone: '+919620183843', phoneVerifiedAt: daysAgo(31) });
    const res = await place(cookie, '9620183843');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PHONE_NOT_VERIFIED_MESSAGE);
  });

  it('always needs a code for a phone the session did not verify', async () => {
    const { cookie } = await sys.customer({ phone: '+919620183843', phoneVerifiedAt: daysAgo(0) });
    const res = await place(cookie, '9620183844');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PHONE_NOT_VERIFIED_MESSAGE);
  });

  it('takes a session written before verification times were kept as it was', async () => {
    const { cookie } = await sys.customer({ phone: '9620183843' });
    expect((await place(cookie, '+919620183843')).status).toBe(201);
  });

  it('converts the phones stored before, in orders and return requests', async () => {
    const db = sys.orders.dataSource;
    const typed = await storeOrder(db, randomUUID(), { customerPhone: '09620183843' });
    const spaced = await storeOrder(db, randomUUID(), { customerPhone: '+91 96201 83843' });
    const odd = await storeOrder(db, randomUUID(), { customerPhone: 'ask at the shop' });
    await db.query(
      `INSERT INTO "orders"."return_requests" ("order_id", "user_id", "customer_name", "customer_email", "customer_phone", "reason")
       VALUES ($1, $2, 'Asha', 'a@b.in', '96201 83843', 'Damaged')`,
      [typed.id, typed.userId],
    );
    const runner = db.createQueryRunner();
    try {
      await new OnePhoneFormat1766400000000().up(runner);
    } finally {
      await runner.release();
    }
    const phones = await db.query(`SELECT id, customer_phone FROM "orders"."orders" WHERE id = ANY($1)`, [
      [typed.id, spaced.id, odd.id],
    ]);
    expect(
      Object.fromEntries(
        phones.map((row: { id: string; customer_phone: string }) => [row.id, row.customer_phone]),
      ),
    ).toEqual({
      [typed.id]: '+919620183843',
      [spaced.id]: '+919620183843',
      [odd.id]: 'ask at the shop',
    });
    const [request] = await db.query(
      `SELECT customer_phone FROM "orders"."return_requests" WHERE order_id = $1`,
      [typed.id],
    );
    expect(request.customer_phone).toBe('+919620183843');
  });
});
