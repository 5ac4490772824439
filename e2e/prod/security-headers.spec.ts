import { expect, test } from '@playwright/test';
import { CATALOGUE_VERSION_HEADER } from '@festive/contracts';
import { watchCsp } from '../support/csp';
import { fromAddress } from './topology';

// Through the TLS front and the generated nginx: every page carries the strict policy and HSTS,
// and the shop's pages load under it without one refusal.

test('pages over https carry HSTS and a CSP without inline or eval scripts or wildcard hosts', async () => {
  for (const path of ['/', '/delivery-details', '/remotes.json']) {
    const answer = await fromAddress('127.0.0.1', 'GET', path, undefined, { accept: 'text/html' });
    expect([path, answer.status]).toEqual([path, 200]);
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(/(^|; )script-src 'self'[^;]*;/);
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  }
});

test('the storefront loads under the production policy without a CSP refusal', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto('/delivery-details');
  await expect(page.getByTestId('continue-to-verification')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a catalogue read through nginx keeps the catalogue version it was worked out under to itself', async () => {
  const answer = await fromAddress('127.0.0.1', 'GET', '/api/products?tab=festival&limit=24', undefined, {
    accept: 'application/json',
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.etag).toBeTruthy();
  expect(answer.headers[CATALOGUE_VERSION_HEADER]).toBeUndefined();
});
