import { randomUUID } from 'node:crypto';
import { reservationSchema, stockShortageSchema } from '@festive/contracts';
import { createTestApp, INTERNAL_TOKEN_HEADER, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { ProductEntity } from '../src/products/product.entity';

describe('stock reservations (internal, order saga step 1)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    token = t.config.env.INTERNAL_TOKEN;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function product(stock: number, extra: Partial<ProductEntity> = {}): Promise<ProductEntity> {
    const products = t.dataSource.getRepository(ProductEntity);
    return products.save(
      products.create({
        name: `Brass Diya ${randomUUID().slice(0, 6)}`,
        price: '499.50',
        image: '/objects/products/diya.svg',
        category: 'Home & Decor',
        occasion: 'Festivals',
        stock,
        ...extra,
      }),
    );
  }
  const stockOf = async (id: string) =>
    (await t.dataSource.getRepository(ProductEntity).findOneByOrFail({ id })).stock;
  const reserve = (orderId: string, lines: { productId: string; quantity: number }[]) =>
    t.agent().post('/internal/reservations').set(INTERNAL_TOKEN_HEADER, token).send({ orderId, lines });
  const call = (orderId: string, action: 'release' | 'commit') =>
    t.agent().post(`/internal/reservations/${orderId}/${action}`).set(INTERNAL_TOKEN_HEADER, token);

  /** Resolves once this many of the app's statements wait for a lock. */
  async function waitForLockWaiters(count: number): Promise<void> {
    for (let tries = 0; tries < 200; tries++) {
      const [{ waiting }] = await t.dataSource.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (waiting >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`fewer than ${count} statements ever waited for a lock`);
  }

  it('refuses callers without the service token', async () => {
    await t.agent().post('/internal/reservations').send({}).expect(401);
    await t.agent().get('/internal/reservations/stale?olderThanMinutes=1').expect(401);
  });

  it('holds stock and answers the price snapshot, once per order however often it is asked', async () => {
    const diya = await product(5, { sku: 'FH001', hsnCode: '7419', gstRate: '12.00' });
    const orderId = randomUUID();
    const first = await reserve(orderId, [{ productId: diya.id, quantity: 2 }]).expect(201);
    expect(reservationSchema.parse(first.body)).toEqual({
      orderId,
      status: 'reserved',
      lines: [
        {
          productId: diya.id,
          quantity: 2,
          name: diya.name,
          sku: 'FH001',
          image: '/objects/products/diya.svg',
          price: '499.50',
          hsnCode: '7419',
          gstRate: '12.00',
        },
      ],
    });
    const again = await reserve(orderId, [{ productId: diya.id, quantity: 2 }]).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await stockOf(diya.id)).toBe(3);
    const other = await reserve(orderId, [{ productId: diya.id, quantity: 3 }]).expect(409);
    expect(other.body.message).toBe('Stock is already held for this order with other lines');
    expect(await stockOf(diya.id)).toBe(3);
  });

  it('holds all lines or none: a short line leaves every product untouched', async () => {
    const plenty = await product(10);
    const scarce = await product(1, { name: 'Silver Rakhi' });
    const res = await reserve(randomUUID(), [
      { productId: plenty.id, quantity: 4 },
      { productId: scarce.id, quantity: 2 },
    ]).expect(409);
    expect(stockShortageSchema.parse(res.body)).toEqual({
      message: 'Only 1 of Silver Rakhi left in stock (you asked for 2)',
      productId: scarce.id,
      available: 1,
    });
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    const none = await product(0, { name: 'Holi Colours' });
    const out = await reserve(randomUUID(), [{ productId: none.id, quantity: 1 }]).expect(409);
    expect(out.body.message).toBe('Holi Colours is out of stock');
  });

  it('answers 404 for a product that does not exist and 400 for a malformed request', async () => {
    const missing = randomUUID();
    const res = await reserve(randomUUID(), [{ productId: missing, quantity: 1 }]).expect(404);
    expect(res.body.message).toBe(`Product ${missing} is no longer available`);
    const bad = await reserve('nope', [{ productId: missing, quantity: 0 }]).expect(400);
    expect(bad.body.message).toMatch(/^orderId: /);
    const p = await product(3);
    const twice = await reserve(randomUUID(), [
      { productId: p.id, quantity: 1 },
      { productId: p.id, quantity: 1 },
    ]).expect(400);
    expect(twice.body.message).toBe('lines: each product may appear only once');
  });

  it('gives stock back on release, exactly once, also after a commit (a cancelled order)', async () => {
    const p = await product(4);
    const orderId = randomUUID();
    await reserve(orderId, [{ productId: p.id, quantity: 3 }]).expect(201);
    expect((await call(orderId, 'release').expect(200)).body).toEqual({ orderId, changed: 1 });
    expect((await call(orderId, 'release').expect(200)).body).toEqual({ orderId, changed: 0 });
    expect(await stockOf(p.id)).toBe(4);

    const sold = randomUUID();
    await reserve(sold, [{ productId: p.id, quantity: 1 }]).expect(201);
    expect((await call(sold, 'commit').expect(200)).body).toEqual({ orderId: sold, changed: 1 });
    expect((await call(sold, 'commit').expect(200)).body).toEqual({ orderId: sold, changed: 0 });
    expect(await stockOf(p.id)).toBe(3);
    await call(sold, 'release').expect(200);
    expect(await stockOf(p.id)).toBe(4);
  });

  it('confirms several orders in one call, each once, leaving released ones released', async () => {
    const p = await product(5);
    const [one, two, released] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [one, two, released]) await reserve(id, [{ productId: p.id, quantity: 1 }]).expect(201);
    await call(released, 'release').expect(200);
    const commitAll = (orderIds: unknown) =>
      t.agent().post('/internal/reservations/commit').set(INTERNAL_TOKEN_HEADER, token).send({ orderIds });
    expect((await commitAll([one, two, released]).expect(200)).body).toEqual({ changed: 2 });
    expect((await commitAll([one, two]).expect(200)).body).toEqual({ changed: 0 });
    const statuses = await t.dataSource.query(
      `SELECT order_id, status FROM catalog.stock_reservations WHERE order_id = ANY($1::uuid[])`,
      [[one, two, released]],
    );
    expect(
      Object.fromEntries(statuses.map((r: { order_id: string; status: string }) => [r.order_id, r.status])),
    ).toEqual({
      [one]: 'committed',
      [two]: 'committed',
      [released]: 'released',
    });
    expect(await stockOf(p.id)).toBe(3);
    expect((await commitAll([]).expect(400)).body.message).toMatch(/^orderIds/);
    expect((await commitAll(['not-a-uuid']).expect(400)).body.message).toMatch(/^orderIds/);
    await t
      .agent()
      .post('/internal/reservations/commit')
      .send({ orderIds: [one] })
      .expect(401);
  });

  it('re-holds stock when a released order is retried with the same id', async () => {
    const p = await product(2);
    const orderId = randomUUID();
    await reserve(orderId, [{ productId: p.id, quantity: 2 }]).expect(201);
    await call(orderId, 'release').expect(200);
    await reserve(orderId, [{ productId: p.id, quantity: 2 }]).expect(201);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('holds stock once when retries of the same order arrive while the first one waits', async () => {
    const p = await product(10);
    const orderId = randomUUID();
    // Another transaction holds the product's row, so every call is under way at once when it ends.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.startTransaction();
    let calls: Promise<{ status: number; body: unknown }>[];
    try {
      await blocker.query(`SELECT 1 FROM catalog.products WHERE id = $1 FOR UPDATE`, [p.id]);
      // `then` sends each request now (supertest sends when a request is first awaited).
      calls = Array.from({ length: 6 }, () =>
        reserve(orderId, [{ productId: p.id, quantity: 3 }]).then((r) => r),
      );
      await waitForLockWaiters(6);
    } finally {
      await blocker.commitTransaction();
      await blocker.release();
    }
    const results = await Promise.all(calls);
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 6 }, () => 201));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await stockOf(p.id)).toBe(7);
  });

  it('gives stock back product by product in id order, as reserves take it', async () => {
    const [low, high] = (await Promise.all([product(5), product(5)])).sort((a, b) => (a.id < b.id ? -1 : 1));
    const orderId = randomUUID();
    // Written higher id first, so the lines come back in that order from a scan of the table.
    for (const p of [high, low]) {
      await t.dataSource.query(
        `INSERT INTO catalog.stock_reservations (order_id, product_id, quantity, status)
         VALUES ($1, $2, 1, 'reserved')`,
        [orderId, p.id],
      );
    }
    const blocker = t.dataSource.createQueryRunner();
    await blocker.startTransaction();
    let released: Promise<{ status: number }>;
    try {
      await blocker.query(`SELECT 1 FROM catalog.products WHERE id = $1 FOR UPDATE`, [low.id]);
      released = call(orderId, 'release').then((r) => r);
      await waitForLockWaiters(1);
      // The release waits for the lower id before it touches the higher one: it holds nothing
      // another order's reserve (which locks in id order too) could be waiting for.
      await t.dataSource.query(`SELECT 1 FROM catalog.products WHERE id = $1 FOR UPDATE NOWAIT`, [high.id]);
    } finally {
      await blocker.commitTransaction();
      await blocker.release();
    }
    expect((await released).status).toBe(200);
    expect([await stockOf(low.id), await stockOf(high.id)]).toEqual([6, 6]);
  });

  it('never sells more than there is: 40 orders at once for a stock of 10', async () => {
    const p = await product(10);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => reserve(randomUUID(), [{ productId: p.id, quantity: 1 }])),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(30);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('lists orders whose stock has waited unconfirmed for too long', async () => {
    const p = await product(5);
    const forgotten = randomUUID();
    const confirmed = randomUUID();
    const fresh = randomUUID();
    for (const id of [forgotten, confirmed, fresh]) {
      await reserve(id, [{ productId: p.id, quantity: 1 }]).expect(201);
    }
    await call(confirmed, 'commit').expect(200);
    await t.dataSource.query(
      `UPDATE catalog.stock_reservations SET created_at = now() - interval '20 minutes'
       WHERE order_id = ANY($1::uuid[])`,
      [[forgotten, confirmed]],
    );
    const res = await t
      .agent()
      .get('/internal/reservations/stale?olderThanMinutes=15')
      .set(INTERNAL_TOKEN_HEADER, token)
      .expect(200);
    expect(res.body.orderIds).toEqual([forgotten]);
  });
});
