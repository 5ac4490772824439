import { expect, test } from '@playwright/test';
import { FESTIVALS } from '@festive/contracts';

// The walking skeleton, end to end: shell + remotes from the gateway, data from PostgreSQL.

test('the home page shows products from the database and the festival links', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const products: { name: string; occasion: string; tags: string[] | null }[] = await (
    await request.get('/api/products')
  ).json();
  expect(products.length).toBeGreaterThanOrEqual(40);
  // The home page opens on the festival tab with all festivals.
  const isFestival = (name: string) => (FESTIVALS as readonly string[]).includes(name);
  const festivalProduct = products.find((p) => isFestival(p.occasion) || (p.tags ?? []).some(isFestival));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All Festival Gifts & Handicrafts' })).toBeVisible();
  await expect(
    page.getByTestId('product-grid').getByText(festivalProduct!.name, { exact: true }).first(),
  ).toBeVisible();
  const header = page.getByTestId('site-header');
  for (const festival of FESTIVALS) {
    await expect(header.getByRole('link', { name: festival, exact: true })).toBeVisible();
  }
  await expect(page.getByPlaceholder('Search festival gifts, handicrafts and more')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
});

test('with the catalog remote unreachable, the layout stays and Retry brings it back', async ({ page }) => {
  // Retry registers the remote afresh; the federation runtime logs, rather than throws, when it
  // cannot forget the failed attempt.
  const runtimeFailures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('removeRemote failed')) {
      runtimeFailures.push(message.text());
    }
  });
  let blocked = true;
  await page.route('**/remotes/mfe-catalog/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  const failure = page.getByTestId('remote-error');
  await expect(failure).toBeVisible();
  blocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'All Festival Gifts & Handicrafts' })).toBeVisible();
  expect(runtimeFailures).toEqual([]);
});
