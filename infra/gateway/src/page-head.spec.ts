import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderPageHead } from './page-head';

const INDEX = [
  '<head><meta charset="utf-8">',
  '<!--# block name="shop_head" --><title>Festival Gifts</title><!--# endblock -->',
  '<!--# include virtual="/_page-head$request_uri" stub="shop_head" -->',
  '</head><body></body>',
].join('');

/** A stand-in for catalog's page-head route: answers by the asked path, as catalog would. */
function catalogStandIn(answer: (path: string) => { status: number; body: string }) {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.searchParams.get('path') ?? '';
    url.searchParams.delete('path');
    const query = url.searchParams.size ? ` ?${url.searchParams}` : '';
    asked.push(
      `${url.pathname} ${path}${query}${req.headers.cookie ? ` (cookie ${req.headers.cookie})` : ''}`,
    );
    const { status, body } = answer(path);
    res.writeHead(status, { 'content-type': 'text/html' }).end(body);
  });
  return new Promise<{ url: string; asked: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        asked,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('the page head in the development gateway (nginx SSI, evaluated the same way)', () => {
  it("includes catalog's head for the page's path, its query string after it as nginx passes it", async () => {
    const catalog = await catalogStandIn((path) => ({ status: 200, body: `<title>${path}</title>` }));
    try {
      const html = await renderPageHead(INDEX, '/products/42?utm_source=whatsapp', catalog.url);
      expect(html).toBe('<head><meta charset="utf-8"><title>/products/42</title></head><body></body>');
      expect(catalog.asked).toEqual(['/api/page-head /products/42 ?utm_source=whatsapp']);
    } finally {
      await catalog.close();
    }
  });

  it("hands the page's cookie on, as nginx does with a page's SSI subrequests", async () => {
    const catalog = await catalogStandIn((path) => ({ status: 200, body: `<title>${path}</title>` }));
    try {
      await renderPageHead(INDEX, '/account', catalog.url, 'fg.sid=abc');
      expect(catalog.asked).toEqual(['/api/page-head /account (cookie fg.sid=abc)']);
    } finally {
      await catalog.close();
    }
  });

  it("falls back to the shop's own head when catalog fails or answers nothing", async () => {
    for (const answer of [
      { status: 503, body: 'down' },
      { status: 204, body: '' },
    ]) {
      const catalog = await catalogStandIn(() => answer);
      try {
        expect(await renderPageHead(INDEX, '/', catalog.url)).toBe(
          '<head><meta charset="utf-8"><title>Festival Gifts</title></head><body></body>',
        );
      } finally {
        await catalog.close();
      }
    }
    expect(await renderPageHead(INDEX, '/', 'http://127.0.0.1:9')).toContain('<title>Festival Gifts</title>');
  });

  it("puts catalog's first view before the root, asked side by side with the head, and nothing when there is none", async () => {
    const page = INDEX.replace(
      '<body></body>',
      '<body><!--# block name="no_view" --><!--# endblock -->' +
        '<!--# include virtual="/_page-view$request_uri" stub="no_view" --><div id="root"></div></body>',
    );
    const catalog = await catalogStandIn((path) =>
      path === '/' ? { status: 200, body: `<div id="first-view">${path}</div>` } : { status: 200, body: '' },
    );
    try {
      expect(await renderPageHead(page, '/?festival=Diwali', catalog.url)).toContain(
        '<body><div id="first-view">/</div><div id="root"></div></body>',
      );
      expect(catalog.asked.sort()).toEqual([
        '/api/page-head / ?festival=Diwali',
        '/api/page-head/view / ?festival=Diwali',
      ]);
      expect(await renderPageHead(page, '/account', catalog.url)).toContain(
        '<body><div id="root"></div></body>',
      );
    } finally {
      await catalog.close();
    }
  });

  it('leaves a page without the include as it is', async () => {
    expect(await renderPageHead('<title>x</title>', '/', 'http://127.0.0.1:9')).toBe('<title>x</title>');
  });
});
