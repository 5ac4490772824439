import { expect, test, type Page } from '@playwright/test';
import { FESTIVALS, LIMITS, type Category } from '@festive/contracts';
import { cardNames, catalogueNames, rupees } from '../support/storefront';

// Home: the catalogue and the header, filtering and search, prices.

const heading = (page: Page) => page.getByTestId('catalogue-heading');
const select = (page: Page) => page.getByTestId('selection-select');

async function occasionNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/categories?type=special_occasion');
  return ((await res.json()) as Category[]).map((category) => category.name);
}

/** The grid shows exactly these products (every page loaded), in the server's order. */
async function expectGrid(page: Page, names: string[]) {
  if (names.length === 0) {
    await expect(page.getByTestId('products-empty')).toBeVisible();
    return;
  }
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The previous filter's results stay (dimmed, aria-busy) until the new ones arrive.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Scroll until every page has arrived (the grid pages in more near its end).
  await expect
    .poll(
      async () => {
        await page
          .getByTestId('product-card')
          .last()
          .scrollIntoViewIfNeeded({ timeout: 2_000 })
          .catch(() => undefined);
        return (await cardNames(page)).length;
      },
      { timeout: 15_000 },
    )
    .toBe(names.length);
  await expect.poll(() => cardNames(page)).toEqual(names);
}

