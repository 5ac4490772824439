import { acceptedObjectSchema, LIMITS, uploadUrlResponseSchema } from '@festive/contracts';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { pngOfSize, svgFile, uploadAsBrowser } from './support/images';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';
import type { TestS3 } from './support/s3';

describe('image uploads (POST /api/objects/upload and /api/objects/accept)', () => {
  let catalog: AdminCatalog;
  let s3: TestS3;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    catalog = await startAdminCatalog();
    ({ t, admin, s3 } = catalog);
  });
  afterAll(() => catalog?.close());

  const accept = (body: object) => t.agent().post('/api/objects/accept').set('Cookie', admin).send(body);
  const upload = (body: Buffer, type: string) => uploadAsBrowser(t.agent(), admin, body, type);

  it('signs a PUT URL on the S3 endpoint for a fresh key under uploads/', async () => {
    const first = uploadUrlResponseSchema.parse(
      (await t.agent().post('/api/objects/upload').set('Cookie', admin).expect(200)).body,
    );
    const second = uploadUrlResponseSchema.parse(
      (await t.agent().post('/api/objects/upload').set('Cookie', admin).expect(200)).body,
    );
    expect(first.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(second.objectPath).not.toBe(first.objectPath);
    const url = new URL(first.uploadURL);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/festive-test/${first.objectPath.slice('/objects/'.length)}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    // No checksum parameters: a browser PUT could not satisfy them.
    expect([...url.searchParams.keys()].some((name) => /checksum/i.test(name))).toBe(false);
  });

  it('signs for S3_PUBLIC_ENDPOINT when the browser reaches storage elsewhere', async () => {
    const other = await createTestApp(AppModule, {
      env: { ...s3.env, S3_PUBLIC_ENDPOINT: 'http://files.localhost:9000' },
    });
    try {
      const cookie = await other.sessionCookie({ isAdmin: true });
      const res = await other.agent().post('/api/objects/upload').set('Cookie', cookie).expect(200);
      expect(new URL(res.body.uploadURL).origin).toBe('http://files.localhost:9000');
    } finally {
      await other.close();
    }
  });

  it('accepts an uploaded PNG and, once used, serves it with the type its bytes show', async () => {
    // The browser's claim is not trusted: the stored type is corrected from the magic bytes.
    const objectPath = await upload(pngOfSize(2048), 'text/html');
    const res = await accept({ objectPath }).expect(200);
    expect(acceptedObjectSchema.parse(res.body)).toEqual({
      objectPath,
      contentType: 'image/png',
      size: 2048,
    });
    // Served only once a saved record uses it (upload-serving.api-spec.ts), then as its bytes show.
    await t.agent().get(objectPath).expect(404);
    await t
      .agent()
      .post('/api/admin/carousel-images')
      .set('Cookie', admin)
      .send({ image: objectPath, imageWidth: 768, imageHeight: 400, order: 0 })
      .expect(201);
    const served = await t.agent().get(objectPath).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses an SVG (a script can hide in one) and deletes it', async () => {
    const objectPath = await upload(svgFile, 'image/svg+xml');
    const res = await accept({ objectPath }).expect(400);
    expect(res.body.message).toBe('objectPath: the file is not a PNG, JPEG, GIF or WebP image');
    await t.agent().get(objectPath).expect(404);
  });

  it('refuses a file over the host limit and deletes it', async () => {
    const objectPath = await upload(pngOfSize(LIMITS.productImageMaxBytes + 1), 'image/png');
    const res = await accept({ objectPath, maxBytes: LIMITS.productImageMaxBytes }).expect(400);
    expect(res.body.message).toBe('objectPath: the image is larger than the limit of 5 MB');
    await t.agent().get(objectPath).expect(404);
  });

  it('takes up to 10 MB by default and refuses more', async () => {
    const fits = await upload(pngOfSize(LIMITS.uploadDefaultMaxBytes), 'image/png');
    await accept({ objectPath: fits }).expect(200);
    const tooBig = await upload(pngOfSize(LIMITS.uploadDefaultMaxBytes + 100_000), 'image/png');
    const res = await accept({ objectPath: tooBig }).expect(400);
    expect(res.body.message).toMatch(/^objectPath: the image is larger than the limit of 10 MB$/);
  });

  it('refuses an empty file and a path nothing was uploaded to', async () => {
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect((await accept({ objectPath: empty }).expect(400)).body.message).toBe(
      'objectPath: the uploaded file is empty',
    );
    const res = await accept({ objectPath: '/objects/uploads/never-uploaded' }).expect(400);
    expect(res.body.message).toBe('objectPath: no uploaded file at this path; upload it first');
  });

  it.each([
    [{}, /^objectPath: /],
    [{ objectPath: '/objects/seed/diya.svg' }, /^objectPath: must be the objectPath answered by/],
    [{ objectPath: '/objects/uploads/../seed/x' }, /^objectPath: /],
    [{ objectPath: 'https://example.in/x.png' }, /^objectPath: /],
    [{ objectPath: '/objects/uploads/a', maxBytes: LIMITS.uploadDefaultMaxBytes + 1 }, /^maxBytes: /],
    [{ objectPath: '/objects/uploads/a', maxBytes: '5' }, /^maxBytes: /],
  ])('answers 400 naming the field for %p', async (body, message) => {
    const res = await accept(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers 401 to anyone but the admin', async () => {
    const shopper = await t.sessionCookie({
      customer: {
        userId: '1b7c3a52-7d0e-4d2c-9a53-0f7a0a8e9a11',
        name: 'Asha',
        phone: '9876543210',
        email: 'a@b.in',
      },
    });
    for (const cookie of [undefined, shopper]) {
      const request = (path: string) => {
        const call = t.agent().post(path);
        return cookie ? call.set('Cookie', cookie) : call;
      };
      await request('/api/objects/upload').expect(401);
      await request('/api/objects/accept').send({ objectPath: '/objects/uploads/a' }).expect(401);
    }
  });

  it('answers 503 naming the store when object storage is down', async () => {
    const down = await createTestApp(AppModule, {
      env: { S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'x-bucket' },
    });
    try {
      const cookie = await down.sessionCookie({ isAdmin: true });
      const res = await down
        .agent()
        .post('/api/objects/accept')
        .set('Cookie', cookie)
        .send({ objectPath: '/objects/uploads/abc' })
        .expect(503);
      expect(res.body).toEqual({ message: 'Image storage is unavailable' });
    } finally {
      await down.close();
    }
  });
});
