import { randomUUID } from 'node:crypto';
import {
  carouselImageSchema,
  carouselImagesResponseSchema,
  catalogStatsSchema,
  categoriesResponseSchema,
  currencySchema,
  errorBodySchema,
  productLookupResponseSchema,
  productSchema,
  productsPageSchema,
  productsResponseSchema,
  reservationChangeSchema,
  reservationSchema,
  staleReservationsSchema,
  stockShortageSchema,
  uploadUrlResponseSchema,
} from '@festive/contracts';
import { INTERNAL_TOKEN_HEADER, type SafeParseable, lastContractRelease } from '@festive/server-kit';
import { CategoryEntity } from '../src/categories/category.entity';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';

/*
 * Catalog ships on its own: its answers must parse with today's contracts and with those of the
 * last release (packages/contracts/releases), which remotes, orders and admin still running were
 * built with; and what those released callers send must still be accepted.
 */
const { fitsRelease, answers } = lastContractRelease();

describe('catalog against the contracts of the last release', () => {
  let cat: AdminCatalog;
  let token: string;
  let productId: string;

  beforeAll(async () => {
    cat = await startAdminCatalog();
    token = cat.t.config.env.INTERNAL_TOKEN;
    const categories = cat.t.dataSource.getRepository(CategoryEntity);
    await categories.save(
      categories.create({ name: 'Diwali', type: 'festival', emoji: '🪔', items: ['Diyas'] }),
    );
  });
  afterAll(async () => {
    await cat?.close();
  });

  const admin = () => cat.t.agent();
  const internal = (method: 'get' | 'post', url: string) =>
    cat.t.agent()[method](url).set(INTERNAL_TOKEN_HEADER, token);

  describe('writes the admin remote sends', () => {
    // As the released product form sends it: price as a number, stock as a string, blanks.
    const released = {
      name: 'Brass Diya Set',
      description: 'Hand-cast brass lamps',
      price: 499.5,
      image: 'https://images.example.in/diya.jpg',
      images: [],
      category: 'Home & Decor',
      subcategory: '',
      tags: ['Diwali'],
      occasion: 'Festivals',
      stock: '12',
      sizeOptions: null,
      color: '',
      material: 'Brass',
    };

    it('POST /api/admin/products takes the released form and answers a product', async () => {
      fitsRelease('productInputSchema', released);
      const res = await admin()
        .post('/api/admin/products')
        .set('Cookie', cat.admin)
        .send(released)
        .expect(201);
      productId = answers('productSchema', productSchema, res.body).id;
    });

    it('PUT /api/admin/products/:id likewise', async () => {
      const body = { ...released, price: '525', stock: 7 };
      fitsRelease('productInputSchema', body);
      const res = await admin()
        .put(`/api/admin/products/${productId}`)
        .set('Cookie', cat.admin)
        .send(body)
        .expect(200);
      answers('productSchema', productSchema, res.body);
    });

    it('POST /api/admin/carousel-images and POST /api/objects/upload', async () => {
      const banner = {
        image: 'https://images.example.in/banner.jpg',
        title: 'Diwali',
        order: '1',
        imageWidth: '',
      };
      fitsRelease('carouselImageInputSchema', banner);
      const res = await admin()
        .post('/api/admin/carousel-images')
        .set('Cookie', cat.admin)
        .send(banner)
        .expect(201);
      answers('carouselImageSchema', carouselImageSchema, res.body);
      const upload = await admin().post('/api/objects/upload').set('Cookie', cat.admin).expect(200);
      answers('uploadUrlResponseSchema', uploadUrlResponseSchema, upload.body);
    });

    it('a refused write answers the error body', async () => {
      const res = await admin()
        .post('/api/admin/products')
        .set('Cookie', cat.admin)
        .send({ name: '' })
        .expect(400);
      answers('errorBodySchema', errorBodySchema, res.body);
    });
  });

  describe('reads the storefront remotes make', () => {
    it.each([
      ['productsResponseSchema', '/api/products', productsResponseSchema],
      ['productsPageSchema', '/api/products?tab=festival&selection=all&limit=1', productsPageSchema],
      ['categoriesResponseSchema', '/api/categories?type=festival', categoriesResponseSchema],
      ['currencySchema', '/api/currency', currencySchema],
      ['carouselImagesResponseSchema', '/api/carousel-images', carouselImagesResponseSchema],
    ] as const)('%s: GET %s', async (name, url, schema: SafeParseable<unknown>) => {
      const res = await cat.t.agent().get(url).expect(200);
      answers(name, schema, res.body);
      expect(JSON.stringify(res.body)).not.toBe('[]');
    });

    it('productSchema: GET /api/products/:id', async () => {
      answers(
        'productSchema',
        productSchema,
        (await cat.t.agent().get(`/api/products/${productId}`).expect(200)).body,
      );
    });
  });

  describe('internal calls orders and admin make', () => {
    it('GET /internal/stats (admin)', async () => {
      answers(
        'catalogStatsSchema',
        catalogStatsSchema,
        (await internal('get', '/internal/stats').expect(200)).body,
      );
    });

    it('POST /internal/products/lookup (orders, the persisted cart)', async () => {
      const body = { ids: [productId, randomUUID()] };
      fitsRelease('productLookupRequestSchema', body);
      const res = await internal('post', '/internal/products/lookup').send(body).expect(200);
      expect(
        answers('productLookupResponseSchema', productLookupResponseSchema, res.body).products,
      ).toHaveLength(1);
    });

    it('the reservation calls of the order saga (orders)', async () => {
      const orderId = randomUUID();
      const reserve = { orderId, lines: [{ productId, quantity: 2 }] };
      fitsRelease('reserveStockSchema', reserve);
      const held = await internal('post', '/internal/reservations').send(reserve).expect(201);
      answers('reservationSchema', reservationSchema, held.body);

      const tooMany = { orderId: randomUUID(), lines: [{ productId, quantity: 100 }] };
      fitsRelease('reserveStockSchema', tooMany);
      const short = await internal('post', '/internal/reservations').send(tooMany).expect(409);
      answers('stockShortageSchema', stockShortageSchema, short.body);

      const stale = await internal('get', '/internal/reservations/stale?olderThanMinutes=0&limit=10').expect(
        200,
      );
      fitsRelease('staleReservationsQuerySchema', { olderThanMinutes: '0', limit: '10' });
      expect(answers('staleReservationsSchema', staleReservationsSchema, stale.body).orderIds).toContain(
        orderId,
      );

      for (const action of ['commit', 'release'] as const) {
        const res = await internal('post', `/internal/reservations/${orderId}/${action}`).expect(200);
        answers('reservationChangeSchema', reservationChangeSchema, res.body);
      }
    });
  });
});
