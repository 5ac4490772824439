import { expect, test } from '@playwright/test';
import { watchCsp } from '../support/csp';

// The shop's pages load under their Content-Security-Policy without one refusal, and the policy
// does refuse what it is for: an inline script nobody hashed.

test('every kind of page loads without a CSP refusal; an unhashed inline script is refused', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const id = await card.getAttribute('data-product-id');

  // A product page's first HTML carries its JSON-LD (a data block, which script-src leaves alone).
  const product = await page.goto(`/products/${id}`);
  expect(await product?.text()).toContain('application/ld+json');
  await expect(page.getByTestId('product-page')).toBeVisible();

  for (const [path, ready] of [
    ['/delivery-details', 'continue-to-verification'],
    ['/admin/login', 'admin-password-input'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
  }
  expect(await violations()).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(async () => (await violations()).some((line) => /script-src/.test(line))).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
});
