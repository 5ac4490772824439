import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until `release()` is called, so a test can see the waiting state
 * (a skeleton, a busy label) however fast or slow the machine is, then let the real answer through.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
