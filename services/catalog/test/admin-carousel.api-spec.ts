import { carouselImageSchema, carouselImagesResponseSchema, catalogStatsSchema } from '@festive/contracts';
import type { TestApp } from '@festive/server-kit';
import { pngOfSize, svgFile, uploadAsBrowser } from './support/images';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';

const banner = {
  image: 'https://images.example.in/diwali-banner.jpg',
  title: 'Diwali Sale',
  description: 'Lamps, sweets and hampers',
  imageWidth: 1920,
  imageHeight: 600,
  order: 1,
  buttonText: 'Shop Now',
  buttonLink: '/products/0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
  buttonType: 'primary',
};

describe('admin carousel images and the catalogue figure of the dashboard', () => {
  let catalog: AdminCatalog;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    catalog = await startAdminCatalog();
    ({ t, admin } = catalog);
  });
  afterAll(() => catalog?.close());

  const create = (body: object) =>
    t.agent().post('/api/admin/carousel-images').set('Cookie', admin).send(body);
  const list = async () =>
    carouselImagesResponseSchema.parse((await t.agent().get('/api/carousel-images').expect(200)).body);

  it('creates, lists by display order, updates and deletes', async () => {
    const first = carouselImageSchema.parse((await create(banner).expect(201)).body);
    expect(first).toMatchObject(banner);
    const photo = await uploadAsBrowser(t.agent(), admin, pngOfSize(8 * 1024 * 1024), 'image/png');
    const second = (await create({ image: photo, imageWidth: 768, imageHeight: 400, order: 0 }).expect(201))
      .body;
    expect(second).toMatchObject({
      image: photo,
      title: null,
      description: null,
      buttonText: null,
      order: 0,
    });
    expect((await list()).map((image) => image.id)).toEqual([second.id, first.id]);

    const edited = await t
      .agent()
      .put(`/api/admin/carousel-images/${first.id}`)
      .set('Cookie', admin)
      .send({ ...banner, title: 'Diwali Week', order: 5, buttonText: '' })
      .expect(200);
    expect(edited.body).toMatchObject({ id: first.id, title: 'Diwali Week', order: 5, buttonText: null });

    await t.agent().delete(`/api/admin/carousel-images/${second.id}`).set('Cookie', admin).expect(204);
    expect((await list()).map((image) => image.id)).toEqual([first.id]);
    await t.agent().delete(`/api/admin/carousel-images/${second.id}`).set('Cookie', admin).expect(404);
  });

  it('parses order, width and height as integers with 0 as the fallback', async () => {
    const res = await create({ ...banner, imageWidth: '1280', imageHeight: 'tall', order: '' }).expect(201);
    expect(res.body).toMatchObject({ imageWidth: 1280, imageHeight: 0, order: 0 });
  });

  it('refuses an upload that is not an image, naming the field', async () => {
    const script = await uploadAsBrowser(t.agent(), admin, svgFile, 'image/png');
    const res = await create({ ...banner, image: script }).expect(400);
    expect(res.body.message).toBe('image: the file is not a PNG, JPEG, GIF or WebP image');
    expect((await create({ ...banner, image: '' }).expect(400)).body.message).toMatch(/^image: /);
    expect((await create({ ...banner, title: 'x'.repeat(201) }).expect(400)).body.message).toMatch(
      /^title: /,
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55', 'nope']) {
      const res = await t.agent().put(`/api/admin/carousel-images/${id}`).set('Cookie', admin).send(banner);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Carousel image not found' });
    }
  });

  it('answers 401 without the admin role', async () => {
    await t.agent().post('/api/admin/carousel-images').send(banner).expect(401);
  });

  it('GET /internal/stats counts the products, for the internal token only', async () => {
    await t.agent().get('/internal/stats').expect(401);
    await t.agent().get('/internal/stats').set('x-internal-token', 'wrong-token-of-some-length').expect(401);
    const res = await t
      .agent()
      .get('/internal/stats')
      .set('x-internal-token', t.config.env.INTERNAL_TOKEN)
      .expect(200);
    expect(catalogStatsSchema.parse(res.body)).toEqual({ totalProducts: 0 });
  });
});
