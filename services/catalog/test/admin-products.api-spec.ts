import { randomUUID } from 'node:crypto';
import { LIMITS, productSchema, productsResponseSchema, type ProductInput } from '@festive/contracts';
import { INTERNAL_TOKEN_HEADER, type TestApp } from '@festive/server-kit';
import { ProductEntity } from '../src/products/product.entity';
import { pngOfSize, svgFile, uploadAsBrowser } from './support/images';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';

const hamper: ProductInput = {
  name: 'Diwali Dry Fruit Hamper',
  description: 'Almonds, cashews and a brass diya',
  price: '1499.50',
  image: 'https://images.example.in/hamper.jpg',
  category: 'Gift Hampers',
  subcategory: 'Gift Hampers',
  tags: ['Diwali'],
  occasion: 'Festivals',
  stock: 25,
};

describe('admin products (POST/PUT/DELETE /api/admin/products)', () => {
  let catalog: AdminCatalog;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    catalog = await startAdminCatalog();
    ({ t, admin } = catalog);
  });
  afterAll(() => catalog?.close());

  const create = (body: object) => t.agent().post('/api/admin/products').set('Cookie', admin).send(body);
  const update = (id: string, body: object) =>
    t.agent().put(`/api/admin/products/${id}`).set('Cookie', admin).send(body);

  it('creates a product with a generated SKU and stores money exactly', async () => {
    const res = await create({ ...hamper, sku: 'IGNORED1' }).expect(201);
    const product = productSchema.parse(res.body);
    expect(product).toMatchObject({ ...hamper, sku: 'FG001', price: '1499.50', images: null, color: null });
    const stored = await t.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: product.id });
    expect(stored.price).toBe('1499.50');
    const listed = productsResponseSchema.parse((await t.agent().get('/api/products').expect(200)).body);
    expect(listed.map((p) => p.id)).toContain(product.id);
  });

  it('applies the spec defaults and drops blank optional values', async () => {
    const res = await create({
      name: 'Birthday Card',
      description: '',
      price: 99,
      image: 'https://images.example.in/card.png',
      subcategory: '  ',
      sizeOptions: '',
      color: ' ',
      tags: [],
      images: [],
    }).expect(201);
    expect(res.body).toMatchObject({
      occasion: 'Festivals',
      category: '',
      stock: 0,
      price: '99.00',
      subcategory: null,
      sizeOptions: null,
      color: null,
      tags: null,
      images: null,
      sku: 'FX001',
    });
  });

  it('numbers SKUs one above the highest of their prefix, not by count', async () => {
    await t.dataSource.getRepository(ProductEntity).insert({
      name: 'Old Truffles',
      image: hamper.image,
      category: 'Chocolates & Sweets',
      sku: 'OC041',
      occasion: 'Birthday',
      price: '10.00',
    });
    const res = await create({ ...hamper, occasion: 'Occasions', subcategory: 'Chocolates & Sweets' }).expect(
      201,
    );
    expect(res.body.sku).toBe('OC042');
  });

  it('gives 20 concurrent creates 20 different SKUs', async () => {
    const body = { ...hamper, occasion: 'Occasions', subcategory: 'Home & Decor', category: 'Home & Decor' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(body)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    const skus = answers.map((res) => res.body.sku as string).sort();
    expect(skus).toEqual(Array.from({ length: 20 }, (_, i) => `OH${String(i + 1).padStart(3, '0')}`));
  });

  it.each([
    [{ ...hamper, price: 'abc' }, /^price: price must be a non-negative amount/],
    [{ ...hamper, price: 12.345 }, /^price: /],
    [{ ...hamper, price: '-1' }, /^price: /],
    [{ ...hamper, name: '  ' }, /^name: /],
    [
      { ...hamper, image: 'javascript:alert(1)' },
      /^image: must be an uploaded object path or an http\(s\) URL/,
    ],
    [{ ...hamper, stock: 'many' }, /^stock: /],
    [{ ...hamper, stock: -3 }, /^stock: /],
    [{ ...hamper, tags: 'Diwali' }, /^tags: /],
    [{ ...hamper, image: '/objects/uploads/never-uploaded' }, /^image: no uploaded file at this path/],
    [{ ...hamper, image: '/objects/seed/missing.svg' }, /^image: no stored image at this path/],
  ])('answers 400 naming the field (%#)', async (body, message) => {
    const res = await create(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('takes an uploaded image of at most 5 MB that really is an image', async () => {
    const upload = (body: Buffer, type: string) => uploadAsBrowser(t.agent(), admin, body, type);
    const photo = await upload(pngOfSize(LIMITS.productImageMaxBytes), 'image/png');
    const created = await create({ ...hamper, image: photo, images: [photo] }).expect(201);
    expect(created.body.image).toBe(photo);

    const tooBig = await upload(pngOfSize(LIMITS.productImageMaxBytes + 1), 'image/png');
    const big = await create({ ...hamper, image: tooBig }).expect(400);
    expect(big.body.message).toBe('image: the image is larger than the limit of 5 MB');

    const script = await upload(svgFile, 'image/png');
    const svg = await create({ ...hamper, image: photo, images: [photo, script] }).expect(400);
    expect(svg.body.message).toBe('images.1: the file is not a PNG, JPEG, GIF or WebP image');
  });

  describe('editing', () => {
    let id: string;

    beforeAll(async () => {
      id = (await create({ ...hamper, name: 'Holi Colours', occasion: 'Holi' }).expect(201)).body.id;
    });

    it('replaces every field, the SKU included, and keeps a legacy occasion as sent', async () => {
      const res = await update(id, {
        ...hamper,
        sku: 'HOLI-01',
        name: 'Holi Gulal Set',
        occasion: 'Holi',
        stock: '7',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        sku: 'HOLI-01',
        name: 'Holi Gulal Set',
        occasion: 'Holi',
        stock: 7,
      });
      const again = await update(id, { ...hamper, tags: undefined, subcategory: undefined }).expect(200);
      expect(again.body).toMatchObject({ sku: null, tags: null, subcategory: null });
    });

    it('answers 409 naming the SKU when another product has it', async () => {
      const res = await update(id, { ...hamper, sku: 'FG001' }).expect(409);
      expect(res.body.message).toBe('sku: FG001 is already the SKU of another product');
    });

    it.each(['0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55', 'not-a-uuid'])('answers 404 for %s', async (missing) => {
      const res = await update(missing, hamper).expect(404);
      expect(res.body).toEqual({ message: 'Product not found' });
    });

    it('deletes the product, then answers 404', async () => {
      await t.agent().delete(`/api/admin/products/${id}`).set('Cookie', admin).expect(204);
      await t.agent().get(`/api/products/${id}`).expect(404);
      await t.agent().delete(`/api/admin/products/${id}`).set('Cookie', admin).expect(404);
    });
  });

  describe('HSN code and GST rate', () => {
    const reservedTax = async (productId: string) =>
      (
        await t
          .agent()
          .post('/internal/reservations')
          .set(INTERNAL_TOKEN_HEADER, t.config.env.INTERNAL_TOKEN)
          .send({ orderId: randomUUID(), lines: [{ productId, quantity: 1 }] })
          .expect(201)
      ).body.lines[0];

    it("gives a new product its subcategory's default when the form sends none", async () => {
      const sweets = await create({
        ...hamper,
        name: 'Kaju Katli',
        subcategory: 'Chocolates & Sweets',
      }).expect(201);
      expect(sweets.body).toMatchObject({ hsnCode: '2106', gstRate: 5 });
      const decor = await create({ ...hamper, name: 'Clay Diyas', subcategory: 'Home & Decor' }).expect(201);
      expect(decor.body).toMatchObject({ hsnCode: '6913', gstRate: 12 });
      const other = await create({
        ...hamper,
        name: 'Toran',
        subcategory: undefined,
        category: 'Handicrafts',
      });
      expect(other.body).toMatchObject({ hsnCode: '9505', gstRate: 18 });
    });

    it('stores what the admin sets, reads it back everywhere and keeps it when an edit sends none', async () => {
      const res = await create({ ...hamper, name: 'Soan Papdi', hsnCode: '21069099', gstRate: '5' }).expect(
        201,
      );
      const product = productSchema.parse(res.body);
      expect(product).toMatchObject({ hsnCode: '21069099', gstRate: 5 });
      const read = productSchema.parse((await t.agent().get(`/api/products/${product.id}`).expect(200)).body);
      expect(read).toMatchObject({ hsnCode: '21069099', gstRate: 5 });
      const listed = productsResponseSchema.parse((await t.agent().get('/api/products').expect(200)).body);
      expect(listed.find((p) => p.id === product.id)).toMatchObject({ hsnCode: '21069099', gstRate: 5 });

      const changed = await update(product.id, { ...hamper, hsnCode: '1704', gstRate: 28 }).expect(200);
      expect(changed.body).toMatchObject({ hsnCode: '1704', gstRate: 28 });
      // An admin page released before these fields sends neither: the product keeps its class.
      const kept = await update(product.id, { ...hamper, subcategory: 'Home & Decor' }).expect(200);
      expect(kept.body).toMatchObject({ hsnCode: '1704', gstRate: 28 });
      // Orders read the class with the price when an order is placed.
      expect(await reservedTax(product.id)).toMatchObject({ hsnCode: '1704', gstRate: '28.00' });
    });

    it.each([
      [{ hsnCode: '950' }, 'hsnCode: must be 4 to 8 digits'],
      [{ hsnCode: '9505-10' }, 'hsnCode: must be 4 to 8 digits'],
      [{ hsnCode: '' }, 'hsnCode: must be 4 to 8 digits'],
      [{ gstRate: 15 }, 'gstRate: must be one of 0, 5, 12, 18, 28'],
      [{ gstRate: '18%' }, 'gstRate: must be one of 0, 5, 12, 18, 28'],
      [{ gstRate: null }, 'gstRate: must be one of 0, 5, 12, 18, 28'],
    ])('answers 400 naming the field for %j', async (bad, message) => {
      const created = await create({ ...hamper, ...bad }).expect(400);
      expect(created.body.message).toBe(message);
      const someId = (await create({ ...hamper, name: 'Any' }).expect(201)).body.id as string;
      const updated = await update(someId, { ...hamper, ...bad }).expect(400);
      expect(updated.body.message).toBe(message);
    });
  });

  it('answers 401 to a visitor and to a signed-in shopper, before looking at the payload', async () => {
    const shopper = await t.sessionCookie({
      customer: {
        userId: '1b7c3a52-7d0e-4d2c-9a53-0f7a0a8e9a11',
        name: 'Asha',
        phone: '9876543210',
        email: 'a@b.in',
      },
    });
    const someId = '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55';
    for (const cookie of ['', shopper]) {
      await t.agent().post('/api/admin/products').set('Cookie', cookie).send({}).expect(401);
      await t.agent().put(`/api/admin/products/${someId}`).set('Cookie', cookie).send(hamper).expect(401);
      await t.agent().delete(`/api/admin/products/${someId}`).set('Cookie', cookie).expect(401);
    }
  });
});
