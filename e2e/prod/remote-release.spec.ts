import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A remote released the production way: uploaded to the bucket under its version and switched in
// the bucket's manifest, which the web nginx serves; rolled back the same way.

const root = path.resolve(__dirname, '../..');
const releaseEnv = JSON.parse(process.env.PROD_RELEASE_ENV ?? '{}') as Record<string, string>;
const npmRun = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], {
    cwd: root,
    env: { ...process.env, ...releaseEnv },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

interface Manifest {
  remotes: Record<string, { version: string; entry: string }>;
}

test('a remote released to the bucket is what the web nginx serves, until it is rolled back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = (await (await page.request.get('/remotes.json')).json()) as Manifest;
  expect(before.remotes.mfe_account?.entry).toBe('/remotes/mfe-account/remoteEntry.js');

  npmRun('release', '--', 'mfe-account', '--dist', 'mfe-account/dist');
  try {
    const after = (await (await page.request.get('/remotes.json')).json()) as Manifest;
    const { version, entry } = after.remotes.mfe_account!;
    expect(entry).toBe(`/remotes/mfe-account/${version}/remoteEntry.js`);
    const served = await page.request.get(entry);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toContain('immutable');

    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(response.url()));
    await page.goto('/account');
    // Anonymous visitors are sent home by the account remote: it ran, from the bucket.
    await expect(page).toHaveURL(/\/$/);
    expect(loaded.some((url) => url.includes(`/remotes/mfe-account/${version}/`))).toBe(true);
  } finally {
    // The first release started the bucket's manifest from what was served: rolling back
    // returns to the image's build.
    npmRun('rollback', '--', 'mfe-account');
  }
  const restored = (await (await page.request.get('/remotes.json')).json()) as Manifest;
  expect(restored.remotes.mfe_account?.entry).toBe('/remotes/mfe-account/remoteEntry.js');
});
