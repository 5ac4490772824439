import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the running system (started by scripts/test.mjs, or by you with
 * `npm start`; then E2E_BASE_URL=http://localhost:8080 npx playwright test -c e2e).
 * Debian's Chromium, never a downloaded browser.
 */
/** Each E2E_INSTANCE (scripts/lib/e2e-env.mjs) writes its own traces, so parallel runs never mix. */
const instance =
  process.env.E2E_INSTANCE && process.env.E2E_INSTANCE !== '0' ? `-${process.env.E2E_INSTANCE}` : '';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
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
