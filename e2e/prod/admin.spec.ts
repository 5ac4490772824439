import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './topology';

// The administrator signs in with the production password (a scrypt hash in the service's
// secret, no development fallback) and edits a product, which the storefront then shows.

test('the administrator signs in and edits a product', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByTestId('admin-password-input').fill(ADMIN_PASSWORD);
  await page.getByTestId('admin-login-button').click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();

  await page.goto('/admin?tab=products');
  const row = page.getByTestId('product-row').first();
  await expect(row).toBeVisible();
  await row.getByTestId('edit-product-button').click();
  const form = page.getByTestId('product-form');
  await expect(form.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  const name = `Prod Topology Lamp ${Date.now() % 100000}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price (₹)').fill('777');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Product updated successfully!' })).toBeVisible();
  const edited = page.getByTestId('product-row').filter({ hasText: name });
  await expect(edited).toContainText('₹777.00');

  const products = await page.request.get(`/api/products?limit=24&search=${encodeURIComponent(name)}`);
  expect(products.status()).toBe(200);
  const listed = (await products.json()) as { items: { id: string; name: string }[] };
  const product = listed.items.find((item) => item.name === name);
  expect(product).toBeDefined();
  await page.goto(`/products/${product!.id}`);
  await expect(page.getByTestId('product-page').getByRole('heading', { name })).toBeVisible();
});
