import { LIMITS, uploadUrlResponseSchema } from '@festive/contracts';
import type { TestApp } from '@festive/server-kit';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ObjectStorage } from '../src/storage/object-storage';
import { UsedUploadEntity } from '../src/uploads/used-upload.entity';
import { pngOfSize, uploadAsBrowser } from './support/images';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';

const script = Buffer.from('alert(document.domain)');

/**
 * An upload can never come back as a script: the signed URL binds the type and size the upload
 * button declares (object storage refuses anything else), and GET /objects/uploads/... serves
 * only what a saved record uses, with the type its bytes show.
 */
describe('uploads that cannot become scripts', () => {
  let catalog: AdminCatalog;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    catalog = await startAdminCatalog();
    ({ t, admin } = catalog);
  });
  afterAll(() => catalog?.close());

  const sign = (body?: object) => {
    const call = t.agent().post('/api/objects/upload').set('Cookie', admin);
    return body ? call.send(body) : call;
  };
  const signed = async (body?: object) => uploadUrlResponseSchema.parse((await sign(body).expect(200)).body);
  const put = (url: string, body: Buffer, contentType: string) =>
    fetch(url, { method: 'PUT', body, headers: { 'Content-Type': contentType } });
  const useInCarousel = (image: string) =>
    t
      .agent()
      .post('/api/admin/carousel-images')
      .set('Cookie', admin)
      .send({ image, imageWidth: 768, imageHeight: 400, order: 0 })
      .expect(201);

  describe('a URL signed for a declared image', () => {
    it('binds Content-Type and Content-Length into the signature', async () => {
      const { uploadURL } = await signed({ contentType: 'image/png', size: 2048 });
      const headers = new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders');
      expect(headers?.split(';').sort()).toEqual(['content-length', 'content-type', 'host']);
    });

    it('is refused by object storage for a script type, and nothing is stored', async () => {
      const { uploadURL, objectPath } = await signed({ contentType: 'image/png', size: script.length });
      const res = await put(uploadURL, script, 'application/javascript');
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
      expect(await t.app.get(ObjectStorage).head(objectPath.slice('/objects/'.length))).toBeUndefined();
    });

    it('is refused by object storage for a bigger body than declared', async () => {
      const { uploadURL, objectPath } = await signed({ contentType: 'image/png', size: 1024 });
      const res = await put(uploadURL, pngOfSize(LIMITS.productImageMaxBytes + 1), 'image/png');
      expect(res.status).toBe(403);
      expect(await t.app.get(ObjectStorage).head(objectPath.slice('/objects/'.length))).toBeUndefined();
    });

    it('takes the declared file', async () => {
      const { uploadURL } = await signed({ contentType: 'image/png', size: 4096 });
      expect((await put(uploadURL, pngOfSize(4096), 'image/png')).status).toBe(200);
    });

    it.each([
      [
        { contentType: 'application/javascript', size: 10 },
        /^contentType: the file is not a PNG, JPEG, GIF or WebP image$/,
      ],
      [{ contentType: 'image/svg+xml', size: 10 }, /^contentType: /],
      [{ contentType: 'text/html' }, /^contentType: /],
      [{ contentType: 'image/png', size: 0 }, /^size: the file is empty$/],
      [{ contentType: 'image/png', size: 2.5 }, /^size: /],
      [
        {
          contentType: 'image/png',
          size: LIMITS.productImageMaxBytes + 1,
          maxBytes: LIMITS.productImageMaxBytes,
        },
        /^size: the image is larger than the limit of 5 MB$/,
      ],
      [{ contentType: 'image/png', size: LIMITS.uploadDefaultMaxBytes + 1 }, /^size: .*10 MB$/],
      [{ maxBytes: LIMITS.uploadDefaultMaxBytes + 1 }, /^maxBytes: /],
    ])('is not signed for %p (400 naming the field)', async (body, message) => {
      const res = await sign(body).expect(400);
      expect(res.body.message).toMatch(message);
    });
  });

  describe('GET /objects/uploads/<id>', () => {
    it('never serves a script put through a bare signed URL (the outside probe)', async () => {
      const objectPath = await uploadAsBrowser(t.agent(), admin, script, 'application/javascript');
      const before = await t.agent().get(objectPath).expect(404);
      expect(before.headers['content-type']).toMatch(/^application\/json/);
      expect(before.headers['cache-control']).toBe('no-store');
      const refused = await t.agent().post('/api/objects/accept').set('Cookie', admin).send({ objectPath });
      expect(refused.status).toBe(400);
      await t.agent().get(objectPath).expect(404);
    });

    it('answers 404 to an upload that was accepted but that no saved record uses yet', async () => {
      const objectPath = await uploadAsBrowser(t.agent(), admin, pngOfSize(2048), 'image/png');
      await t.agent().get(objectPath).expect(404);
      await t.agent().post('/api/objects/accept').set('Cookie', admin).send({ objectPath }).expect(200);
      await t.agent().get(objectPath).expect(404);
      await t.agent().get(`${objectPath}.w320.webp`).expect(404);
    });

    it('serves a used PNG as image/png with nosniff, whatever type it was labelled', async () => {
      const objectPath = await uploadAsBrowser(t.agent(), admin, pngOfSize(2048), 'text/html');
      await useInCarousel(objectPath);
      const served = await t.agent().get(objectPath).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="${objectPath.slice('/objects/uploads/'.length)}.png"`,
      );
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(Buffer.compare(served.body as Buffer, pngOfSize(2048))).toBe(0);
    });

    it('serves by its bytes even when the stored label says script', async () => {
      // A used upload stored before its type was corrected on accept (older data).
      const key = `uploads/${crypto.randomUUID()}`;
      await t.app.get(ObjectStorage).put(key, pngOfSize(64), 'application/javascript');
      await repository().insert({ objectKey: key });
      const served = await t.agent().get(`/objects/${key}`).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('answers 404 to a used upload whose bytes are not an image', async () => {
      const key = `uploads/${crypto.randomUUID()}`;
      await t.app.get(ObjectStorage).put(key, script, 'image/png');
      await repository().insert({ objectKey: key });
      await t.agent().get(`/objects/${key}`).expect(404);
      const svg = `uploads/${crypto.randomUUID()}`;
      await t.app
        .get(ObjectStorage)
        .put(svg, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml');
      await repository().insert({ objectKey: svg });
      await t.agent().get(`/objects/${svg}`).expect(404);
    });

    it('answers 404 to anything else under uploads/', async () => {
      await t.agent().get('/objects/uploads/never-uploaded').expect(404);
      await t.agent().get('/objects/uploads/a/b').expect(404);
    });
  });

  const repository = () => t.app.get<Repository<UsedUploadEntity>>(getRepositoryToken(UsedUploadEntity));
});
