import {
  ALL_SELECTION,
  FESTIVALS,
  filterCatalogue,
  LEGACY_OCCASION_NAMES,
  productLookupResponseSchema,
  productsPageSchema,
  productsResponseSchema,
  type CatalogTab,
  type Product,
} from '@festive/contracts';
import { createTestApp, INTERNAL_TOKEN_HEADER, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { CategoryEntity } from '../src/categories/category.entity';
import { ProductEntity } from '../src/products/product.entity';
import { FESTIVAL_CATEGORIES, OCCASION_CATEGORIES } from '../src/seed/data';
import { buildSeedProducts } from '../src/seed/seed-products';

/**
 * GET /api/products with the storefront's parameters, over the demo seed plus products made
 * to trip the rules (legacy occasions, look-alike names, LIKE wildcards in names). Every
 * answer is compared with the contracts predicate `filterCatalogue` over the full list: the
 * SQL and the spec's rules must agree.
 */
const EDGE_PRODUCTS = [
  { name: '100% Pure Kesar_Pack', occasion: 'Festivals', tags: ['Diwali'] },
  { name: 'Lowercase Tag Lamp', occasion: 'Festivals', tags: ['diwali'] },
  { name: 'Eid Lantern', occasion: 'Eid', tags: ['Eid'] },
  { name: 'Untagged Mug', occasion: 'Festivals', tags: null },
  { name: 'Empty Tags Card', occasion: 'Occasions', tags: [] },
  { name: 'Legacy Wedding Shagun', occasion: 'Wedding', tags: null },
  { name: 'Graduation Pen (legacy)', occasion: 'Graduation', tags: ['Graduation'] },
  { name: 'Back\\slash Frame', occasion: 'Christmas', tags: null },
];

describe('GET /api/products: catalogue filters, search and pages', () => {
  let t: TestApp;
  let everything: Product[];
  const occasionNames = OCCASION_CATEGORIES.map((category) => category.name);

  const get = (query: Record<string, string | number>) =>
    t.http.get('/api/products').query(query).expect('Content-Type', /json/);

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    await t.dataSource.getRepository(CategoryEntity).insert([...FESTIVAL_CATEGORIES, ...OCCASION_CATEGORIES]);
    const products = t.dataSource.getRepository(ProductEntity);
    // One statement: every seeded row shares created_at, so the pages must order by name and id.
    await products.insert(buildSeedProducts().map(({ slug: _slug, art: _art, ...row }) => row));
    for (const edge of EDGE_PRODUCTS) {
      await products.insert({ ...edge, price: '10.00', image: '/objects/x.png', category: 'Misc' });
    }
    everything = productsResponseSchema.parse((await get({}).expect(200)).body);
  });
  afterAll(() => t?.close());

  const tabs: (CatalogTab | undefined)[] = [undefined, 'festival', 'special_occasion'];
  const selections = [undefined, ALL_SELECTION, ...FESTIVALS, ...occasionNames, 'Eid', 'Graduation', 'Nope'];
  const searches = [undefined, 'diya', 'GIFT', 'hamper', '  rakhi ', '%', '_', 'a', '\\', 'zzz'];

  const expected = (tab?: CatalogTab, selection?: string, search?: string, names = occasionNames) =>
    filterCatalogue(
      everything,
      { tab: tab ?? 'festival', selection: selection ?? ALL_SELECTION, search: search ?? '' },
      names,
    );
  /**
   * Without a tab there is no tab rule: only the selection and the search apply (the occasion
   * tab's "all" with no names loaded is exactly "no tab rule").
   */
  const expectedAnyTab = (selection?: string, search?: string) =>
    selection && selection !== ALL_SELECTION
      ? expected('festival', selection, search)
      : expected('special_occasion', ALL_SELECTION, search, []);

  it('without parameters answers the whole catalogue, newest first', () => {
    expect(everything).toHaveLength(buildSeedProducts().length + EDGE_PRODUCTS.length);
    expect(everything[0]?.name).toBe(EDGE_PRODUCTS.at(-1)?.name);
  });

  it('agrees with the spec rules for every tab, selection and search', async () => {
    // 660 calls: a few seconds on a busy machine.
    let checked = 0;
    for (const tab of tabs) {
      for (const selection of selections) {
        for (const search of searches) {
          const query: Record<string, string> = {};
          if (tab) query.tab = tab;
          if (selection) query.selection = selection;
          if (search) query.search = search;
          const res = await get(query).expect(200);
          const want = tab ? expected(tab, selection, search) : expectedAnyTab(selection, search);
          const label = JSON.stringify(query);
          expect([label, productsResponseSchema.parse(res.body).map((p) => p.id)]).toEqual([
            label,
            want.map((p) => p.id),
          ]);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(tabs.length * selections.length * searches.length);
  }, 120_000);

  it('the spec cases by name', async () => {
    const names = async (query: Record<string, string>) =>
      productsResponseSchema.parse((await get(query).expect(200)).body).map((p) => p.name);
    expect(await names({ tab: 'festival', search: '100%' })).toEqual(['100% Pure Kesar_Pack']);
    expect(await names({ tab: 'festival', search: 'kesar_' })).toEqual(['100% Pure Kesar_Pack']);
    expect(await names({ search: 'back\\' })).toEqual(['Back\\slash Frame']);
    expect(await names({ tab: 'festival' })).not.toContain('Eid Lantern');
    expect(await names({ tab: 'festival' })).not.toContain('Lowercase Tag Lamp');
    expect(await names({ tab: 'festival', selection: 'Christmas' })).toContain('Back\\slash Frame');
    expect(await names({ tab: 'special_occasion' })).toContain('Legacy Wedding Shagun');
    // Graduation is a legacy name, not a loaded occasion: only its own selection finds it.
    expect(LEGACY_OCCASION_NAMES).toContain('Graduation');
    expect(await names({ tab: 'special_occasion' })).not.toContain('Graduation Pen (legacy)');
    expect(await names({ tab: 'special_occasion', selection: 'Graduation' })).toEqual([
      'Graduation Pen (legacy)',
    ]);
  });

  it('pages through any filter with a cursor: same rows, same order, no repeats', async () => {
    const cases: Record<string, string>[] = [
      {},
      { tab: 'festival' },
      { tab: 'special_occasion', search: 'a' },
      { tab: 'festival', selection: 'Diwali' },
    ];
    for (const filter of cases) {
      const all = productsResponseSchema.parse((await get(filter).expect(200)).body).map((p) => p.id);
      const walked: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await get({ ...filter, limit: 7, ...(cursor ? { cursor } : {}) }).expect(200);
        const page = productsPageSchema.parse(res.body);
        expect(page.items.length).toBeLessThanOrEqual(7);
        walked.push(...page.items.map((p) => p.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 100);
      expect(walked).toEqual(all);
      expect(pages).toBe(Math.max(1, Math.ceil(all.length / 7)));
    }
  });

  it('pages of a search agree with the list, whichever way the page is read', async () => {
    // Pages of 2: a common word fills a page from the newest products; rare ones need the index.
    for (const search of ['hamper', 'gift', 'diya', 'kesar_', 'silk rakhi', 'zzz']) {
      const filters: Record<string, string>[] = [
        {},
        { tab: 'festival' },
        { tab: 'special_occasion', selection: 'Birthday' },
      ];
      for (const filter of filters) {
        const query = { ...filter, search };
        const all = productsResponseSchema.parse((await get(query).expect(200)).body).map((p) => p.id);
        const walked: string[] = [];
        let cursor: string | null = null;
        do {
          const page = productsPageSchema.parse(
            (await get({ ...query, limit: 2, ...(cursor ? { cursor } : {}) }).expect(200)).body,
          );
          walked.push(...page.items.map((p) => p.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect([JSON.stringify(query), walked]).toEqual([JSON.stringify(query), all]);
      }
    }
  });

  it('a search matching more products than the trigram reading takes falls back to catalogue order', async () => {
    // SEARCH_SET_CAP (5000) + 1 matches, all older than everything else, and none among the
    // newest RECENT_WINDOW (1000) products.
    await t.dataSource.query(
      `INSERT INTO catalog.products (name, price, image, category, occasion, created_at)
       SELECT 'Filler #' || i, 10, '/objects/x.png', 'Misc', 'Festivals', now() + i * interval '1 second'
       FROM generate_series(1, 1000) AS i`,
    );
    await t.dataSource.query(
      `INSERT INTO catalog.products (name, price, image, category, occasion, tags, created_at)
       SELECT 'Bulk Candle #' || i, 10, '/objects/x.png', 'Misc', 'Festivals', ARRAY['Diwali'],
              timestamptz '2020-01-01' + i * interval '1 second'
       FROM generate_series(1, 5001) AS i`,
    );
    try {
      const all = productsResponseSchema.parse(
        (await get({ tab: 'festival', search: 'bulk candle' }).expect(200)).body,
      );
      expect(all).toHaveLength(5001);
      const first = productsPageSchema.parse(
        (await get({ tab: 'festival', search: 'bulk candle', limit: 5 }).expect(200)).body,
      );
      const second = productsPageSchema.parse(
        (
          await get({
            tab: 'festival',
            search: 'bulk candle',
            limit: 5,
            cursor: first.nextCursor ?? '',
          }).expect(200)
        ).body,
      );
      expect([...first.items, ...second.items].map((p) => p.name)).toEqual(
        all.slice(0, 10).map((p) => p.name),
      );
      expect(first.items[0]?.name).toBe('Bulk Candle #5001');
      // With a selection the trigram reading comes first (no window): past the cap, the same walk.
      const chosen = productsPageSchema.parse(
        (await get({ tab: 'festival', selection: 'Diwali', search: 'bulk candle', limit: 5 }).expect(200))
          .body,
      );
      expect(chosen.items.map((p) => p.name)).toEqual(all.slice(0, 5).map((p) => p.name));
    } finally {
      await t.dataSource.query(
        `DELETE FROM catalog.products WHERE name LIKE 'Bulk Candle #%' OR name LIKE 'Filler #%'`,
      );
    }
  });

  it('a limit alone answers the first page with the default order', async () => {
    const res = await get({ limit: 3 }).expect(200);
    const page = productsPageSchema.parse(res.body);
    expect(page.items.map((p) => p.id)).toEqual(everything.slice(0, 3).map((p) => p.id));
    expect(page.nextCursor).toEqual(expect.any(String));
    const last = productsPageSchema.parse((await get({ search: 'zzz', limit: 5 }).expect(200)).body);
    expect(last).toEqual({ items: [], nextCursor: null });
  });

  it('a page after a product that was deleted meanwhile still continues after its place', async () => {
    const first = productsPageSchema.parse((await get({ limit: 4 }).expect(200)).body);
    const lastId = first.items.at(-1)?.id;
    await t.dataSource.getRepository(ProductEntity).delete({ id: lastId });
    const second = productsPageSchema.parse(
      (await get({ limit: 4, cursor: first.nextCursor ?? '' }).expect(200)).body,
    );
    const remaining = productsResponseSchema.parse((await get({}).expect(200)).body);
    expect(second.items.map((p) => p.id)).toEqual(remaining.slice(3, 7).map((p) => p.id));
    everything = remaining;
  });

  it.each([
    ['an unknown tab', { tab: 'festivals' }, /^tab: /],
    ['an empty tab', { tab: '' }, /^tab: /],
    ['a zero limit', { limit: 0 }, /^limit: /],
    ['a limit above 100', { limit: 101 }, /^limit: /],
    ['a limit in words', { limit: 'ten' }, /^limit: /],
    ['a fractional limit', { limit: '2.5' }, /^limit: /],
    ['a made-up cursor', { cursor: 'not-a-cursor' }, /^cursor: /],
    ['an empty cursor', { cursor: '' }, /^cursor: /],
    ['a 2001-character cursor', { cursor: 'x'.repeat(2001) }, /^cursor: /],
    ['a blank selection', { selection: '   ' }, /^selection: /],
    ['a 201-character search', { search: 'x'.repeat(201) }, /^search: /],
    ['a NUL in the search', { search: 'di\u0000ya' }, /^search: /],
    ['a NUL in the selection', { selection: '\u0000' }, /^selection: /],
  ])('answers 400 naming the field for %s', async (_label, query, message) => {
    const res = await get(query).expect(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.issues).toEqual(expect.any(Array));
  });

  it('answers 400 for a repeated parameter, never a 500', async () => {
    const res = await t.http.get('/api/products?tab=festival&tab=special_occasion').expect(400);
    expect(res.body.message).toMatch(/^tab: /);
    await t.http.get('/api/products?search=a&search=b').expect(400);
    await t.http.get('/api/products?limit=1&limit=2').expect(400);
    await t.http.get('/api/products?search=%E0%A4').expect(200);
    // Unknown parameters are ignored, like any other reader of the plain list call.
    await t.http.get('/api/products?limit[]=1&sort=price').expect(200);
  });

  it('occasion tab, all: every product when no occasion names exist', async () => {
    await t.dataSource.getRepository(CategoryEntity).delete({ type: 'special_occasion' });
    const res = await get({ tab: 'special_occasion' }).expect(200);
    expect(productsResponseSchema.parse(res.body).map((p) => p.id)).toEqual(everything.map((p) => p.id));
    const searched = await get({ tab: 'special_occasion', search: 'diya' }).expect(200);
    expect(searched.body.map((p: Product) => p.id)).toEqual(
      expected('special_occasion', ALL_SELECTION, 'diya', []).map((p) => p.id),
    );
  });
});

describe('POST /internal/products/lookup', () => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    const products = t.dataSource.getRepository(ProductEntity);
    const saved = await products.save(
      ['Diya', 'Rakhi'].map((name, index) =>
        products.create({
          name,
          price: `${index + 1}99.50`,
          image: `/objects/${name}.svg`,
          category: 'c',
          occasion: 'Festivals',
          stock: index * 3,
        }),
      ),
    );
    ids = saved.map((product) => product.id);
  });
  afterAll(() => t?.close());

  const token = () => t.config.env.INTERNAL_TOKEN;

  it("answers today's name, price, image and stock; unknown ids are left out", async () => {
    const unknown = '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55';
    const res = await t.http
      .post('/internal/products/lookup')
      .set(INTERNAL_TOKEN_HEADER, token())
      .send({ ids: [...ids, unknown, ids[0]] })
      .expect(200);
    const { products } = productLookupResponseSchema.parse(res.body);
    expect(products.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: ids[0], name: 'Diya', price: '199.50', image: '/objects/Diya.svg', stock: 0 },
      { id: ids[1], name: 'Rakhi', price: '299.50', image: '/objects/Rakhi.svg', stock: 3 },
    ]);
  });

  it('refuses callers without the service token', async () => {
    await t.http.post('/internal/products/lookup').send({ ids }).expect(401);
    await t.http
      .post('/internal/products/lookup')
      .set(INTERNAL_TOKEN_HEADER, 'wrong-token-123456')
      .send({ ids })
      .expect(401);
  });

  const someId = '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55';
  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['a bad id', { ids: ['nope'] }],
    ['101 ids', { ids: Array(101).fill(someId) }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await t.http
      .post('/internal/products/lookup')
      .set(INTERNAL_TOKEN_HEADER, token())
      .send(body)
      .expect(400);
    expect(res.body.message).toMatch(/^ids/);
  });
});
