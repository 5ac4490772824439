import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_VERSION_HEADER,
  type CatalogueVersionMessage,
  catalogueVersionChannel,
  parseCatalogueVersionMessage,
  productSchema,
  productsPageSchema,
  type ProductInput,
} from '@festive/contracts';
import {
  INTERNAL_TOKEN_HEADER,
  type TestApp,
  closeRedis,
  createRedis,
  eventually,
} from '@festive/server-kit';
import { ProductEntity } from '../src/products/product.entity';
import { readCatalogueVersion } from '../src/public-reads/catalogue-version';
import { RememberedAnswers } from '../src/public-reads/remembered-answers';
import { ReservedStockCounter } from '../src/public-reads/reserved-stock-counter';
import { ALWAYS_REVALIDATE, CATALOGUE_PAGE, SHOP_SETTINGS } from '../src/public-reads/read-cache-policy';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';

const lamp: ProductInput = {
  name: 'Brass Hanging Lamp',
  description: 'Hand-beaten brass',
  price: '899.00',
  image: 'https://images.example.in/lamp.jpg',
  category: 'Home & Decor',
  subcategory: 'Lamps',
  tags: ['Diwali'],
  occasion: 'Festivals',
  stock: 5,
};

const banner = {
  image: 'https://images.example.in/diwali-banner.jpg',
  title: 'Diwali Sale',
  imageWidth: 1920,
  imageHeight: 600,
  order: 1,
};

const STRONG_ETAG = /^"[A-Za-z0-9_-]{27}"$/;

/**
 * The public catalogue reads carry a strong ETag and their Cache-Control, answer 304 to a
 * matching If-None-Match, and are remembered per catalogue version: any committed write (the
 * back office, plain SQL) is seen by the next read, stock a reservation moved within a second.
 */
