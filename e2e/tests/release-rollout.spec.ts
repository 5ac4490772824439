import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, test, type Page } from '@playwright/test';

// One team ships its remote alone: `npm run release` publishes a versioned build to object
// storage and switches the manifest; open tabs keep their version, a reload gets the new one,
// `npm run rollback` goes back, and a page declared in remote.json appears without a shell build.
// One build in this file (the released version with a marker); the rest reuses the local dist.

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);
const MANIFEST_KEY = 'remotes/manifest.json';
const bucket = process.env.S3_BUCKET || 'festive-gifts';
const s3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:4569',
  region: process.env.S3_REGION || 'ap-south-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID || 'S3RVER',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || 'S3RVER',
  },
});
const work = mkdtempSync(path.join(os.tmpdir(), 'fg-release-'));
const localStamp = JSON.parse(readFileSync(path.join(root, 'mfe-catalog/dist/remote.json'), 'utf8')) as {
  version: string;
  routes: string[];
};
let savedManifest: string | null = null;

async function script(name: 'release' | 'rollback', args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.mjs`, ...args], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A copy of the local mfe-catalog build with its remote.json changed, published with --dist. */
function localCopy(label: string, change: (stamp: Record<string, unknown>) => void): string {
  const dir = path.join(work, label);
  cpSync(path.join(root, 'mfe-catalog/dist'), dir, { recursive: true });
  const stamp = JSON.parse(readFileSync(path.join(dir, 'remote.json'), 'utf8')) as Record<string, unknown>;
  change(stamp);
  writeFileSync(path.join(dir, 'remote.json'), JSON.stringify(stamp));
  return dir;
}

/** The remoteEntry.js URLs the page loaded. */
function entriesLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/remotes/mfe-catalog/') && res.url().endsWith('/remoteEntry.js'))
      urls.push(res.url());
  });
  return urls;
}

test.beforeAll(async () => {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
    savedManifest = (await res.Body?.transformToString()) ?? null;
  } catch {
    savedManifest = null; // nothing published: the local builds serve the shop
  }
});

// Every test puts the manifest back as it found it: the other browser tests run after these.
test.afterEach(async () => {
  if (savedManifest === null) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
  else {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: MANIFEST_KEY,
        Body: savedManifest,
        ContentType: 'application/json',
      }),
    );
  }
});

test.afterAll(() => {
  s3.destroy();
  rmSync(work, { recursive: true, force: true });
});

test('an open tab keeps its version while a new one goes live; a reload shows it, a rollback restores the old one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const oldVersion = `${localStamp.version}.e2eold`;
  const oldBuild = localCopy('old', (stamp) => (stamp.version = oldVersion));
  const published = await script('release', ['mfe-catalog', '--dist', oldBuild]);
  expect(published.output).toContain(`mfe_catalog is live at ${oldVersion}`);
  expect(published.code).toBe(0);
  // The build's source maps stay out of the bucket, which may be read directly.
  const storedMap = s3.send(
    new GetObjectCommand({ Bucket: bucket, Key: `remotes/mfe-catalog/${oldVersion}/remoteEntry.js.map` }),
  );
  await expect(storedMap).rejects.toMatchObject({ name: 'NoSuchKey' });

  const entries = entriesLoaded(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All Festival Gifts & Handicrafts' })).toBeVisible();
  expect(entries).toEqual([expect.stringContaining(`/remotes/mfe-catalog/${oldVersion}/remoteEntry.js`)]);

  // The new version: a real build of this remote alone, told apart by a marker in its page.
  const marker = `m${Date.now()}`;
  const released = await script('release', ['mfe-catalog'], {
    RELEASE_MARKER: marker,
    REMOTE_BUILD_TAG: marker,
  });
  expect(released.output).toContain('shared versions fit the live shell');
  expect(released.output).toMatch(
    new RegExp(`is live at \\S+\\.${marker} \\(was ${oldVersion.replace(/\./g, '\\.')}`),
  );
  expect(released.code).toBe(0);
  const newVersion = new RegExp(`/remotes/mfe-catalog/[^/]+\\.${marker}/`);

  // The open tab still runs the old version: its lazy product page chunk comes from the old
  // folder, and the cart works.
  const chunks: { url: string; status: number }[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/remotes/mfe-catalog/')) chunks.push({ url: res.url(), status: res.status() });
  });
  await page.getByTestId('product-link').first().click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+$/);
  await expect(page.getByTestId('product-price')).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    expect(chunk.url).toContain(`/remotes/mfe-catalog/${oldVersion}/`);
    expect(chunk.status).toBe(200);
  }
  await page.getByTestId('add-to-cart-button').click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  await expect(page.locator('[data-release-marker]')).toHaveCount(0);

  // A reload picks up the new version.
  await page.reload();
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expect(page.locator(`[data-release-marker="${marker}"]`)).toHaveCount(1);
  expect(entries.at(-1)).toMatch(newVersion);
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');

  // Rollback: no build, the old files are still there.
  const rolledBack = await script('rollback', ['mfe-catalog']);
  expect(rolledBack.output).toContain(`mfe_catalog is back at ${oldVersion}`);
  expect(rolledBack.code).toBe(0);
  await page.reload();
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expect(page.locator('[data-release-marker]')).toHaveCount(0);
  expect(entries.at(-1)).toContain(`/remotes/mfe-catalog/${oldVersion}/remoteEntry.js`);
  expect(errors).toEqual([]);
});

test('a page a remote declares in its remote.json appears without a shell build', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/gift-guide');
  await expect(page.getByTestId('not-found-page')).toBeVisible();

  const version = `${localStamp.version}.e2eroutes`;
  const build = localCopy('routes', (stamp) => {
    stamp.version = version;
    stamp.routes = [...localStamp.routes, '/gift-guide'];
  });
  const published = await script('release', ['mfe-catalog', '--dist', build]);
  expect(published.output).toContain(`mfe_catalog is live at ${version}`);
  expect(published.code).toBe(0);

  // The catalogue remote now answers /gift-guide (here with its own "no page" text: this build
  // has no page there yet), the shell's header stays.
  await page.reload();
  await expect(page.getByText('The catalogue has no page at /gift-guide.')).toBeVisible();
  await expect(page.getByTestId('not-found-page')).toHaveCount(0);
  await expect(page.getByTestId('header-cart-button')).toBeVisible();
  // Its old pages are still its own.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All Festival Gifts & Handicrafts' })).toBeVisible();
});

test('a release the live shell cannot run is refused, and if forced only its own pages fail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const version = `${localStamp.version}.e2enext`;
  const build = localCopy('incompatible', (stamp) => {
    stamp.version = version;
    stamp.shared = { ...(stamp.shared as Record<string, string>), '@festive/web-kit': '^2.0.0' };
  });
  const refused = await script('release', ['mfe-catalog', '--dist', build]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain('@festive/web-kit needs ^2.0.0, the live shell provides 0.1.0');
  expect(refused.output).not.toContain('is live at');

  const forced = await script('release', ['mfe-catalog', '--dist', build, '--force']);
  expect(forced.output).toContain(`mfe_catalog is live at ${version}`);
  expect(forced.code).toBe(0);

  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  const fetched: string[] = [];
  page.on(
    'request',
    (req) => req.url().includes(`/remotes/mfe-catalog/${version}/`) && fetched.push(req.url()),
  );
  await page.goto('/');
  const boundary = page.getByTestId('remote-error');
  await expect(boundary).toBeVisible();
  await expect(boundary).toHaveAttribute('data-remote', 'mfe_catalog');
  await expect(boundary).toHaveAttribute('data-reason', 'incompatible');
  expect(logged.join('\n')).toContain(
    `Remote mfe_catalog ${version} is not mounted: @festive/web-kit: needs ^2.0.0, the shell provides 0.1.0`,
  );
  // Never mounted: not a byte of its code was fetched.
  expect(fetched).toEqual([]);
  await page.goto('/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('remote-error')).toHaveAttribute('data-remote', 'mfe_catalog');

  // The rest of the shop works: the header, and another remote's page.
  await expect(page.getByTestId('header-cart-button')).toBeVisible();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});
