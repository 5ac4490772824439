import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A remote released the production way: uploaded to the bucket under its version and switched in
// the bucket's manifest, which the web nginx serves; rolled back the same way. The web nginx holds
// the shell alone: every remote it serves was published to the bucket by the first deploy
// (`npm run release -- --all --prebuilt`, run by test-prod.mjs before these journeys).

const root = path.resolve(__dirname, '../..');
const releaseEnv = JSON.parse(process.env.PROD_RELEASE_ENV ?? '{}') as Record<string, string>;
const npmRun = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('npm', ['run', '--silent', ...args], {
    cwd: root,
    env: { ...process.env, ...releaseEnv, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const versioned = (folder: string) => new RegExp(`^/remotes/${folder}/[0-9][0-9A-Za-z.-]*/remoteEntry\\.js$`);

interface Manifest {
  remotes: Record<string, { version: string; entry: string }>;
}

test('a remote released to the bucket is what the web nginx serves, until it is rolled back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = (await (await page.request.get('/remotes.json')).json()) as Manifest;
  // The first deploy's releases: every remote from its version folder in the bucket.
  for (const name of ['mfe_catalog', 'mfe_checkout', 'mfe_account', 'mfe_admin']) {
    expect(before.remotes[name]?.entry).toMatch(versioned(name.replace(/_/g, '-')));
  }
  const first = before.remotes.mfe_account!;
  expect((await page.request.get('/remotes/mfe-account/remoteEntry.js')).status()).toBe(404);

  // The same build under a version of its own (another build tag), as a team's next release.
  const tag = `prod${Date.now()}`;
  npmRun(['release', '--', 'mfe-account', '--prebuilt'], { REMOTE_BUILD_TAG: tag });
  try {
    const after = (await (await page.request.get('/remotes.json')).json()) as Manifest;
    const { version, entry } = after.remotes.mfe_account!;
    expect(version).not.toBe(first.version);
    expect(version.endsWith(`.${tag}`)).toBe(true);
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
    // Rolling back returns to the first deploy's release of the remote.
    npmRun(['rollback', '--', 'mfe-account']);
  }
  const restored = (await (await page.request.get('/remotes.json')).json()) as Manifest;
  expect(restored.remotes.mfe_account).toMatchObject({ version: first.version, entry: first.entry });
  // The first deploy's release is the oldest this remote has: nothing before it to go back to.
  expect(() => npmRun(['rollback', '--', 'mfe-account'])).toThrow(/no earlier release/);
});
