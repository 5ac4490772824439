import sharp from 'sharp';
import {
  FESTIVALS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantKey,
  productsResponseSchema,
  seedPictureKey,
  taxClassFor,
} from '@festive/contracts';
import { createTestApp, loadConfig, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { PICTURE_COPIES_SEED_NAME, SEED_NAME, seedCatalog, TAX_SEED_NAME } from '../src/seed/seed-catalog';
import { buildSeedProducts } from '../src/seed/seed-products';
import { ObjectStorage } from '../src/storage/object-storage';
import { startTestS3, type TestS3 } from './support/s3';

const count = async (t: TestApp, table: string) =>
  Number((await t.dataSource.query(`SELECT count(*) AS n FROM catalog.${table}`))[0].n);

describe('demo catalogue seed', () => {
  let s3: TestS3;
  let t: TestApp;
  let storage: ObjectStorage;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp(AppModule, { env: s3.env });
    storage = t.app.get(ObjectStorage);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('fails with one clear line and writes nothing when object storage is unreachable', async () => {
    const deadStorage = new ObjectStorage(loadConfig('catalog', { S3_ENDPOINT: 'http://127.0.0.1:9' }));
    try {
      await expect(seedCatalog(t.dataSource, deadStorage)).rejects.toThrow(
        /^object storage is not reachable at S3_ENDPOINT http:\/\/127\.0\.0\.1:9 \([^\n]+\)$/,
      );
    } finally {
      deadStorage.onModuleDestroy();
    }
    expect(await count(t, 'products')).toBe(0);
    expect(await count(t, 'seed_runs')).toBe(0);
  });

  it('seeds categories, products and pictures on an empty catalogue', async () => {
    const result = await seedCatalog(t.dataSource, storage);
    const expected = buildSeedProducts();
    expect(result).toEqual({
      applied: true,
      categories: 13,
      products: expected.length,
      images: expected.length,
    });
    expect(await count(t, 'products')).toBe(expected.length);
    expect(await count(t, 'categories')).toBe(13);
  });

  it('changes nothing when run again', async () => {
    const before = await t.dataSource.query(`SELECT id, updated_at FROM catalog.products ORDER BY id`);
    const result = await seedCatalog(t.dataSource, storage);
    expect(result).toEqual({ applied: false, categories: 0, products: 0, images: 0 });
    expect(await t.dataSource.query(`SELECT id, updated_at FROM catalog.products ORDER BY id`)).toEqual(
      before,
    );
    expect(await t.dataSource.query(`SELECT name FROM catalog.seed_runs ORDER BY name`)).toEqual([
      { name: SEED_NAME },
      { name: TAX_SEED_NAME },
      { name: PICTURE_COPIES_SEED_NAME },
    ]);
  });

  it("serves each demo picture's WebP copies: never wider than the 800 px drawing", async () => {
    const picture = seedPictureKey('diwali-dry-fruit-hamper');
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const res = await t.http
        .get(`/objects/${imageVariantKey(picture, width)}`)
        .buffer(true)
        .expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { format, width: drawn, height } = await sharp(res.body as Buffer).metadata();
      expect({ format, drawn, height }).toEqual({
        format: 'webp',
        drawn: Math.min(width, 800),
        height: Math.min(width, 800),
      });
    }
  });

  it('draws the copies for a catalogue seeded before pictures had them, once', async () => {
    const first = seedPictureKey('diwali-dry-fruit-hamper');
    const rows = buildSeedProducts();
    for (const width of IMAGE_VARIANT_WIDTHS) await storage.delete(imageVariantKey(first, width));
    await t.dataSource.query(`DELETE FROM catalog.seed_runs WHERE name = $1`, [PICTURE_COPIES_SEED_NAME]);

    expect(await seedCatalog(t.dataSource, storage)).toEqual({
      applied: false,
      categories: 0,
      products: 0,
      images: rows.length,
    });
    expect(await storage.head(imageVariantKey(first, 320))).toMatchObject({ contentType: 'image/webp' });
    expect((await seedCatalog(t.dataSource, storage)).images).toBe(0);
  });

  it('gives a catalogue seeded before GST classes each demo product its own, keeping an admin edit', async () => {
    const classes = async () =>
      Object.fromEntries(
        (
          (await t.dataSource.query(
            `SELECT image, hsn_code, gst_rate::int AS gst_rate FROM catalog.products`,
          )) as { image: string; hsn_code: string; gst_rate: number }[]
        ).map((row) => [row.image, [row.hsn_code, row.gst_rate]]),
      );
    const seeded = await classes();
    expect(seeded['/objects/seed/kaju-katli-box.svg']).toEqual(['2106', 5]);
    expect(seeded['/objects/seed/chocolate-heart-box.svg']).toEqual(['1806', 18]);
    // As the migration left an older seeded catalogue: every product at its subcategory's default.
    for (const row of buildSeedProducts()) {
      const fallback = taxClassFor(row.subcategory ?? row.category);
      await t.dataSource.query(`UPDATE catalog.products SET hsn_code = $1, gst_rate = $2 WHERE image = $3`, [
        fallback.hsnCode,
        fallback.gstRate,
        row.image,
      ]);
    }
    await t.dataSource.query(
      `UPDATE catalog.products SET hsn_code = '1704', gst_rate = 18 WHERE image = '/objects/seed/truffle-box-24.svg'`,
    );
    await t.dataSource.query(`DELETE FROM catalog.seed_runs WHERE name = $1`, [TAX_SEED_NAME]);

    expect((await seedCatalog(t.dataSource, storage)).applied).toBe(false);
    const after = await classes();
    expect(after).toEqual({ ...seeded, '/objects/seed/truffle-box-24.svg': ['1704', 18] });
  });

  it('serves the seeded catalogue through the API', async () => {
    const products = productsResponseSchema.parse((await t.http.get('/api/products').expect(200)).body);
    expect(products.length).toBeGreaterThanOrEqual(48);
    const hamper = products.find((p) => p.sku === 'FG001');
    expect(hamper).toMatchObject({
      name: 'Diwali Dry Fruit Gift Hamper',
      price: '1899.00',
      category: 'Gift Hampers',
      subcategory: 'Gift Hampers',
      occasion: 'Festivals',
      tags: ['Diwali'],
      image: '/objects/seed/diwali-dry-fruit-hamper.svg',
    });
    const festivals = (await t.http.get('/api/categories?type=festival').expect(200)).body;
    expect(festivals.map((c: { name: string }) => c.name)).toEqual([...FESTIVALS]);
    expect(festivals[0]).toMatchObject({ name: 'Diwali', emoji: '🪔', order: 1 });
    const occasions = (await t.http.get('/api/categories?type=special_occasion').expect(200)).body;
    expect(occasions.length).toBeGreaterThanOrEqual(6);
  });

  it('GET /objects/* streams a seeded picture with its type and a long cache life', async () => {
    const res = await t.http.get('/objects/seed/diwali-dry-fruit-hamper.svg').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const body = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : String(res.text);
    expect(body).toMatch(/^<svg [^>]*aria-label="Diwali Dry Fruit Gift Hamper"/);
  });

  it('GET /objects/* answers 404 for a missing object', async () => {
    const res = await t.http.get('/objects/seed/no-such-picture.svg').expect(404);
    expect(res.body).toEqual({ message: 'Object not found' });
  });

  it.each([
    '/objects/seed/../../package.json',
    '/objects/seed/..%2F..%2Fsecret',
    '/objects/seed/%2E%2E/x.svg',
    '/objects/a%5Cb.svg',
    '/objects/seed//x.svg',
  ])('GET %s is rejected', async (path) => {
    const res = await t.http.get(path).expect(400);
    expect(res.body).toEqual({ message: 'Invalid object path' });
  });

  it('GET /objects/* answers 503 when object storage is down', async () => {
    await s3.close();
    const res = await t.http.get('/objects/seed/diwali-dry-fruit-hamper.svg').expect(503);
    expect(res.body).toEqual({ message: 'Image storage is unavailable' });
  });
});
