import { expect, test } from '@playwright/test';
import { demoProduct } from './storefront';

/**
 * What a link shared on WhatsApp or found by a search engine reads: the raw first HTML of a
 * product page or a festival's page, before any script runs, and the sitemap and robots file at
 * the site's root.
 * Registered by the development journeys (the gateway) and the production ones (nginx's SSI).
 */
export function productPreviewTests(): void {
  test.describe('product previews in the first HTML', () => {
    test('a product page answers with its own title, previews and JSON-LD without JavaScript', async ({
      request,
      baseURL,
    }) => {
      const product = await demoProduct(request);
      const page = await request.get(`/products/${product.id}`, { headers: { accept: 'text/html' } });
      expect(page.status()).toBe(200);
      const html = await page.text();
      const escaped = (text: string) =>
        text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
      expect(html).toContain(`<title>${escaped(product.name)} · Festival Gifts</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/products/${product.id}" />`));
      expect(html).toContain('<meta property="og:type" content="product" />');
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/);
      expect(html).toContain(`<meta property="product:price:amount" content="${product.price}" />`);
      expect(html).toContain('<meta name="twitter:card"');
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
      expect(jsonLd).toMatchObject({
        '@type': 'Product',
        name: product.name,
        offers: { '@type': 'Offer', priceCurrency: 'INR', price: product.price },
      });
      // The SSI directives never reach the browser; the page's first view (its main picture) does.
      expect(html).not.toContain('<!--#');
      expect(html).toMatch(
        /<div id="first-view" aria-hidden="true">.*<img src="[^"]+"[^>]*fetchpriority="high"/s,
      );

      const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
      expect(home).toContain('<title>Festival Gifts</title>');
      expect(home).not.toContain('application/ld+json');
      expect(home).toMatch(/<div id="first-view" aria-hidden="true">.*<div class="fv-hero/s);
      expect(baseURL).toBeTruthy();
    });

    test("a festival's shared link answers with that festival's title and first grid page", async ({
      request,
    }) => {
      const html = await (
        await request.get('/?festival=Raksha%20Bandhan&utm_source=whatsapp', {
          headers: { accept: 'text/html' },
        })
      ).text();
      expect(html).toContain(
        '<title>Raksha Bandhan - Festival Gifts &amp; Handicrafts · Festival Gifts</title>',
      );
      expect(html).toMatch(/<link rel="canonical" href="[^"]+\/\?festival=Raksha\+Bandhan" \/>/);
      expect(html).toContain(
        '<link rel="preload" href="/api/products?tab=festival&amp;limit=24&amp;selection=Raksha+Bandhan"',
      );
    });

    test('the sitemap lists product and festival pages, and robots.txt points at it', async ({ request }) => {
      const sitemap = await request.get('/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()['content-type']).toMatch(/xml/);
      const text = await sitemap.text();
      expect(text).toMatch(/<loc>[^<]+\/products\/[0-9a-f-]{36}<\/loc>/);
      expect(text).toMatch(/<loc>[^<]+\/\?festival=Diwali<\/loc>/);
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
      expect(robots).toContain('Disallow: /admin');
    });
  });
}
