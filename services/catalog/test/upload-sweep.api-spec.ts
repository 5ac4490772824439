import type { ProductInput } from '@festive/contracts';
import type { TestApp } from '@festive/server-kit';
import { ObjectStorage } from '../src/storage/object-storage';
import { UploadSweeper } from '../src/uploads/upload-sweeper';
import { pngOfSize, uploadAsBrowser } from './support/images';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';

const lamp: ProductInput = {
  name: 'Brass Lamp',
  description: 'Hand-beaten brass',
  price: '899.00',
  image: 'https://images.example.in/lamp.jpg',
  category: 'Home Decor',
  subcategory: 'Home Decor',
  tags: ['Diwali'],
  occasion: 'Festivals',
  stock: 4,
};
const banner = {
  title: 'Diwali Sale',
  description: 'Lamps and hampers',
  imageWidth: 1920,
  imageHeight: 600,
  order: 1,
  buttonText: 'Shop Now',
  buttonLink: '/',
  buttonType: 'primary',
};

describe('the sweep of abandoned uploads', () => {
  let catalog: AdminCatalog;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    catalog = await startAdminCatalog();
    ({ t, admin } = catalog);
  });
  afterAll(() => catalog?.close());

  const upload = () => uploadAsBrowser(t.agent(), admin, pngOfSize(1024), 'image/png');
  const keyOf = (objectPath: string) => objectPath.slice('/objects/'.length);
  const post = (path: string, body: object) => t.agent().post(path).set('Cookie', admin).send(body);
  const stored = async (objectPath: string) =>
    (await t.app.get(ObjectStorage).head(keyOf(objectPath))) !== undefined;
  const sweepAll = () => t.app.get(UploadSweeper).sweep(new Date(Date.now() + 60_000));

  it('deletes uploads nothing used and keeps every picture a product or banner has used', async () => {
    const abandoned = await upload();
    const acceptedOnly = await upload(); // the dialog finished, the form was never saved
    await post('/api/objects/accept', { objectPath: acceptedOnly }).expect(200);
    const firstPhoto = await upload();
    const product = await post('/api/admin/products', { ...lamp, image: firstPhoto }).expect(201);
    // The product's picture changes, then the product goes: orders placed meanwhile still show both.
    const secondPhoto = await upload();
    await t
      .agent()
      .put(`/api/admin/products/${product.body.id}`)
      .set('Cookie', admin)
      .send({ ...lamp, image: secondPhoto })
      .expect(200);
    await t.agent().delete(`/api/admin/products/${product.body.id}`).set('Cookie', admin).expect(204);
    const bannerImage = await upload();
    await post('/api/admin/carousel-images', { ...banner, image: bannerImage }).expect(201);
    const seedPicture = 'seed/lamp.png';
    await t.app.get(ObjectStorage).put(seedPicture, pngOfSize(64), 'image/png');

    expect((await sweepAll()).sort()).toEqual([keyOf(abandoned), keyOf(acceptedOnly)].sort());
    // Gone from storage, not merely unserved (an unused upload is never served).
    expect(await stored(abandoned)).toBe(false);
    expect(await stored(acceptedOnly)).toBe(false);
    for (const kept of [firstPhoto, secondPhoto, bannerImage, `/objects/${seedPicture}`]) {
      await t.agent().get(kept).expect(200);
    }
    expect(await sweepAll()).toEqual([]);
  });

  it('leaves uploads younger than the cutoff alone', async () => {
    const fresh = await upload();
    expect(await t.app.get(UploadSweeper).sweep(new Date(Date.now() - 60_000))).toEqual([]);
    expect(await stored(fresh)).toBe(true);
  });
});