describe('public catalogue reads: ETag, 304, Cache-Control and the remembered answers', () => {
  let catalog: AdminCatalog;
  let t: TestApp;
  let admin: string;
  const PAGE = '/api/products?tab=festival&limit=24';

  beforeAll(async () => {
    catalog = await startAdminCatalog();
    ({ t, admin } = catalog);
  });
  afterAll(() => catalog?.close());

  const create = async (input: Partial<ProductInput> = {}) =>
    productSchema.parse(
      (
        await t
          .agent()
          .post('/api/admin/products')
          .set('Cookie', admin)
          .send({ ...lamp, name: `${lamp.name} ${randomUUID().slice(0, 8)}`, ...input })
          .expect(201)
      ).body,
    );
  const version = async () =>
    Number((await t.dataSource.query(`SELECT version FROM catalog.catalogue_version`))[0].version);
  const pageItems = async () => productsPageSchema.parse((await t.agent().get(PAGE).expect(200)).body).items;

  it.each([
    ['a grid page', '/api/products?tab=festival&limit=24', CATALOGUE_PAGE],
    ['a search page', '/api/products?tab=festival&search=lamp&limit=24', CATALOGUE_PAGE],
    ['the whole list', '/api/products', ALWAYS_REVALIDATE],
    ['the categories', '/api/categories?type=festival', SHOP_SETTINGS],
    ['the currency', '/api/currency', SHOP_SETTINGS],
    ['the carousel images', '/api/carousel-images', ALWAYS_REVALIDATE],
  ])('%s: strong ETag, its Cache-Control, 304 when unchanged', async (_name, path, cacheControl) => {
    await create();
    const first = await t
      .agent()
      .get(path)
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(first.headers.etag).toMatch(STRONG_ETAG);
    expect(first.headers['cache-control']).toBe(cacheControl);
    const again = await t.agent().get(path).expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text).toBe(first.text);

    const unchanged = await t.agent().get(path).set('If-None-Match', first.headers.etag!).expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(unchanged.headers['cache-control']).toBe(cacheControl);
    // nginx's gzip passes the ETag on as a weak one; the browser sends that back.
    await t.agent().get(path).set('If-None-Match', `W/${first.headers.etag}`).expect(304);
    await t.agent().get(path).set('If-None-Match', '"something-else"').expect(200);
  });

  it('says under which version an answer was worked out, and announces each committed change on Redis', async () => {
    const subscriber = createRedis(t.config, { prefixed: false, name: 'festive-test-version-subscriber' });
    const heard: CatalogueVersionMessage[] = [];
    subscriber.on('message', (_channel: string, text: string) => {
      const message = parseCatalogueVersionMessage(text);
      if (message) heard.push(message);
    });
    const until = async (what: string, found: () => boolean) => {
      const deadline = Date.now() + 5000;
      while (!found()) {
        if (Date.now() > deadline)
          throw new Error(`never heard ${what}: ${heard.map((m) => `${m.version}:${m.tag}`).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await subscriber.subscribe(catalogueVersionChannel(t.config.env.REDIS_PREFIX));
      const first = await t.agent().get(PAGE).expect(200);
      const tag = first.headers[CATALOGUE_VERSION_HEADER];
      expect(tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // The once-a-second reading says the version the answer was worked out under.
      await until('the current version', () => heard.some((message) => message.tag === tag));
      const before = BigInt(await version());
      await create();
      await until('the change', () => heard.some((message) => message.version === before + 1n));
      const announced = heard.find((message) => message.version === before + 1n)!;
      expect((await t.agent().get(PAGE).expect(200)).headers[CATALOGUE_VERSION_HEADER]).toBe(announced.tag);
    } finally {
      await closeRedis(subscriber);
    }
  });

  it('a product: revalidated on every use, 304 until it changes', async () => {
    const made = await create();
    const path = `/api/products/${made.id}`;
    const first = await t.agent().get(path).expect(200);
    expect(first.headers['cache-control']).toBe(ALWAYS_REVALIDATE);
    expect(first.headers.etag).toMatch(STRONG_ETAG);
    // Tagged with the version like every remembered answer, so the dev gateway may keep it.
    expect(first.headers[CATALOGUE_VERSION_HEADER]).toEqual(expect.any(String));
    await t.agent().get(path).set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('answers that fail are not public and not remembered', async () => {
    const unknown = await t.agent().get(`/api/products/${randomUUID()}`).expect(404);
    expect(unknown.headers['cache-control'] ?? '').not.toMatch(/public/);
    const invalid = await t.agent().get('/api/products?limit=abc').expect(400);
    expect(invalid.headers['cache-control'] ?? '').not.toMatch(/public/);
    await t.agent().get('/api/products?limit=abc').expect(400);
  });

  it('a back-office change to a product is in the next read of its page, its list and the grid', async () => {
    const made = await create();
    const path = `/api/products/${made.id}`;
    const before = await t.agent().get(path).expect(200);
    const beforePage = await t.agent().get(PAGE).expect(200);
    expect((await pageItems()).find((p) => p.id === made.id)?.price).toBe('899.00');

    await t
      .agent()
      .put(`/api/admin/products/${made.id}`)
      .set('Cookie', admin)
      .send({ ...lamp, name: made.name, price: '949.00' })
      .expect(200);

    const after = await t.agent().get(path).set('If-None-Match', before.headers.etag!).expect(200);
    expect(productSchema.parse(after.body).price).toBe('949.00');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.agent().get(PAGE).set('If-None-Match', beforePage.headers.etag!).expect(200);
    expect((await pageItems()).find((p) => p.id === made.id)?.price).toBe('949.00');

    await t.agent().delete(`/api/admin/products/${made.id}`).set('Cookie', admin).expect(204);
    await t.agent().get(path).expect(404);
    expect((await pageItems()).some((p) => p.id === made.id)).toBe(false);
  });

  it('a carousel change is in the next read of the carousel', async () => {
    const list = async () =>
      (await t.agent().get('/api/carousel-images').expect(200)).body as { title: string }[];
    const before = await list();
    const added = await t
      .agent()
      .post('/api/admin/carousel-images')
      .set('Cookie', admin)
      .send(banner)
      .expect(201);
    expect((await list()).map((image) => image.title)).toEqual([
      ...before.map((i) => i.title),
      'Diwali Sale',
    ]);
    await t.agent().delete(`/api/admin/carousel-images/${added.body.id}`).set('Cookie', admin).expect(204);
    expect(await list()).toEqual(before);
  });

  it("a product's stock is today's in every read; the grid shows stock a reservation moved within a look", async () => {
    const made = await create({ stock: 5 });
    const path = `/api/products/${made.id}`;
    const stockShown = async () => productSchema.parse((await t.agent().get(path).expect(200)).body).stock;
    const stockOnGrid = async () => (await pageItems()).find((p) => p.id === made.id)?.stock;
    expect(await stockShown()).toBe(5);
    expect(await stockOnGrid()).toBe(5);
    // Both answers are remembered now; a product's (its page and the visitor's cart show today's
    // stock) only until a reservation moves any stock.
    const remembered = t.app.get(RememberedAnswers);
    const reservedStock = async () => (await readCatalogueVersion(t.dataSource)).reservedStock;
    expect(remembered.get(String(await version()), PAGE)).toBeDefined();
    expect(remembered.get(String(await version()), `${path}#${await reservedStock()}`)).toBeDefined();

    // Stock changed by hand is a catalogue change at its commit: the next read of each shows it.
    await t.dataSource.getRepository(ProductEntity).update({ id: made.id }, { stock: 4 });
    expect(await stockShown()).toBe(4);
    expect(await stockOnGrid()).toBe(4);

    // A reservation is not counted at its commit: its order is placed without touching the
    // catalogue's version. The product shows it at once; the grid after the counter's next look.
    const counter = t.app.get(ReservedStockCounter);
    counter.stop();
    try {
      await counter.look();
      const before = await version();
      const orderId = randomUUID();
      await t
        .agent()
        .post('/internal/reservations')
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .send({ orderId, lines: [{ productId: made.id, quantity: 2 }] })
        .expect(201);
      expect(await version()).toBe(before);
      expect(await stockShown()).toBe(2);
      expect(await stockOnGrid()).toBe(4);
      expect(await counter.look()).toBe(true);
      expect(await version()).toBe(before + 1);
      expect(await stockOnGrid()).toBe(2);
      // The look after a change counts once more (the change may have been seen before it was
      // visible), then nothing until stock moves again.
      expect(await counter.look()).toBe(true);
      expect(await counter.look()).toBe(false);
      expect(await version()).toBe(before + 2);
      expect(await stockOnGrid()).toBe(2);
      expect(remembered.get(String(before + 2), PAGE)).toBeDefined();

      // With the counter on its timer, a release shows on the grid within about a second.
      counter.start();
      await t
        .agent()
        .post(`/internal/reservations/${orderId}/release`)
        .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
        .expect(200);
      expect(await stockShown()).toBe(4);
      await eventually(async () => expect(await stockOnGrid()).toBe(4), 5000);
    } finally {
      counter.start();
    }
  });

  it('counts one change per transaction, whatever it wrote', async () => {
    const [a, b] = [await create(), await create()];
    const before = await version();
    await t.dataSource.transaction(async (manager) => {
      await manager.update(ProductEntity, { id: a.id }, { stock: 9 });
      await manager.update(ProductEntity, { id: b.id }, { stock: 9 });
      await manager.query(`UPDATE catalog.categories SET emoji = emoji`);
    });
    expect(await version()).toBe(before + 1);
    await t.dataSource.query(`UPDATE catalog.products SET stock = 8 WHERE id = $1`, [a.id]);
    expect(await version()).toBe(before + 2);
  });

  it('two transactions taking shared products in different orders do not deadlock on the counter', async () => {
    const [a, b] = [await create(), await create()];
    const first = t.dataSource.createQueryRunner();
    const second = t.dataSource.createQueryRunner();
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.startTransaction();
      await second.startTransaction();
      await first.query(`UPDATE catalog.products SET stock = stock - 1 WHERE id = $1`, [a.id]);
      await second.query(`UPDATE catalog.products SET stock = stock - 1 WHERE id = $1`, [b.id]);
      // The first now waits for the second's row; the second must still be able to commit.
      const waiting = first.query(`UPDATE catalog.products SET stock = stock - 1 WHERE id = $1`, [b.id]);
      await second.commitTransaction();
      await waiting;
      await first.commitTransaction();
    } finally {
      await Promise.all([first.release(), second.release()]);
    }
    const stock = async (id: string) =>
      productSchema.parse((await t.agent().get(`/api/products/${id}`)).body).stock;
    expect(await stock(a.id)).toBe(4);
    expect(await stock(b.id)).toBe(3);
  });
});
