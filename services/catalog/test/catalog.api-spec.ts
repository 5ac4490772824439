import {
  categoriesResponseSchema,
  currencySchema,
  carouselImagesResponseSchema,
  productSchema,
  productsResponseSchema,
} from '@festive/contracts';
import { createTestApp, migratedSchema, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { CarouselImageEntity } from '../src/carousel/carousel-image.entity';
import { CategoryEntity } from '../src/categories/category.entity';
import { ProductEntity } from '../src/products/product.entity';
import { startTestS3, type TestS3 } from './support/s3';

describe('catalog service', () => {
  let s3: TestS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp(AppModule, { env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  describe('schema', () => {
    it('migrations create every table, the search indexes and the default currency', async () => {
      const { tables } = await migratedSchema(t.dataSource, 'catalog');
      expect(tables).toEqual([
        'carousel_images',
        'catalog_migrations',
        'catalogue_version',
        'categories',
        'currency',
        'festival_tab_names',
        'products',
        'search_version',
        'seed_runs',
        'stock_reservations',
        'used_uploads',
      ]);
      const indexes = await t.dataSource.query(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'catalog' AND tablename = 'products'`,
      );
      expect(indexes.map((row: { indexname: string }) => row.indexname)).toEqual(
        expect.arrayContaining([
          'products_name_trgm_idx',
          'products_tags_idx',
          'products_sku_key',
          'products_listing_idx',
        ]),
      );
    });

    it('entities describe exactly the migrated schema', async () => {
      expect((await migratedSchema(t.dataSource, 'catalog')).unmatched).toEqual([]);
    });

    it('refuses negative stock and a second currency row', async () => {
      const products = t.dataSource.getRepository(ProductEntity);
      await expect(
        products.insert({
          name: 'x',
          price: '1.00',
          image: '/objects/x.png',
          category: 'c',
          occasion: 'Festivals',
          stock: -1,
        }),
      ).rejects.toThrow(/products_stock_check/);
      await expect(
        t.dataSource.query(
          `INSERT INTO catalog.currency (country_code, rate, symbol, code) VALUES ('US', 1, '$', 'USD')`,
        ),
      ).rejects.toThrow(/currency_single_row_idx/);
    });
  });

  describe('GET /api/products', () => {
    let diyaId: string;

    beforeAll(async () => {
      const products = t.dataSource.getRepository(ProductEntity);
      const diya = await products.save(
        products.create({
          sku: 'FH001',
          name: 'Diya Set',
          description: 'Clay lamps',
          price: '349.50',
          image: '/objects/seed/diya.svg',
          category: 'Home & Decor',
          subcategory: 'Home & Decor',
          tags: ['Diwali'],
          occasion: 'Festivals',
          stock: 12,
          material: 'Terracotta',
        }),
      );
      diyaId = diya.id;
      await products.save(
        products.create({
          name: 'Old Toran',
          price: '899',
          image: 'https://example.in/toran.jpg',
          category: 'Handicrafts',
          occasion: 'Diwali',
        }),
      );
    });

    it('answers the full list in the contract shape, money as decimal strings', async () => {
      const res = await t.http.get('/api/products').expect(200);
      const products = productsResponseSchema.parse(res.body);
      expect(products.map((p) => p.name)).toEqual(['Old Toran', 'Diya Set']);
      expect(res.body[1]).toEqual({
        id: diyaId,
        sku: 'FH001',
        name: 'Diya Set',
        description: 'Clay lamps',
        price: '349.50',
        image: '/objects/seed/diya.svg',
        images: null,
        category: 'Home & Decor',
        subcategory: 'Home & Decor',
        tags: ['Diwali'],
        occasion: 'Festivals',
        stock: 12,
        sizeOptions: null,
        color: null,
        material: 'Terracotta',
        // Inserted without a tax class: the column defaults, festive articles at 18%.
        hsnCode: '9505',
        gstRate: 18,
      });
      expect(res.body[0]).toMatchObject({
        sku: null,
        price: '899.00',
        description: '',
        stock: 0,
        tags: null,
      });
    });

    it('answers one product by id', async () => {
      const res = await t.http.get(`/api/products/${diyaId}`).expect(200);
      expect(productSchema.parse(res.body).name).toBe('Diya Set');
    });

    it.each(['0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55', 'not-a-uuid', '1%27%20OR%201=1', '123'])(
      'answers 404 for the unknown id %s',
      async (id) => {
        const res = await t.http.get(`/api/products/${id}`).expect(404);
        expect(res.body).toEqual({ message: 'Product not found' });
      },
    );
  });

  describe('GET /api/categories', () => {
    beforeAll(async () => {
      await t.dataSource.getRepository(CategoryEntity).insert([
        { name: 'Holi', type: 'festival', emoji: '🎨', items: ['Gulal'], order: 4 },
        { name: 'Diwali', type: 'festival', emoji: '🪔', items: ['Diyas', 'Sweets'], order: 1 },
        { name: 'Wedding', type: 'special_occasion', emoji: null, items: [], order: 1 },
        { name: 'Birthday', type: 'special_occasion', emoji: '🎂', items: ['Cakes'], order: 1 },
      ]);
    });

    it('answers all categories by order, then name', async () => {
      const res = await t.http.get('/api/categories').expect(200);
      const names = categoriesResponseSchema.parse(res.body).map((c) => c.name);
      expect(names).toEqual(['Birthday', 'Diwali', 'Wedding', 'Holi']);
    });

    it('filters festivals', async () => {
      const res = await t.http.get('/api/categories?type=festival').expect(200);
      expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Diwali', 'Holi']);
      expect(res.body[0]).toMatchObject({
        type: 'festival',
        emoji: '🪔',
        items: ['Diyas', 'Sweets'],
        order: 1,
      });
    });

    it('filters special occasions', async () => {
      const res = await t.http.get('/api/categories').query({ type: 'special_occasion' }).expect(200);
      expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Birthday', 'Wedding']);
      expect(res.body[1].emoji).toBeNull();
    });

    it.each([['type=holiday'], ['type='], ['type=festival&type=festival']])(
      'answers 400 naming the field for %s',
      async (query) => {
        const res = await t.http.get(`/api/categories?${query}`).expect(400);
        expect(res.body.message).toMatch(/^type: /);
        expect(res.body.issues[0].path).toBe('type');
      },
    );
  });

  it('GET /api/currency answers the seeded default', async () => {
    const res = await t.http.get('/api/currency').expect(200);
    expect(currencySchema.parse(res.body)).toEqual({ countryCode: 'IN', rate: 1, symbol: '₹', code: 'INR' });
  });

  it('GET /api/carousel-images answers by display order', async () => {
    const images = t.dataSource.getRepository(CarouselImageEntity);
    await images.insert([
      { image: '/objects/uploads/b.png', imageWidth: 1920, imageHeight: 600, order: 2, title: 'Second' },
      {
        image: '/objects/uploads/a.png',
        imageWidth: 768,
        imageHeight: 400,
        order: 1,
        buttonText: 'Shop Now',
      },
    ]);
    const res = await t.http.get('/api/carousel-images').expect(200);
    const list = carouselImagesResponseSchema.parse(res.body);
    expect(list.map((image) => image.order)).toEqual([1, 2]);
    expect(list[0]).toMatchObject({ title: null, buttonText: 'Shop Now', buttonLink: null, imageWidth: 768 });
  });

  describe('errors never leak and never 500 on bad input', () => {
    it('answers a malformed JSON body with 400', async () => {
      const res = await t.http
        .post('/api/products')
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(res.body).toEqual({ message: 'Malformed JSON body' });
    });

    it('answers a body over 100kb with 413', async () => {
      const res = await t.http
        .post('/api/products')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ name: 'x'.repeat(120_000) }))
        .expect(413);
      expect(res.body.message).toMatch(/larger than/);
    });

    it('answers an unknown method or route with a JSON 404', async () => {
      const res = await t.http.delete('/api/products').expect(404);
      expect(Object.keys(res.body)).toEqual(['message']);
    });
  });

  it('GET /health answers 200', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body.status).toBe('ok');
  });

  it('serves the OpenAPI document with the contract schemas', async () => {
    const res = await t.http.get('/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/categories',
        '/api/currency',
        '/health',
      ]),
    );
    const categories = res.body.paths['/api/categories'].get;
    expect(categories.parameters[0]).toMatchObject({ name: 'type', in: 'query', required: false });
    // The upload's optional body: the file's type and size, which the signed URL is bound to.
    const upload = res.body.paths['/api/objects/upload'].post.requestBody;
    expect(upload.required).toBe(false);
    expect(Object.keys(upload.content['application/json'].schema.properties)).toEqual([
      'contentType',
      'size',
      'maxBytes',
    ]);
    await t.http.get('/docs').expect(200);
  });
});
