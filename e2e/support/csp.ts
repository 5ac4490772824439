import type { Page } from '@playwright/test';

/**
 * Collects what the page's Content-Security-Policy refused: `securitypolicyviolation` events
 * (recorded from the first script on) and Chromium's "Refused to ..." console lines.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...refusals,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}
