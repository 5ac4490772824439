import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { ACCOUNT_PAGE_HEADING, IMAGE_SLOTS } from '@festive/contracts';
import { AppModule } from '../src/app.module';
import { CarouselImageEntity } from '../src/carousel/carousel-image.entity';
import { CategoryEntity } from '../src/categories/category.entity';
import { ProductEntity } from '../src/products/product.entity';
import { startTestS3, type TestS3 } from './support/s3';

const PUBLIC_URL = 'https://shop.example.in';

/** The head a shell page's first HTML includes, the sitemap and robots.txt, as catalog writes them. */
describe('page heads, sitemap and robots.txt', () => {
  let s3: TestS3;
  let t: TestApp;
  let product: ProductEntity;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp(AppModule, { env: { ...s3.env, PUBLIC_URL } });
    const products = t.dataSource.getRepository(ProductEntity);
    product = await products.save(
      products.create({
        sku: 'FD042',
        name: 'Kaju Katli <Gift> Box & "Silver"',
        description:
          'Cashew fudge with silver leaf. </script><script>alert(1)</script> Made fresh for Diwali.',
        price: '649.00',
        image: '/objects/seed/kaju-katli.svg',
        images: ['https://cdn.example.in/katli-2.jpg'],
        category: 'Sweets',
        occasion: 'Festivals',
        stock: 4,
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const head = (path: string) => t.http.get('/api/page-head').query({ path }).expect(200);

  it("writes a product page's title, description, canonical URL, previews and JSON-LD, escaped", async () => {
    const res = await head(`/products/${product.id}?utm_source=whatsapp`);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    const url = `${PUBLIC_URL}/products/${product.id}`;
    expect(html).toContain(
      '<title>Kaju Katli &lt;Gift&gt; Box &amp; &quot;Silver&quot; · Festival Gifts</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/objects/seed/kaju-katli.svg.w1024.webp" />`,
    );
    expect(html).toContain('<meta property="product:price:amount" content="649.00" />');
    expect(html).toContain('<meta property="product:price:currency" content="INR" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta name="twitter:description" content="₹649 · Cashew fudge/);
    expect(html).toContain(
      `<link rel="preload" href="/api/products/${product.id}" as="fetch" crossorigin="use-credentials" />`,
    );
    // Nothing a product's text says can close the JSON-LD script or open a new one.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kaju Katli <Gift> Box & "Silver"',
      sku: 'FD042',
      image: [`${PUBLIC_URL}/objects/seed/kaju-katli.svg.w1920.webp`, 'https://cdn.example.in/katli-2.jpg'],
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: '649.00',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('previews an uploaded picture by its 1024 px copy, never the original', async () => {
    const products = t.dataSource.getRepository(ProductEntity);
    const upload = '/objects/uploads/0b6f3c1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f';
    const uploaded = await products.save(
      products.create({
        name: 'Brass Diya',
        price: '299.00',
        image: upload,
        category: 'Decor',
        occasion: 'Festivals',
      }),
    );
    const html = (await head(`/products/${uploaded.id}`)).text;
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${upload}.w1024.webp" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${PUBLIC_URL}${upload}.w1024.webp" />`);
    // The JSON-LD names the picture itself, as search engines want it.
    expect(html).toContain(`"image":["${PUBLIC_URL}${upload}"]`);
  });

  it("answers the shop's own head for other pages and for products that do not exist", async () => {
    for (const path of ['/', '/account', `/products/${randomUUID()}`, '/products/not-an-id']) {
      const html = (await head(path)).text;
      expect(html).toContain('<title>Festival Gifts</title>');
      expect(html).not.toContain('application/ld+json');
    }
    const home = (await head('/')).text;
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(home).toContain(
      '<link rel="preload" href="/api/products?tab=festival&amp;limit=24" as="fetch" crossorigin="use-credentials" />',
    );
    const missing = await t.http.get('/api/page-head').expect(200);
    expect(missing.text).toContain('<title>Festival Gifts</title>');
  });

  it("names the festival or occasion the home page's address chooses, and preloads its first grid page", async () => {
    const festival = (
      await t.http
        .get('/api/page-head')
        .query({ path: '/', festival: 'Raksha Bandhan', utm_source: 'wa' })
        .expect(200)
    ).text;
    expect(festival).toContain(
      '<title>Raksha Bandhan - Festival Gifts &amp; Handicrafts · Festival Gifts</title>',
    );
    expect(festival).toContain(
      '<meta property="og:title" content="Raksha Bandhan - Festival Gifts &amp; Handicrafts · Festival Gifts" />',
    );
    expect(festival).toContain(`<link rel="canonical" href="${PUBLIC_URL}/?festival=Raksha+Bandhan" />`);
    expect(festival).toContain(
      '<link rel="preload" href="/api/products?tab=festival&amp;limit=24&amp;selection=Raksha+Bandhan" as="fetch" crossorigin="use-credentials" />',
    );

    const occasion = (
      await t.http.get('/api/page-head').query({ path: '/', occasion: '<b>Griha Pravesh</b>' }).expect(200)
    ).text;
    expect(occasion).toContain(
      '<title>&lt;b&gt;Griha Pravesh&lt;/b&gt; - Special Occasion Gifts &amp; Handicrafts · Festival Gifts</title>',
    );
    expect(occasion).not.toContain('<b>');

    // A query that names nothing usable (or a repeated path) is the plain home page.
    const plain = (
      await t.http.get('/api/page-head?path=/&path=/account&festival=%20&festival=x').expect(200)
    ).text;
    expect(plain).toContain('<title>Festival Gifts</title>');
    expect(plain).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    // Only the home page reads its query.
    const productPage = (
      await t.http.get('/api/page-head').query({ path: `/products/${product.id}`, festival: 'Holi' })
    ).text;
    expect(productPage).toContain(
      '<title>Kaju Katli &lt;Gift&gt; Box &amp; &quot;Silver&quot; · Festival Gifts</title>',
    );
  });

  it("preloads the reads a storefront page starts with, and none of the storefront's in the back office", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
    const frame = ['/api/categories?type=festival', '/api/currency', '/api/auth/session'];
    expect(preloads((await head('/')).text)).toEqual([
      '/api/carousel-images',
      '/api/products?tab=festival&amp;limit=24',
      ...frame,
    ]);
    expect(preloads((await head('/account')).text)).toEqual(frame);
    expect(preloads((await head(`/products/${product.id}`)).text)).toEqual([
      `/api/products/${product.id}`,
      ...frame,
    ]);
    expect(preloads((await head('/admin')).text)).toEqual([]);
    expect(preloads((await head('/admin/login')).text)).toEqual([]);
  });

  it("lists the home page, each festival's and occasion's page and every product in the sitemap, and keeps crawlers out of private pages", async () => {
    const categories = t.dataSource.getRepository(CategoryEntity);
    await categories.save([
      categories.create({ name: 'Eid', type: 'festival', items: ['Sweets'] }),
      categories.create({ name: 'Diwali', type: 'festival', items: ['Diyas'] }),
      categories.create({ name: 'Birthday & Anniversary', type: 'special_occasion', items: ['Cakes'] }),
    ]);
    const sitemap = await t.http.get('/api/page-head/sitemap.xml').expect(200);
    const festivalPages = [...sitemap.text.matchAll(/<loc>[^<]*\/\?(festival|occasion)=([^<]*)<\/loc>/g)].map(
      (m) => `${m[1]}=${m[2]}`,
    );
    expect(festivalPages).toEqual([
      'festival=Diwali',
      'festival=Republic+Day',
      'festival=Valentine%27s+Day',
      'festival=Holi',
      'festival=Raksha+Bandhan',
      'festival=Christmas',
      'festival=New+Year',
      'festival=Eid',
      'occasion=Birthday+%26+Anniversary',
    ]);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/products/${product.id}</loc>`);

    const robots = await t.http.get('/api/page-head/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /account');
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  describe("a page's first view", () => {
    const view = (path: string) => t.http.get('/api/page-head/view').query({ path }).expect(200);
    const images = (html: string) => [...html.matchAll(/<img ([^>]*)\/>/g)].map((m) => m[1]!);

    it('draws the home page hero from the first fixed slide while the back office has no carousel images', async () => {
      const res = await view('/');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toMatch(/^<div id="first-view" aria-hidden="true"><style>/);
      expect(res.text).toContain('#first-view ~ #root{display:none}');
      expect(images(res.text)).toEqual([
        'src="/api/page-head/hero-art/diwali-lights.svg" width="640" height="400" alt="" fetchpriority="high" ',
      ]);
      // The same picture for the home page with a festival chosen; nothing a person reads or presses.
      expect((await view('/?festival=Diwali')).text).toBe(res.text);
      expect(res.text).not.toMatch(/<(a|button|input|h\d|p)\b/);
    });

    it('draws the first carousel image by display order, from the copies that fit a phone, in its own shape', async () => {
      const carousel = t.dataSource.getRepository(CarouselImageEntity);
      const upload = '/objects/uploads/4f1e2d3c-5b6a-4978-8a9b-0c1d2e3f4a5b';
      const saved = await carousel.save([
        carousel.create({ image: '/objects/seed/second.svg', imageWidth: 1200, imageHeight: 400, order: 2 }),
        carousel.create({ image: upload, imageWidth: 1920, imageHeight: 640, order: 1 }),
      ]);
      try {
        const html = (await view('/')).text;
        expect(html).toContain('style="--fv-ratio:1920 / 640"');
        const [img] = images(html);
        expect(img).toContain(`src="${upload}.w1024.webp"`);
        expect(img).toContain(`${upload}.w320.webp 320w`);
        expect(img).toContain('sizes="100vw"');
        expect(img).not.toMatch(new RegExp(`${upload}[ "]`));
        expect(img).toContain('width="1920" height="640"');
      } finally {
        await carousel.remove(saved);
      }
    });

    it("draws a product page's main picture, escaped, and nothing for other pages", async () => {
      const [img] = images((await view(`/products/${product.id}`)).text);
      const picture = '/objects/seed/kaju-katli.svg';
      expect(img).toBe(
        `src="${picture}.w1024.webp" srcset="${[320, 640, 1024, 1920].map((w) => `${picture}.w${w}.webp ${w}w`).join(', ')}" ` +
          `sizes="${IMAGE_SLOTS.gallery.sizes}" width="720" height="720" alt="" fetchpriority="high" `,
      );
      const products = t.dataSource.getRepository(ProductEntity);
      const odd = await products.save(
        products.create({
          name: 'Odd',
          price: '10.00',
          image: '/objects/seed/a"><script>alert(1)</script>.svg',
          category: 'Decor',
          occasion: 'Festivals',
        }),
      );
      const html = (await view(`/products/${odd.id}`)).text;
      expect(html).not.toContain('<script');
      expect(html).toContain('src="/objects/seed/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.svg"');
      for (const path of [
        '/account',
        '/admin',
        '/delivery-details',
        `/products/${randomUUID()}`,
        '/products/x',
      ]) {
        expect((await view(path)).text).toBe('');
      }
    });

    it("draws the account page's title for a signed-in shopper only", async () => {
      const cookie = await t.sessionCookie({
        customer: { userId: randomUUID(), name: 'Asha', phone: '9876543210', email: 'asha@example.in' },
      });
      const res = await t
        .agent()
        .get('/api/page-head/view')
        .query({ path: '/account' })
        .set('Cookie', cookie)
        .expect(200);
      expect(res.text).toMatch(/^<div id="first-view" aria-hidden="true"><style>/);
      expect(res.text).toContain(`<div class="fv-account"><h1>${ACCOUNT_PAGE_HEADING}</h1></div>`);
      expect(images(res.text)).toEqual([]);
      // Anyone else is sent on to the home page: nothing of the account page is drawn for them.
      expect((await view('/account')).text).toBe('');
      // The same session id under a signature of the visitor's own making.
      const unsigned = cookie.replace(/\.[^.]+$/, '.forged');
      expect(unsigned).not.toBe(cookie);
      const forged = await t
        .agent()
        .get('/api/page-head/view')
        .query({ path: '/account' })
        .set('Cookie', unsigned);
      expect(forged.text).toBe('');
    });

    it('serves the fixed slides’ pictures as SVG, reused for a day, and nothing else under their path', async () => {
      const art = await t.http.get('/api/page-head/hero-art/artisan-handicrafts.svg').expect(200);
      expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(art.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(art.text ?? art.body.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      for (const file of ['diwali-lights', 'unknown.svg', '..%2Fpage-heads.svg', 'toString.svg']) {
        const res = await t.http.get(`/api/page-head/hero-art/${file}`).expect(404);
        expect(res.body).toMatchObject({ message: expect.any(String) });
      }
    });
  });
});
