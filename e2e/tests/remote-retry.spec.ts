import { expect, test } from '@playwright/test';

// A remote whose code could not be fetched (a dropped connection on a phone) shows its error
// state; Retry registers it afresh with the federation runtime and the page comes back, without
// a reload of the whole shop.

test('a storefront whose code failed to arrive loads when the shopper presses Retry', async ({ page }) => {
  // The runtime logs, rather than throws, when it cannot forget the failed attempt.
  const runtimeFailures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('removeRemote failed')) {
      runtimeFailures.push(message.text());
    }
  });
  let dropRemoteEntry = true;
  await page.route(/\/remotes\/mfe-catalog\/remoteEntry\.js/, (route) =>
    dropRemoteEntry ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/');
  const retry = page.getByTestId('remote-retry-button');
  await expect(retry).toBeVisible();

  dropRemoteEntry = false;
  await retry.click();
  await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
  await expect(retry).toBeHidden();
  expect(runtimeFailures).toEqual([]);
});
