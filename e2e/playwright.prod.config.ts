import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The production-topology journeys (e2e/prod), run by `npm run test:prod` against the shop it
 * starts behind a TLS front: https with a certificate made for the run, so the browser is told
 * to accept it.
 */
export default defineConfig({
  ...base,
  testDir: './prod',
  outputDir: './test-results-prod',
  timeout: 90_000,
  use: {
    ...base.use,
    baseURL: process.env.PROD_BASE_URL ?? 'https://127.0.0.1:17443',
    ignoreHTTPSErrors: true,
  },
});
