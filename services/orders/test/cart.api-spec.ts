import type { AddressInfo } from 'node:net';
import { serverCartSchema } from '@festive/contracts';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
// The real catalog service beside orders, reached over HTTP by the real internal client: the
// cart's prices and stock come from it. Only this test reaches into the other slice.
// eslint-disable-next-line festive/slice-boundaries
import { AppModule as CatalogAppModule } from '../../catalog/src/app.module';

const customer = (userId: string) => ({
  customer: { userId, name: 'Asha Rao', phone: '+919876543210', email: 'asha@example.in' },
});
const ASHA = '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b';
const RAVI = '7a1d9b3f-4c2e-4f70-8b8c-3d5e7f9a1b2c';
const UNKNOWN = '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55';

describe('GET and PUT /api/cart (persisted cart)', () => {
  let catalog: TestApp;
  let t: TestApp;
  let asha: string;
  let ravi: string;
  const ids: Record<string, string> = {};

  const setProduct = (id: string, fields: { price?: string; stock?: number }) =>
    catalog.dataSource.query(
      `UPDATE catalog.products SET price = COALESCE($2, price), stock = COALESCE($3, stock) WHERE id = $1`,
      [id, fields.price ?? null, fields.stock ?? null],
    );
  const put = (cookie: string, items: { productId: string; quantity: number }[]) =>
    t.http.put('/api/cart').set('Cookie', cookie).send({ items });
  const storedRows = async (userId: string) =>
    t.dataSource.query(
      `SELECT product_id AS "productId", quantity FROM orders.carts WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );

  beforeAll(async () => {
    catalog = await createTestApp(CatalogAppModule);
    await catalog.app.listen(0, '127.0.0.1');
    const { port } = catalog.app.getHttpServer().address() as AddressInfo;
    for (const [name, price, stock] of [
      ['Brass Diya', '299.00', 10],
      ['Silk Rakhi', '149.50', 2],
      ['Plum Cake', '499.00', 0],
    ] as const) {
      const [row] = await catalog.dataSource.query(
        `INSERT INTO catalog.products (name, price, image, category, occasion, stock)
         VALUES ($1, $2, $3, 'Gift Hampers', 'Festivals', $4) RETURNING id`,
        [name, price, `/objects/seed/${name}.svg`, stock],
      );
      ids[name] = row.id;
    }
    t = await createTestApp(AppModule, { env: { CATALOG_URL: `http://127.0.0.1:${port}` } });
    asha = await t.sessionCookie(customer(ASHA));
    ravi = await t.sessionCookie(customer(RAVI));
  });
  afterAll(async () => {
    await t?.close();
    await catalog?.close();
  });

  it('refuses anonymous visitors with 401', async () => {
    const res = await t.agent().get('/api/cart').expect(401);
    expect(res.body).toEqual({ message: 'Please sign in' });
    await t.agent().put('/api/cart').send({ items: [] }).expect(401);
  });

  it('starts empty', async () => {
    const res = await t.http.get('/api/cart').set('Cookie', asha).expect(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('stores lines in order, with catalogue names, prices and images, capped at stock', async () => {
    const res = await put(asha, [
      { productId: ids['Silk Rakhi']!, quantity: 5 },
      { productId: ids['Brass Diya']!, quantity: 2 },
      { productId: ids['Plum Cake']!, quantity: 1 },
      { productId: UNKNOWN, quantity: 1 },
    ]).expect(200);
    const cart = serverCartSchema.parse(res.body);
    expect(cart.items).toEqual([
      {
        id: ids['Silk Rakhi'],
        name: 'Silk Rakhi',
        price: '149.50',
        image: '/objects/seed/Silk Rakhi.svg',
        quantity: 2,
        stock: 2,
      },
      {
        id: ids['Brass Diya'],
        name: 'Brass Diya',
        price: '299.00',
        image: '/objects/seed/Brass Diya.svg',
        quantity: 2,
        stock: 10,
      },
    ]);
    expect(await storedRows(ASHA)).toEqual([
      { productId: ids['Silk Rakhi'], quantity: 2 },
      { productId: ids['Brass Diya'], quantity: 2 },
    ]);
    const again = await t.http.get('/api/cart').set('Cookie', asha).expect(200);
    expect(again.body).toEqual(res.body);
  });

  it("keeps each shopper's cart to themselves", async () => {
    const res = await t.http.get('/api/cart').set('Cookie', ravi).expect(200);
    expect(res.body).toEqual({ items: [] });
    await put(ravi, [{ productId: ids['Brass Diya']!, quantity: 1 }]).expect(200);
    expect(await storedRows(ASHA)).toHaveLength(2);
  });

  it('re-reads prices and stock on every read, and stores what it shows', async () => {
    await setProduct(ids['Brass Diya']!, { price: '279.00', stock: 1 });
    await setProduct(ids['Silk Rakhi']!, { stock: 0 });
    const res = await t.http.get('/api/cart').set('Cookie', asha).expect(200);
    expect(serverCartSchema.parse(res.body).items).toEqual([
      expect.objectContaining({ id: ids['Brass Diya'], price: '279.00', quantity: 1, stock: 1 }),
    ]);
    expect(await storedRows(ASHA)).toEqual([{ productId: ids['Brass Diya'], quantity: 1 }]);
    await setProduct(ids['Brass Diya']!, { price: '299.00', stock: 10 });
    await setProduct(ids['Silk Rakhi']!, { stock: 2 });
  });

  it('replaces the whole cart; an empty list empties it', async () => {
    await put(asha, [{ productId: ids['Silk Rakhi']!, quantity: 1 }]).expect(200);
    expect(await storedRows(ASHA)).toEqual([{ productId: ids['Silk Rakhi'], quantity: 1 }]);
    const res = await put(asha, []).expect(200);
    expect(res.body).toEqual({ items: [] });
    expect(await storedRows(ASHA)).toEqual([]);
  });

  it('saving the same cart twice changes nothing (idempotent)', async () => {
    const lines = [
      { productId: ids['Brass Diya']!, quantity: 3 },
      { productId: ids['Silk Rakhi']!, quantity: 1 },
    ];
    const first = await put(asha, lines).expect(200);
    const second = await put(asha, lines).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await storedRows(ASHA)).toEqual(lines);
  });

  it.each([
    ['no items', {}, /^items: /],
    ['a bad product id', { items: [{ productId: 'x', quantity: 1 }] }, /^items\.0\.productId: /],
    ['a zero quantity', { items: [{ productId: UNKNOWN, quantity: 0 }] }, /^items\.0\.quantity: /],
    ['a quantity above 100', { items: [{ productId: UNKNOWN, quantity: 101 }] }, /^items\.0\.quantity: /],
    ['a fractional quantity', { items: [{ productId: UNKNOWN, quantity: 1.5 }] }, /^items\.0\.quantity: /],
    [
      'a product listed twice',
      {
        items: [
          { productId: UNKNOWN, quantity: 1 },
          { productId: UNKNOWN, quantity: 2 },
        ],
      },
      /^items: product .* is listed more than once$/,
    ],
  ])('answers 400 naming the field for %s', async (_label, body, message) => {
    const res = await t.http.put('/api/cart').set('Cookie', asha).send(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers 503 and keeps the stored cart when the catalogue is down', async () => {
    const down = await createTestApp(AppModule, { env: { CATALOG_URL: 'http://127.0.0.1:9' } });
    try {
      const cookie = await down.sessionCookie(customer(ASHA));
      await down.dataSource.query(
        `INSERT INTO orders.carts (user_id, product_id, quantity) VALUES ($1, $2, 1)`,
        [ASHA, ids['Brass Diya']],
      );
      const res = await down.http.get('/api/cart').set('Cookie', cookie).expect(503);
      expect(res.body).toEqual({ message: 'The catalogue is unavailable, please try again' });
      await down.http
        .put('/api/cart')
        .set('Cookie', cookie)
        .send({ items: [{ productId: ids['Brass Diya'], quantity: 4 }] })
        .expect(503);
      expect(await down.dataSource.query(`SELECT quantity FROM orders.carts`)).toEqual([{ quantity: 1 }]);
    } finally {
      await down.close();
    }
  });
});
