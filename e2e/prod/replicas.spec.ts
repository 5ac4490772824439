import { type Page, type Response, expect, test } from '@playwright/test';
import { catalogReplicas, control, directGet, fromAddress } from './topology';

// Two catalog replicas behind the web nginx. A replica told to stop (SIGTERM, as Kubernetes does
// on a rollout) finishes what it was answering; a replica that dies (SIGKILL) costs the shopper
// nothing either: nginx sends the request to the other.

test.describe.configure({ mode: 'serial' });

/** Fires `count` catalogue reads through the whole stack, `parallel` at a time. */
async function catalogueReads(count: number, parallel: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const paths = ['/api/products?limit=24', '/api/categories', '/api/products?limit=24&tab=special_occasion'];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const path = paths[next++ % paths.length]!;
        statuses.push((await fromAddress('127.0.0.1', 'GET', path)).status);
      }
    }),
  );
  return statuses;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The web nginx's `fail_timeout` on each upstream replica (infra/gateway/src/nginx/render-nginx.ts). */
const UPSTREAM_FAIL_TIMEOUT_MS = 5000;

test('a replica stopped with SIGTERM drains: no request in flight fails', async () => {
  const [replica] = catalogReplicas;
  const reads = catalogueReads(400, 16);
  await pause(300);
  const stopped = control('catalog-1', 'stop');
  await pause(200);
  // Told to stop, it fails readiness at once but keeps answering (SHUTDOWN_DELAY_MS) while the
  // load balancer takes it out; the requests sent to it meanwhile are all answered.
  expect(await directGet(`${replica}/health`)).toBe(503);
  const direct = await Promise.all(
    Array.from({ length: 40 }, () => directGet(`${replica}/api/products?limit=24`)),
  );
  expect(direct.filter((status) => status !== 200)).toEqual([]);
  const statuses = await reads;
  await stopped;
  expect(statuses).toHaveLength(400);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await control('catalog-1', 'restart');
  // nginx took catalog-1 out for `fail_timeout` (5 s) after the errors it met while the replica
  // was down; it counts as healthy again only when that has passed, and the next test kills the
  // other replica.
  await pause(UPSTREAM_FAIL_TIMEOUT_MS + 1000);
});

function watchServerErrors(page: Page): Response[] {
  const failures: Response[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(response);
  });
  return failures;
}

test('a replica killed mid-run: shopping goes on without an error page', async ({ page }) => {
  const failures = watchServerErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await control('catalog-2', 'kill');
  // Every catalogue read from now on meets the dead replica first half of the time.
  await page.getByTestId('product-card').first().getByTestId('product-link').click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await page.goBack();
  await page.getByPlaceholder('Search festival gifts, handicrafts and more').fill('diya');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('add-to-cart-button').first().click();
  await page.getByTestId('cart-checkout-button').click();
  await expect(page).toHaveURL(/\/delivery-details$/);

  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(failures.map((response) => `${response.status()} ${response.url()}`)).toEqual([]);
  await control('catalog-2', 'restart');
});
