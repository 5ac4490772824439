import { expect, test } from '@playwright/test';
import { formatPhone, LIMITS } from '@festive/contracts';
import { signedInShopper } from '../support/account-shopper';
import { holdRequests } from '../support/hold';

// /account: 'My Account' with the tabs Profile, My Orders, Addresses and
// Help driven by ?tab=, the read-only profile, the empty states, and anonymous visitors sent to /.

const TABS = ['Profile', 'My Orders', 'Addresses', 'Help'];

test('anonymous visitors are sent from /account to / once the session says so', async ({ page }) => {
  // While the session is unknown the loading state shows (never the page); then it redirects.
  const session = await holdRequests(page, '**/api/auth/session');
  await page.goto('/account?tab=orders');
  await expect(page.getByTestId('account-loading')).toBeVisible();
  await expect(page.getByTestId('account-page')).toHaveCount(0);
  session();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-page')).toHaveCount(0);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('the tabs follow ?tab=, switching updates the URL, and each tab renders per spec', async ({ page }) => {
  const shopper = await signedInShopper(page.request, { name: 'Meera Iyer' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const tabs = page.getByTestId('account-tabs').getByRole('tab');
  await expect(tabs).toHaveText(TABS);

  // Profile is the default: name, phone and e-mail, read-only (text, not inputs).
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const profile = page.getByTestId('profile-tab');
  await expect(profile.locator('dt')).toHaveText(['Name', 'Phone', 'Email']);
  await expect(profile.locator('dd')).toHaveText([shopper.name, formatPhone(shopper.phone), shopper.email]);
  await expect(profile.locator('input, textarea, select')).toHaveCount(0);

  // Switching tabs writes ?tab= (and Back returns to the previous tab).
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  const noOrders = page.getByTestId('orders-empty');
  await expect(noOrders).toContainText('No orders yet');
  await expect(noOrders.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');

  await page.getByRole('tab', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/account\?tab=addresses$/);
  const noAddresses = page.getByTestId('addresses-empty');
  await expect(noAddresses).toContainText('No saved addresses');
  await expect(noAddresses.getByRole('link', { name: 'Add Address' })).toHaveAttribute(
    'href',
    '/delivery-details',
  );

  await page.getByRole('tab', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/account\?tab=help$/);
  const help = page.getByTestId('help-tab');
  await expect(help).toBeVisible();
  expect((await help.boundingBox())?.height).toBe(LIMITS.chatWindowHeightPx);

  await page.goBack();
  await expect(page).toHaveURL(/\/account\?tab=addresses$/);
  await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // Deep links open their tab directly; an unknown tab falls back to the profile.
  for (const [tab, name, testId] of [
    ['orders', 'My Orders', 'orders-empty'],
    ['addresses', 'Addresses', 'addresses-empty'],
    ['help', 'Help', 'help-tab'],
    ['profile', 'Profile', 'profile-tab'],
    ['nonsense', 'Profile', 'profile-tab'],
  ] as const) {
    await page.goto(`/account?tab=${tab}`);
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId(testId)).toBeVisible();
  }

  // 'Add Address' leads to the delivery form.
  await page.goto('/account?tab=addresses');
  await page.getByRole('link', { name: 'Add Address' }).click();
  await expect(page).toHaveURL(/\/delivery-details$/);
});

test('on a phone the page fits the screen and the tabs stay reachable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInShopper(page.request);
  await page.goto('/account?tab=help');
  await expect(page.getByTestId('help-tab')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await page.getByTestId('help-tab').boundingBox())?.height).toBe(LIMITS.chatWindowHeightPx);
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  // The shop's theme reached the remote: the tabs are styled, not bare buttons.
  const selected = page.getByRole('tab', { name: 'My Orders' });
  await expect(selected).toHaveCSS('font-weight', '600');
});

test('the tab row is drawn before its widget loads, looks the same after, and the keyboard moves along it', async ({
  page,
}) => {
  await signedInShopper(page.request);
  await page.goto('/account');
  const row = page.getByTestId('account-tabs');
  const profile = row.getByRole('tab', { name: 'Profile' });
  await expect(profile).toHaveAttribute('aria-selected', 'true');
  // The widget (Chakra's tabs) has not loaded: nothing has come near the row yet.
  await expect(profile).not.toHaveAttribute('data-part', 'trigger');

  /** What the eye sees of the row: its box, and each tab's text, colour and selection line. */
  const look = () =>
    row.evaluate((list) => {
      const styleOf = (element: Element, pseudo?: string) => {
        const style = getComputedStyle(element, pseudo);
        return [
          style.height,
          style.padding,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.borderBottom,
        ];
      };
      return {
        box: list.getBoundingClientRect().toJSON(),
        list: styleOf(list),
        tabs: [...list.querySelectorAll('[role=tab]')].map((tab) => ({
          box: tab.getBoundingClientRect().toJSON(),
          own: styleOf(tab),
          line: styleOf(tab, '::before').concat(getComputedStyle(tab, '::before').backgroundColor),
        })),
      };
    });
  const before = await look();

  // Focus hands the row to the widget, which keeps the focus where it was.
  await profile.focus();
  await expect(profile).toHaveAttribute('data-part', 'trigger');
  await expect(profile).toBeFocused();
  await page.mouse.move(0, 0);
  await profile.evaluate((tab) => (tab as HTMLElement).blur());
  expect(await look()).toEqual(before);

  await profile.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  await expect(row.getByRole('tab', { name: 'My Orders' })).toBeFocused();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'My Orders' })).toBeVisible();
});
