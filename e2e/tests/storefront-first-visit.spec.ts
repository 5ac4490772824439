import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_PAGE_HEADING,
  CAROUSEL_IMAGES_PATH,
  catalogueProductsPath,
  FIRST_CATALOGUE_PAGE,
  FIRST_VIEW_ELEMENT_ID,
  fixedHeroArtPath,
  imageSources,
  productApiPath,
  STOREFRONT_FIRST_READS,
} from '@festive/contracts';
import { signedInShopper } from '../support/account-shopper';
import { demoProduct } from '../support/storefront';

// A first visit: the page head preloads the answers the page starts with, and the page uses those
// very answers instead of asking again once its scripts run.

/** How many times the page asked for each API path (with its query). */
function countApiReads(page: Page): Map<string, number> {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${url.pathname}${url.search}`;
    asked.set(key, (asked.get(key) ?? 0) + 1);
  });
  return asked;
}

test('the home page asks once for each first read: the preloaded answers are the ones it uses', async ({
  page,
}) => {
  const asked = countApiReads(page);
  await page.goto('/');
  await expect(page.getByTestId('product-grid').getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: /festival/i })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  for (const path of [CAROUSEL_IMAGES_PATH, FIRST_CATALOGUE_PAGE, ...STOREFRONT_FIRST_READS]) {
    expect(asked.get(path), path).toBe(1);
  }
});

test("a festival's shared link preloads that festival's first grid page, and the page uses it", async ({
  page,
}) => {
  const asked = countApiReads(page);
  await page.goto('/?festival=Raksha%20Bandhan');
  await expect(page.getByTestId('catalogue-heading')).toHaveText(
    'Raksha Bandhan - Festival Gifts & Handicrafts',
  );
  await expect(page.getByTestId('product-grid').getByRole('article').first()).toBeVisible();
  const firstPage = catalogueProductsPath({ tab: 'festival', selection: 'Raksha Bandhan', search: '' });
  expect(asked.get(firstPage), firstPage).toBe(1);
  // Nothing asked for the page the bare address opens on.
  expect(asked.get(FIRST_CATALOGUE_PAGE)).toBeUndefined();
});

// V8's explicit compile hint, in its own spelling: the build puts it on the first visit's scripts.
const V8_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test("every script a first visit runs carries V8's compile hint, so it is compiled as it downloads", async ({
  page,
}) => {
  const scripts: Promise<{ path: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { pathname } = new URL(response.url());
    scripts.push(response.text().then((text) => ({ path: pathname, text })));
  });
  await page.goto('/');
  await expect(page.getByTestId('product-grid').getByRole('article').first()).toBeVisible();
  const loaded = await Promise.all(scripts);
  // The shell's and the catalog's: a page that ran neither could not show the grid.
  expect(loaded.some(({ path }) => path.startsWith('/remotes/mfe-catalog/'))).toBe(true);
  expect(loaded.some(({ path }) => !path.startsWith('/remotes/'))).toBe(true);
  for (const { path, text } of loaded) expect(text.startsWith(V8_COMPILE_HINT), path).toBe(true);
});

test('a product page opened from a shared link asks once for the product and the frame', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request);
  const asked = countApiReads(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  for (const path of [productApiPath(product.id), ...STOREFRONT_FIRST_READS]) {
    expect(asked.get(path), path).toBe(1);
  }
});

// The first view: the picture a shopper waits for is in the first HTML, before any script.
test("the first HTML already shows the hero and a product's picture; the page then takes their place", async ({
  page,
  request,
}) => {
  const html = async (path: string) => (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const firstView = new RegExp(
    `<div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true">.*?<img ([^>]*)/>`,
    's',
  );
  const home = await html('/?festival=Diwali');
  const heroPicture = firstView.exec(home)?.[1];
  expect(heroPicture).toContain(`src="${fixedHeroArtPath('diwali-lights')}"`);
  expect(heroPicture).toContain('fetchpriority="high"');
  // The first view comes before the root the page draws into, the scripts after both.
  expect(home.indexOf(`<div id="${FIRST_VIEW_ELEMENT_ID}"`)).toBeLessThan(home.indexOf('<div id="root">'));
  expect(home.indexOf('<div id="root">')).toBeLessThan(home.indexOf('<script data-first-visit='));

  const product = await demoProduct(request);
  const productHtml = await html(`/products/${product.id}`);
  expect(firstView.exec(productHtml)?.[1]).toContain(`src="${imageSources(product.image, 'gallery').src}"`);
  // The account page opens on its title for a signed-in shopper; anyone else is sent home.
  expect(await html('/account')).not.toContain(`<div id="${FIRST_VIEW_ELEMENT_ID}"`);
  await signedInShopper(page.request);
  const accountHtml = await (await page.request.get('/account', { headers: { accept: 'text/html' } })).text();
  expect(accountHtml).toContain(`<h1>${ACCOUNT_PAGE_HEADING}</h1>`);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_PAGE_HEADING })).toBeVisible();
  await expect(page.locator(`#${FIRST_VIEW_ELEMENT_ID}`)).toHaveCount(0);

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator(`#${FIRST_VIEW_ELEMENT_ID}`)).toHaveCount(0);
  // The picture gives way only once the page has drawn what takes its place, never to the
  // page's loading state: the carousel is there when the first view goes.
  await page.addInitScript((id) => {
    new MutationObserver((records, observer) => {
      if (!records.some((record) => [...record.removedNodes].some((node) => (node as Element).id === id)))
        return;
      const drawn = document.querySelector('[data-testid="hero-carousel"]') !== null;
      (window as unknown as { heroAtHandOff?: boolean }).heroAtHandOff = drawn;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, FIRST_VIEW_ELEMENT_ID);
  // At a phone's speed, where a frame can come before the answer is drawn.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/');
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
  await expect(page.locator(`#${FIRST_VIEW_ELEMENT_ID}`)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { heroAtHandOff?: boolean }).heroAtHandOff)).toBe(
    true,
  );
});
