import { Logger } from '@nestjs/common';
import {
  IMAGE_VARIANT_WIDTHS,
  imageSources,
  imageVariantKey,
  LIMITS,
  type ProductInput,
  seedPictureKey,
} from '@festive/contracts';
import type { TestApp } from '@festive/server-kit';
import sharp from 'sharp';
import { ImageVariants } from '../src/storage/image-variants';
import { ObjectStorage } from '../src/storage/object-storage';
import { UploadSweeper } from '../src/uploads/upload-sweeper';
import { pngOfSize, uploadAsBrowser } from './support/images';
import { startAdminCatalog, type AdminCatalog } from './support/admin-catalog';

const gift: ProductInput = {
  name: 'Brass Diya Set',
  description: 'Five hand-cast brass diyas',
  price: '1249.00',
  image: 'https://images.example.in/diya.jpg',
  category: 'Home & Decor',
  subcategory: 'Home & Decor',
  tags: ['Diwali'],
  occasion: 'Festivals',
  stock: 5,
};

/**
 * A photo-like JPEG: colour gradients under fine grain, saved at quality 98 without chroma
 * subsampling, so 2000×1500 weighs about 5 MB, as a phone camera's picture does.
 */
async function photoJpeg(width: number, height: number): Promise<Buffer> {
  let seed = 7;
  const grain = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32 - 0.5;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, (200 * x) / width + grain() * 60));
      pixels[at + 1] = Math.max(0, Math.min(255, (200 * y) / height + grain() * 60));
      pixels[at + 2] = Math.max(0, Math.min(255, 120 + grain() * 60));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** A demo picture as the seed stores one: an SVG drawing 400 px square. */
const SEED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
  '<rect width="400" height="400" fill="#7d1d32"/><circle cx="200" cy="200" r="120" fill="#ff9d37"/></svg>';

/** A plain picture, quick to make, for the tests that are not about size. */
const plainJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b22222' } })
    .jpeg()
    .toBuffer();

/** The CSS width a `sizes` list gives at a viewport width (the forms IMAGE_SLOTS uses). */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const [, minEm, length = ''] = /^(?:\(min-width: ([\d.]+)em\)\s+)?(.+)$/.exec(entry.trim())!;
    if (minEm && viewport < Number(minEm) * 16) continue;
    const px = /^([\d.]+)px$/.exec(length);
    if (px) return Number(px[1]);
    const vw = /^([\d.]+)vw$/.exec(length);
    if (vw) return (Number(vw[1]) * viewport) / 100;
    const calc = /^calc\(([\d.]+)vw - ([\d.]+)px\)$/.exec(length);
    if (calc) return (Number(calc[1]) * viewport) / 100 - Number(calc[2]);
    throw new Error(`cannot read ${length}`);
  }
  throw new Error(`no size in ${sizes}`);
}

/** The candidate a browser takes: the narrowest covering the slot at the screen's density. */
function pickCandidate(srcSet: string, sizes: string, viewport: number, density: number): string {
  const candidates = srcSet
    .split(', ')
    .map((candidate) => candidate.split(' ') as [string, string])
    .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(sizes, viewport) * density;
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)!).url;
}

