import { ALL_SELECTION, FESTIVALS, filterCatalogue, productsResponseSchema } from '@festive/contracts';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { CategoryEntity } from '../src/categories/category.entity';
import { ProductEntity } from '../src/products/product.entity';
import { FESTIVAL_CATEGORIES, OCCASION_CATEGORIES } from '../src/seed/data';
import { buildSeedProducts } from '../src/seed/seed-products';

/**
 * `festival_tab_names`, the festival tab's products listed narrow for its searches, kept by a
 * trigger on `products`: over the demo seed, always exactly the contract's festival-tab products.
 */
describe("festival_tab_names (the festival tab's products, narrow, for its searches)", () => {
  let t: TestApp;
  const occasionNames = OCCASION_CATEGORIES.map((category) => category.name);

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    await t.dataSource.getRepository(CategoryEntity).insert([...FESTIVAL_CATEGORIES, ...OCCASION_CATEGORIES]);
    await t.dataSource
      .getRepository(ProductEntity)
      .insert(buildSeedProducts().map(({ slug: _slug, art: _art, ...row }) => row));
  });
  afterAll(() => t?.close());

  const listed = async () =>
    (await t.dataSource.query(
      'SELECT id, name, search_name AS "searchName" FROM catalog.festival_tab_names ORDER BY id',
    )) as { id: string; name: string; searchName: string }[];
  const onTheTab = async () => {
    const all = productsResponseSchema.parse((await t.http.get('/api/products').expect(200)).body);
    return filterCatalogue(all, { tab: 'festival', selection: ALL_SELECTION, search: '' }, occasionNames)
      .map(({ id, name }) => ({ id, name, searchName: name.toLowerCase() }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  };

  it("lists exactly the tab's products, a product of each of the contract's festivals among them", async () => {
    // A festival added to the contract without a migration teaching the trigger its name would
    // leave its products out of every festival-tab search.
    const products = t.dataSource.getRepository(ProductEntity);
    const made = await products.save(
      FESTIVALS.flatMap((festival) => [
        { name: `By Occasion ${festival}`, occasion: festival, tags: null },
        { name: `By Tag ${festival}`, occasion: 'Festivals', tags: ['Birthday', festival] },
      ]).map((row) => ({ ...row, price: '10.00', image: '/objects/x.png', category: 'Misc' })),
    );
    try {
      const expected = await onTheTab();
      expect(expected.map((row) => row.id)).toEqual(expect.arrayContaining(made.map((row) => row.id)));
      expect(await listed()).toEqual(expected);
      const differing = (await t.dataSource.query(
        `SELECT f.id FROM catalog.festival_tab_names f JOIN catalog.products p USING (id)
         WHERE (f.created_at, f.name, f.search_name) IS DISTINCT FROM (p.created_at, p.name, p.search_name)`,
      )) as unknown[];
      expect(differing).toEqual([]);
    } finally {
      await products.delete(made.map((row) => row.id));
    }
  });

  it('follows every write: a rename, a move off and back onto the tab, a delete', async () => {
    const products = t.dataSource.getRepository(ProductEntity);
    const { id } = await products.save({
      name: 'Moving Lamp',
      occasion: 'Diwali',
      tags: null,
      price: '10.00',
      image: '/objects/x.png',
      category: 'Misc',
    });
    const row = async () => (await listed()).find((entry) => entry.id === id);
    expect(await row()).toEqual({ id, name: 'Moving Lamp', searchName: 'moving lamp' });
    await products.update({ id }, { name: 'Renamed Lamp' });
    expect(await row()).toEqual({ id, name: 'Renamed Lamp', searchName: 'renamed lamp' });
    await products.update({ id }, { occasion: 'Birthday' });
    expect(await row()).toBeUndefined();
    await products.update({ id }, { tags: ['Holi'] });
    expect(await row()).toEqual({ id, name: 'Renamed Lamp', searchName: 'renamed lamp' });
    await products.update({ id }, { stock: 3 });
    expect(await row()).toEqual({ id, name: 'Renamed Lamp', searchName: 'renamed lamp' });
    await products.delete({ id });
    expect(await row()).toBeUndefined();
    expect(await listed()).toEqual(await onTheTab());
  });
});
