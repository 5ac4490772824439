import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { LIMITS } from '@festive/contracts';
import { accountShopper } from '../support/account-shopper';
import { signInAsAdmin } from '../support/admin';
import { signIn } from '../support/sign-in';
import { cardNames, catalogueNames } from '../support/storefront';

// Every page of the shop, at a phone's width (375 px) and a laptop's (1280 px), checked with axe:
// no serious or critical violation (contrast, names, labels, ARIA, landmarks that trap, ...).
// One browser context per width walks the pages in a shopper's order, then the back office.

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on what the page shows now; answers its serious and critical findings. */
async function audit(page: Page, label: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  // A11Y_DEBUG=1 lists every finding, minor and "needs review" ones too, while fixing a page.
  if (process.env.A11Y_DEBUG) {
    const list = (items: typeof results.violations) =>
      items.map(
        (item) => `${item.id}(${item.impact ?? '-'}) ${item.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    console.info(label, { violations: list(results.violations), review: list(results.incomplete) });
  }
  const findings = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  const mismatched = await namesWithoutTheirWords(page);
  if (mismatched.length > 0) {
    findings.push({
      page: label,
      rule: 'label-in-name',
      impact: 'serious',
      help: 'The accessible name contains the words shown on the control (speech input says what it sees)',
      targets: mismatched,
    });
  }
  return findings;
}

/**
 * Buttons and links whose aria-label does not contain the words they show (axe's own rule for
 * this is experimental and only asks for review). Symbols and single letters are not words.
 */
async function namesWithoutTheirWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const squash = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button[aria-label], a[aria-label]')) {
      if (element.closest('[aria-hidden="true"]') || element.offsetParent === null) continue;
      const shown = squash(element.innerText);
      if ((shown.match(/\p{L}/gu) ?? []).length < 2) continue;
      const name = squash(element.getAttribute('aria-label') ?? '');
      if (!name.includes(shown))
        out.push(`"${element.getAttribute('aria-label')}" shows "${element.innerText}"`);
    }
    return out;
  });
}

async function walkTheShop(browser: Browser, viewport: { width: number; height: number }, narrow: boolean) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const findings: Finding[] = [];
  // A grid waiting for its next answer is shown faded (aria-busy) and fades back in, buttons ease
  // their colours, slides cross-fade: axe reads the page once nothing is on its way (spinners turn
  // for ever and are left out), or it would measure the contrast of a half-faded element.
  const settle = async () => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running',
        ),
    );
  };
  // The hero moves by itself every 5 s and axe takes a while to read a page: a cross-fade or a
  // fetch that starts while it reads can show it a half-faded element. A finding counts when a
  // second reading, once the page has settled again, finds it on the same elements too.
  const check = async (label: string) => {
    await settle();
    const first = await audit(page, label);
    if (first.length === 0) return;
    await settle();
    const again = new Set((await audit(page, label)).flatMap((f) => f.targets.map((t) => `${f.rule} ${t}`)));
    for (const finding of first) {
      const targets = finding.targets.filter((target) => again.has(`${finding.rule} ${target}`));
      if (targets.length > 0) findings.push({ ...finding, targets });
    }
  };

  try {
    // Home: header, hero, tabs, the grid.
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await check('home');

    // A festival chosen from the header row.
    await page.getByTestId('festival-link').first().click();
    await expect(page.getByTestId('festival-link').first()).toHaveAttribute('aria-current', 'true');
    await check('festival selection');

    // The other category tab (special occasions).
    await page.getByRole('tab', { name: 'SPECIAL OCCASIONS' }).click();
    await expect(page.getByRole('tab', { name: 'SPECIAL OCCASIONS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await check('category');
    await page.getByRole('tab', { name: 'FESTIVALS' }).click();

    // Search results: the header box, or on a phone the search button's row. The grid shows the
    // earlier cards faded until the search's answer is there: wait for its cards, not for a card
    // that was already shown.
    const found = await catalogueNames(page.request, { tab: 'festival', search: 'diya' });
    if (narrow) {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByTestId('mobile-search-input').fill('diya');
      await page.getByTestId('mobile-search-input').press('Enter');
    } else {
      await page.getByTestId('header-search-input').fill('diya');
      await page.getByTestId('header-search-input').press('Enter');
    }
    await expect.poll(() => cardNames(page)).toEqual(found.slice(0, LIMITS.productPageSizeDefault));
    await check('search results');
    if (narrow) {
      // Emptied, the row offers the recent searches of this device.
      await page.getByTestId('mobile-search-input').fill('');
      await expect(page.getByTestId('recent-search').first()).toHaveText('diya');
      await check('search, recent searches');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    } else {
      await page.getByTestId('header-search-input').fill('');
    }

    // A product page.
    await page.getByTestId('product-link').first().click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('product');

    // The cart panel, opened by adding a gift.
    await page.goto('/');
    await page.getByTestId('add-to-cart-button').first().click();
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    await check('cart open');

    // Checkout: delivery details, the code, payment, the confirmation.
    await page.getByTestId('cart-checkout-button').click();
    await expect(page).toHaveURL(/\/delivery-details$/);
    await expect(page.getByTestId('delivery-details-page')).toBeVisible();
    await check('delivery details');
    // The form's messages after an empty submit are part of the page too.
    await page.getByRole('button', { name: 'Continue to Verification' }).click();
    await check('delivery details, messages');

    const shopper = accountShopper();
    await signIn(page, shopper, {
      onVerifyPage: async () => check('verify otp'),
    });
    await expect(page.getByTestId('payment-page')).toBeVisible();
    await expect(page.getByTestId('place-order-button')).toBeVisible();
    await check('payment');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-success\?/);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await check('order success');

    // The account tabs, signed in, with the order and the address just saved.
    for (const tab of ['profile', 'orders', 'addresses', 'help'] as const) {
      await page.goto(`/account?tab=${tab}`);
      await expect(page.getByTestId(`${tab}-tab`)).toBeVisible();
      if (tab === 'orders') await expect(page.getByTestId('order-card').first()).toBeVisible();
      await check(`account ${tab}`);
    }

    // The back office: sign-in page, then each tab.
    await page.goto('/admin/login');
    await expect(page.getByTestId('admin-login-button')).toBeVisible();
    await check('admin login');
    await signInAsAdmin(page);
    for (const tab of ['Dashboard', 'Products', 'Orders', 'Returns', 'Carousel Images']) {
      const trigger = page.getByTestId('admin-tabs').getByRole('tab', { name: tab });
      await expect(trigger).toBeInViewport();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await check(`admin ${tab}`);
    }
  } finally {
    await context.close();
  }
  return findings;
}

for (const { name, width, height } of WIDTHS) {
  test(`every page at ${width} px (${name}) has no serious or critical axe violation`, async ({
    browser,
  }) => {
    // Every page twice with axe: 1.5 min on a quiet machine, 3.5–4 min on a slow shared one.
    test.setTimeout(480_000);
    const findings = await walkTheShop(browser, { width, height }, width < 768);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
}
