import { expect, test } from '@playwright/test';
import { startGateway } from '../support/gateway';
import { sparePort } from '../support/env';

// The catalog service stopped: a gateway whose catalog upstream is a closed port.
const PORT = sparePort(1);
let stop: () => Promise<void>;

test.beforeAll(async () => {
  stop = await startGateway(PORT, { CATALOG_URL: 'http://127.0.0.1:9' });
});
test.afterAll(async () => stop?.());

test('with the catalog service stopped the page shows an error state, not a blank screen', async ({
  page,
}) => {
  await page.goto(`http://localhost:${PORT}/`);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('products-error')).toBeVisible();
  await expect(page.getByText('Loading products...')).toBeHidden();
});
