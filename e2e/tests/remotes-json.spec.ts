import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startGateway } from '../support/gateway';
import { sparePort } from '../support/env';
import { serveFolder } from '../support/static-server';

// Redeploying a remote = publishing its build and pointing remotes.json at it; a reload picks it
// up with no shell rebuild.
const root = path.resolve(__dirname, '../..');
const GATEWAY = sparePort(2);
const CDN = sparePort(3);
const work = mkdtempSync(path.join(os.tmpdir(), 'fg-remotes-'));
const remotesFile = path.join(work, 'remotes.json');
const original = readFileSync(path.join(root, 'infra/gateway/remotes.json'), 'utf8');
const stops: (() => Promise<void>)[] = [];

test.beforeAll(async () => {
  cpSync(path.join(root, 'mfe-catalog/dist'), path.join(work, 'catalog-v2'), { recursive: true });
  writeFileSync(remotesFile, original);
  stops.push(await serveFolder(path.join(work, 'catalog-v2'), CDN));
  stops.push(await startGateway(GATEWAY, { REMOTES_JSON: remotesFile }));
});
test.afterAll(async () => {
  for (const stop of stops) await stop();
});

test('repointing remotes.json is picked up by a reload', async ({ page }) => {
  const fromCdn: string[] = [];
  page.on('request', (req) => req.url().startsWith(`http://127.0.0.1:${CDN}/`) && fromCdn.push(req.url()));

  await page.goto(`http://localhost:${GATEWAY}/`);
  await expect(page.getByRole('heading', { name: 'All Festival Gifts & Handicrafts' })).toBeVisible();
  expect(fromCdn).toEqual([]);

  // The old shape (name -> URL) is still read: it moves the entry, the routes stay the remote's.
  writeFileSync(remotesFile, JSON.stringify({ mfe_catalog: `http://127.0.0.1:${CDN}/remoteEntry.js` }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Festival Gifts & Handicrafts' })).toBeVisible();
  expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});
