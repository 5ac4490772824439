import { productsPageSchema } from '@festive/contracts';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { ProductEntity } from '../src/products/product.entity';
import { buildSeedProducts } from '../src/seed/seed-products';

/**
 * A search answers today's catalogue: the stored lower-cased name (`search_name`, kept by a
 * trigger) follows every rename, and a remembered search page (`SearchPageCache`) is never used
 * after a write that can change the answer.
 */
describe('GET /api/products?search: the answer follows catalogue writes', () => {
  let t: TestApp;

  const get = (query: Record<string, string | number>) =>
    t.http.get('/api/products').query(query).expect('Content-Type', /json/);

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    const products = t.dataSource.getRepository(ProductEntity);
    await products.insert(buildSeedProducts().map(({ slug: _slug, art: _art, ...row }) => row));
    await products.insert({
      name: '100% Pure Kesar_Pack',
      price: '10.00',
      image: '/objects/x.png',
      category: 'Misc',
      occasion: 'Festivals',
      tags: ['Diwali'],
    });
  });
  afterAll(() => t?.close());

  it('a product renamed by any writer is found by its new name only (search_name follows name)', async () => {
    const found = async (search: string) =>
      productsPageSchema.parse((await get({ search, limit: 24 }).expect(200)).body).items.map((p) => p.name);
    const products = t.dataSource.getRepository(ProductEntity);
    const made = await products.save({
      name: 'Quilled Peacock Frame',
      price: '10.00',
      image: '/objects/x.png',
      category: 'Misc',
      occasion: 'Festivals',
    });
    try {
      expect(await found('peacock')).toEqual(['Quilled Peacock Frame']);
      await products.update({ id: made.id }, { name: 'Quilled Parrot Frame' });
      expect(await found('peacock')).toEqual([]);
      expect(await found('PARROT')).toEqual(['Quilled Parrot Frame']);
      // A hand-run SQL fix, and an attempt to write the search column itself, both keep it right.
      await t.dataSource.query(`UPDATE catalog.products SET name = 'Quilled Swan Frame' WHERE id = $1`, [
        made.id,
      ]);
      await t.dataSource.query(`UPDATE catalog.products SET search_name = 'peacock' WHERE id = $1`, [
        made.id,
      ]);
      expect(await found('parrot')).toEqual([]);
      expect(await found('peacock')).toEqual([]);
      expect(await found('swan')).toEqual(['Quilled Swan Frame']);
    } finally {
      await products.delete({ id: made.id });
    }
  });

  it('a search read again after the catalogue changed answers the change (no stale remembered page)', async () => {
    const read = async () =>
      productsPageSchema.parse((await get({ tab: 'festival', search: 'kesar', limit: 24 }).expect(200)).body)
        .items;
    const names = async () => (await read()).map((p) => p.name);
    const version = async () =>
      Number((await t.dataSource.query(`SELECT version FROM catalog.search_version`))[0].version);
    const before = await names();
    expect(await names()).toEqual(before); // the second reading is the remembered page
    const products = t.dataSource.getRepository(ProductEntity);
    const bumps = await version();
    const added = await products.save({
      name: 'Kesar Peda Box',
      price: '10.00',
      image: '/objects/x.png',
      category: 'Misc',
      occasion: 'Festivals',
      tags: ['Diwali'],
    });
    expect(await names()).toEqual(['Kesar Peda Box', ...before]);
    await products.update({ id: added.id }, { name: 'Saffron Peda Box' });
    expect(await names()).toEqual(before);
    await products.update({ id: added.id }, { name: 'Kesar Peda Box', tags: ['Birthday'] });
    expect(await names()).toEqual(before);
    await products.delete({ id: added.id });
    expect(await version()).toBe(bumps + 4);
    // Stock and price cannot change which products a search finds: the page is kept, and its
    // rows are read fresh, so the shopper sees today's stock and price.
    const [first] = await read();
    await products.update({ id: first!.id }, { stock: 7, price: '11.00' });
    expect(await version()).toBe(bumps + 4);
    const [again] = await read();
    expect(again).toMatchObject({ id: first!.id, stock: 7, price: '11.00' });
  });
});