describe('resized image variants (GET /objects/<key>.w<width>.webp)', () => {
  let catalog: AdminCatalog;
  let t: TestApp;
  let admin: string;
  let storage: ObjectStorage;
  let variants: ImageVariants;

  beforeAll(async () => {
    catalog = await startAdminCatalog();
    ({ t, admin } = catalog);
    storage = t.app.get(ObjectStorage);
    variants = t.app.get(ImageVariants);
  });
  afterAll(() => catalog?.close());
  afterEach(() => jest.restoreAllMocks());

  const upload = (body: Buffer, type: string) => uploadAsBrowser(t.agent(), admin, body, type);
  const accept = (objectPath: string) =>
    t.agent().post('/api/objects/accept').set('Cookie', admin).send({ objectPath }).expect(200);
  const saveProduct = (image: string) =>
    t
      .agent()
      .post('/api/admin/products')
      .set('Cookie', admin)
      .send({ ...gift, image })
      .expect(201);
  const keyOf = (objectPath: string) => objectPath.slice('/objects/'.length);
  const getImage = (path: string) =>
    t
      .agent()
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  describe('a 2000×1500 camera photo', () => {
    let photo: Buffer;
    let objectPath: string;

    beforeAll(async () => {
      photo = await photoJpeg(2000, 1500);
      objectPath = await upload(photo, 'image/jpeg');
      await accept(objectPath);
      await saveProduct(objectPath);
      await variants.idle();
      // Making a 5 MB photo and its copies takes seconds; more when other test files share the cores.
    }, 120_000);

    it('is stored beside the original as WebP at every width, aspect kept', async () => {
      expect(photo.length).toBeGreaterThan(4.5 * 1024 * 1024);
      expect(photo.length).toBeLessThanOrEqual(LIMITS.productImageMaxBytes);
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const key = imageVariantKey(keyOf(objectPath), width);
        expect(await storage.head(key)).toMatchObject({ contentType: 'image/webp' });
        const served = await getImage(`/objects/${key}`).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(served.body as Buffer).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: 'webp',
          width,
          height: (width * 3) / 4,
        });
      }
      // The original is still served as it was uploaded.
      const original = await getImage(objectPath).expect(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect((original.body as Buffer).length).toBe(photo.length);
    });

    it('is never what a card points a 375 px wide phone at', async () => {
      const { src, srcSet, sizes } = imageSources(objectPath, 'card');
      expect(src).not.toBe(objectPath);
      expect(srcSet).not.toMatch(new RegExp(`${objectPath}(\\s|,|$)`));
      for (const density of [1, 2, 2.625, 3]) {
        const chosen = pickCandidate(srcSet!, sizes!, 375, density);
        const served = await getImage(chosen).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect((served.body as Buffer).length).toBeLessThan(photo.length / 5);
      }
      // The usual mid-range phone (2× or 2.625×) gets the 1024 px copy: a small fraction of the photo.
      const usual = pickCandidate(srcSet!, sizes!, 375, 2);
      expect(usual).toBe(`${objectPath}.w1024.webp`);
      expect(((await getImage(usual).expect(200)).body as Buffer).length).toBeLessThan(photo.length / 20);
    });

    it('makes nothing twice when the upload is accepted and saved again', async () => {
      const put = jest.spyOn(storage, 'put');
      await accept(objectPath);
      await saveProduct(objectPath);
      await variants.idle();
      expect(put).not.toHaveBeenCalled();
    });
  });

  it('never enlarges a picture narrower than a variant', async () => {
    const small = await sharp({
      create: { width: 500, height: 300, channels: 3, background: '#d2691e' },
    })
      .png()
      .toBuffer();
    const objectPath = await upload(small, 'image/png');
    await saveProduct(objectPath);
    await variants.idle();
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const served = await getImage(`${objectPath}.w${width}.webp`).expect(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.width, meta.height]).toEqual(width < 500 ? [width, (width * 3) / 5] : [500, 300]);
    }
  });

  it('makes a missing variant of a used upload on its first request (an upload from before variants)', async () => {
    const objectPath = await upload(await plainJpeg(800, 600), 'image/jpeg');
    await saveProduct(objectPath);
    await variants.idle();
    for (const width of IMAGE_VARIANT_WIDTHS) await storage.delete(imageVariantKey(keyOf(objectPath), width));

    const served = await getImage(`${objectPath}.w640.webp`).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(640);
    // Every width was stored by that one request.
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(await storage.head(imageVariantKey(keyOf(objectPath), width))).toBeDefined();
    }
  });

  it('draws nothing on request for a demo picture: a missing copy sends the browser to the SVG', async () => {
    const key = seedPictureKey(`test-lamp-${Date.now()}`);
    await storage.put(key, Buffer.from(SEED_SVG), 'image/svg+xml');
    expect(imageSources(`/objects/${key}`, 'card').srcSet).toContain(`/objects/${key}.w320.webp 320w`);
    const res = await t.agent().get(`/objects/${key}.w320.webp`).redirects(0).expect(307);
    expect(res.headers.location).toBe(`/objects/${key}`);
    await variants.idle();
    expect(await storage.head(imageVariantKey(key, 320))).toBeUndefined();
  });

  it('makes nothing for an upload no product or carousel image uses, nor for another width', async () => {
    const objectPath = await upload(await plainJpeg(800, 600), 'image/jpeg');
    await getImage(`${objectPath}.w640.webp`).expect(404);
    const used = await upload(await plainJpeg(800, 600), 'image/jpeg');
    await saveProduct(used);
    await variants.idle();
    await getImage(`${used}.w641.webp`).expect(404);
    await getImage(`${used}.w640.avif`).expect(404);
    await getImage(`${used}.w640.webp.w320.webp`).expect(404);
    expect(await storage.head(imageVariantKey(keyOf(objectPath), 640))).toBeUndefined();
  });

  it('logs a picture it cannot resize at error level and sends the browser to the original', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    // PNG magic bytes over filler: it passes the upload check but no decoder can read it.
    const objectPath = await upload(pngOfSize(4096), 'image/png');
    await saveProduct(objectPath);
    await variants.idle();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ key: keyOf(objectPath) }),
      'image variants could not be made; the original is served instead',
    );

    const res = await t.agent().get(`${objectPath}.w640.webp`).redirects(0).expect(307);
    expect(res.headers.location).toBe(objectPath);
    expect(res.headers['cache-control']).toBe('no-store');
    await getImage(objectPath).expect(200);
  });

  // Last: the sweep takes every abandoned upload this file made.
  it('sweeps an abandoned upload with its copies and keeps a used upload’s copies', async () => {
    const abandoned = await upload(await plainJpeg(700, 500), 'image/jpeg');
    await accept(abandoned);
    const used = await upload(await plainJpeg(700, 500), 'image/jpeg');
    await saveProduct(used);
    await variants.idle();
    const copies = (objectPath: string) =>
      IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(keyOf(objectPath), width));
    expect(await storage.head(copies(abandoned)[0]!)).toBeDefined();

    const deleted = await t.app.get(UploadSweeper).sweep(new Date(Date.now() + 60_000));
    expect(deleted).toEqual(expect.arrayContaining([keyOf(abandoned), ...copies(abandoned)]));
    expect(deleted.filter((key) => key.startsWith(keyOf(used)))).toEqual([]);
    for (const key of copies(used)) expect(await storage.head(key)).toBeDefined();
  });
});