test('tabs, dropdown and headings: a festival, then an occasion', async ({ page }) => {
  await page.goto('/');
  await expect(heading(page)).toHaveText('All Festival Gifts & Handicrafts');
  await expect(page.getByText('Choose Festival', { exact: true })).toBeVisible();
  await expect(select(page).locator('option')).toHaveText(['All Festivals', ...FESTIVALS]);
  await expectGrid(page, await catalogueNames(page.request, { tab: 'festival' }));

  await select(page).selectOption('Holi');
  await expect(heading(page)).toHaveText('Holi - Festival Gifts & Handicrafts');
  const holi = await catalogueNames(page.request, { tab: 'festival', selection: 'Holi' });
  expect(holi.length).toBeGreaterThan(0);
  await expectGrid(page, holi);

  // Switching tab resets the selection to all.
  await page.getByRole('tab', { name: 'SPECIAL OCCASIONS' }).click();
  await expect(page.getByRole('tab', { name: 'SPECIAL OCCASIONS' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading(page)).toHaveText('All Special Occasion Gifts & Handicrafts');
  await expect(page.getByText('Choose Occasion', { exact: true })).toBeVisible();
  const occasions = await occasionNames(page);
  await expect(select(page).locator('option')).toHaveText(['All Special Occasions', ...occasions]);
  await expectGrid(page, await catalogueNames(page.request, { tab: 'special_occasion' }));

  await select(page).selectOption('Birthday');
  await expect(heading(page)).toHaveText('Birthday - Special Occasion Gifts & Handicrafts');
  const birthday = await catalogueNames(page.request, { tab: 'special_occasion', selection: 'Birthday' });
  expect(birthday.length).toBeGreaterThan(0);
  await expectGrid(page, birthday);

  // A header festival link switches back to the festival tab with that festival chosen.
  await page.getByTestId('festival-links').getByRole('link', { name: 'Diwali' }).click();
  await expect(heading(page)).toHaveText('Diwali - Festival Gifts & Handicrafts');
  await expect(page.getByRole('tab', { name: 'FESTIVALS' })).toHaveAttribute('aria-selected', 'true');
  await expect(select(page)).toHaveValue('Diwali');
  await expectGrid(page, await catalogueNames(page.request, { tab: 'festival', selection: 'Diwali' }));
});

test("a festival's or occasion's gifts have their own address: shared, reloaded, and Back", async ({
  page,
}) => {
  // A link shared on WhatsApp, with the campaign parameters such links carry.
  await page.goto('/?festival=Holi&utm_source=whatsapp');
  await expect(heading(page)).toHaveText('Holi - Festival Gifts & Handicrafts');
  await expect(select(page)).toHaveValue('Holi');
  await expect(page).toHaveTitle('Holi - Festival Gifts & Handicrafts · Festival Gifts');
  await expectGrid(page, await catalogueNames(page.request, { tab: 'festival', selection: 'Holi' }));

  // Choosing on the page rewrites the address in place, and a reload keeps what is shown.
  await select(page).selectOption('Christmas');
  await expect(page).toHaveURL('/?utm_source=whatsapp&festival=Christmas');
  await page.getByRole('tab', { name: 'SPECIAL OCCASIONS' }).click();
  await select(page).selectOption('Birthday');
  await expect(page).toHaveURL('/?utm_source=whatsapp&occasion=Birthday');
  await page.reload();
  await expect(heading(page)).toHaveText('Birthday - Special Occasion Gifts & Handicrafts');
  await expect(page.getByRole('tab', { name: 'SPECIAL OCCASIONS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Birthday - Special Occasion Gifts & Handicrafts · Festival Gifts');

  // The header's festival links are real links to a festival's address; Back returns.
  const diwali = page.getByTestId('festival-links').getByRole('link', { name: 'Diwali' });
  await expect(diwali).toHaveAttribute('href', '/?festival=Diwali');
  await diwali.click();
  await expect(page).toHaveURL('/?festival=Diwali');
  await expect(heading(page)).toHaveText('Diwali - Festival Gifts & Handicrafts');
  await page.goBack();
  await expect(heading(page)).toHaveText('Birthday - Special Occasion Gifts & Handicrafts');
  await expect(page.getByRole('tab', { name: 'SPECIAL OCCASIONS' })).toHaveAttribute('aria-selected', 'true');
});

test('search: every keystroke, any case, combined with the tab; both empty messages', async ({ page }) => {
  await page.goto('/');
  const search = page.getByTestId('header-search-input');
  await expect(search).toHaveAttribute('placeholder', 'Search festival gifts, handicrafts and more');
  // Typed once it is on screen: until the page has drawn itself, the first HTML's picture of the
  // page shows and the page's own header is not there to type into.
  await expect(search).toBeVisible();
  await search.pressSequentially('DIYA', { delay: 40 });
  await expect(search).toHaveValue('DIYA');
  const diya = await catalogueNames(page.request, { tab: 'festival', search: 'diya' });
  expect(diya.length).toBeGreaterThan(0);
  for (const name of diya) expect(name.toLowerCase()).toContain('diya');
  await expectGrid(page, diya);

  await search.fill('no such gift zzz');
  await expect(page.getByTestId('products-empty')).toHaveText(
    'No products found for this festival. Try selecting a different festival or browse all festivals.',
  );
  await page.getByRole('tab', { name: 'SPECIAL OCCASIONS' }).click();
  await expect(page.getByTestId('products-empty')).toHaveText(
    'No products found for this occasion. Try selecting a different occasion or browse all occasions.',
  );
  await search.fill('');
  await expectGrid(page, await catalogueNames(page.request, { tab: 'special_occasion' }));
});

test('the grid pages in more as the shopper scrolls', async ({ page }) => {
  const all = await catalogueNames(page.request, {});
  const festival = await catalogueNames(page.request, { tab: 'festival' });
  // The demo catalogue has more festival gifts than one page holds.
  expect(festival.length, `festival gifts among ${all.length}`).toBeGreaterThan(
    LIMITS.productPageSizeDefault,
  );
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products?'))
      pages.push(new URL(request.url()).searchParams.get('cursor') ?? '');
  });
  await page.goto('/');
  await expect(page.getByTestId('product-card')).toHaveCount(LIMITS.productPageSizeDefault);
  await page.getByTestId('product-card').last().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('product-card')).toHaveCount(
    Math.min(festival.length, 2 * LIMITS.productPageSizeDefault),
  );
  expect(pages.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  await expectGrid(page, festival);
});

test('the occasion dropdown while loading and with no occasions', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the real answer back to see the loading state.
  await page.route('**/api/categories?type=special_occasion', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('tab', { name: 'SPECIAL OCCASIONS' }).click();
  await expect(select(page)).toBeDisabled();
  await expect(select(page).locator('option')).toHaveText(['Loading occasions...']);
  release();
  await expect(select(page)).toBeEnabled();
  await expect(select(page).locator('option').first()).toHaveText('All Special Occasions');

  // The shop's categories cannot be emptied from outside its database: a fresh page is told
  // there are none, as a shop without occasion categories would answer.
  const fresh = await page.context().newPage();
  await fresh.route('**/api/categories?type=special_occasion', (route) => route.fulfill({ json: [] }));
  await fresh.goto('/');
  await fresh.getByRole('tab', { name: 'SPECIAL OCCASIONS' }).click();
  await expect(select(fresh)).toBeDisabled();
  await expect(select(fresh).locator('option')).toHaveText(['No occasions available']);
});

test('prices in rupees, whole and grouped; cards look styled', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-product-id'))!;
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as { price: string };
  await expect(card.getByTestId('product-price')).toHaveText(rupees(product.price));
  // A recipe missing from the lean Chakra system renders unstyled without an error.
  const button = card.getByTestId('add-to-cart-button');
  await expect(button).toHaveCSS('background-color', 'rgb(255, 157, 55)');
  await expect(button).toHaveCSS('border-radius', /px/);
  // Pictures have their size before they load (no layout shift); the first row loads at once.
  const image = card.locator('img');
  await expect(image).toHaveAttribute('width', '480');
  await expect(image).toHaveAttribute('height', '480');
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(page.getByTestId('product-card').nth(8).locator('img')).toHaveAttribute('loading', 'lazy');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the search box is hidden and the grid has one column', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('header-search-input')).toBeHidden();
    await expect(page.getByTestId('header-cart-button')).toBeVisible();
    const [first, second] = await Promise.all(
      [0, 1].map((n) => page.getByTestId('product-card').nth(n).boundingBox()),
    );
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeGreaterThan(300);
  });

  test('the Search button opens the same search, and the device remembers recent searches', async ({
    page,
  }) => {
    await page.goto('/product-that-is-not-here');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const search = page.getByTestId('mobile-search-input');
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', 'Search festival gifts, handicrafts and more');
    // Every keystroke is the search text, on the catalogue, as with the wide screens' box.
    await search.pressSequentially('DIYA', { delay: 40 });
    await expect(page).toHaveURL(/\/$/);
    await expectGrid(page, await catalogueNames(page.request, { tab: 'festival', search: 'diya' }));
    await search.press('Enter');

    await search.fill('rakhi');
    await search.press('Enter');
    await search.fill('');
    await expect(page.getByTestId('recent-search')).toHaveText(['rakhi', 'DIYA']);
    // Kept on the device: after a reload the button's row offers them again.
    await page.reload();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('recent-search').filter({ hasText: 'DIYA' }).click();
    await expect(page.getByTestId('mobile-search-input')).toHaveValue('DIYA');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByTestId('mobile-search-input').fill('');
    await expect(page.getByTestId('recent-search')).toHaveText(['DIYA', 'rakhi']);
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
    // Escape closes the row and gives the focus back to the button.
    await page.getByTestId('mobile-search-input').press('Escape');
    await expect(page.getByTestId('mobile-search')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  });

  test('the festival row shows that more festivals are out of view', async ({ page }) => {
    await page.goto('/');
    const row = page.getByTestId('festival-links');
    await expect(row.getByTestId('festival-link').first()).toBeVisible();
    const end = page.getByTestId('festival-links-more-end');
    await expect(end).toBeVisible();
    await expect(page.getByTestId('festival-links-more-start')).toHaveCount(0);
    await end.click();
    await expect(page.getByTestId('festival-links-more-start')).toBeVisible();
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the search button is for phones only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-search-input')).toBeVisible();
    await expect(page.getByTestId('mobile-search-button')).toBeHidden();
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the grid has four columns', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(3)).toBeVisible();
    const boxes = await Promise.all([0, 3, 4].map((n) => cards.nth(n).boundingBox()));
    expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  });
});
