import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the running system (started by scripts/test.mjs, or by you with
 * `npm start`; then E2E_BASE_URL=http://localhost:8080 npx playwright test -c e2e).
 * Debian's Chromium, never a downloaded browser.
 */
/** Each E2E_INSTANCE (scripts/lib/e2e-env.mjs) writes its own traces, so parallel runs never mix. */
const instance =
  process.env.E2E_INSTANCE && process.env.E2E_INSTANCE !== '0' ? `-${process.env.E2E_INSTANCE}` : '';

/**
 * The journeys run in phases on two workers, so a test that reads the whole shop never races one
 * that changes it. Each phase starts when the one before has passed.
 * - shoppers: every journey works on its own phone, cart, addresses, orders and products (the
 *   default: a new file lands here unless it reads or changes what every page shows);
 * - whole-shop readers: the full catalogue listed, the hero carousel, the dashboard's figures;
 * - back office: admin product and carousel edits, read back on the storefront, and the order desk;
 * - alone: what changes the shop for everyone, one at a time: publishing, forcing and rolling back
 *   the catalogue remote every page loads, and provider outages (a stand-in failing for every caller).
 */
const WHOLE_SHOP_READERS = [
  'skeleton.spec.ts',
  'storefront-catalogue.spec.ts',
  'storefront-hero.spec.ts',
  'admin-dashboard.spec.ts',
];
const BACK_OFFICE = ['admin-products.spec.ts', 'admin-carousel.spec.ts', 'admin-order-desk.spec.ts'];
const ALONE = ['release-rollout.spec.ts', 'checkout-provider-outages.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shoppers', testIgnore: [...WHOLE_SHOP_READERS, ...BACK_OFFICE, ...ALONE] },
    { name: 'whole-shop readers', testMatch: WHOLE_SHOP_READERS, dependencies: ['shoppers'] },
    { name: 'back office', testMatch: BACK_OFFICE, dependencies: ['whole-shop readers'] },
    { name: 'alone', testMatch: ALONE, dependencies: ['back office'], workers: 1 },
  ],
  retries: 0,
  // A journey takes 10–30 s on a quiet machine; a slow 2-core CI machine running two browsers
  // beside the whole shop was seen taking 45–60 s for the longest. Each wait keeps its own limit.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `./test-results${instance}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
