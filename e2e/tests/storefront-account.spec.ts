import { expect, test, type Page } from '@playwright/test';
import { formatPhone, type Product, type ServerCart, type Session } from '@festive/contracts';
import { latestSmsId, readOtp, signInViaApi, uniquePhone } from '../support/sign-in';
import { otpResendSeconds } from '../support/env';

// The avatar menu and logout; the signed-in shopper's cart on the server.
// Shoppers sign in for real: send-otp, the code from the sandbox SMS inbox, verify-otp.

const badge = (page: Page) => page.getByTestId('header-cart-badge');

/**
 * Opens the header's avatar menu and presses one of its items once the menu has finished opening:
 * the menu slides in, and a press computed while it moves can land on the item beside.
 */
async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByTestId('account-menu');
  await expect(menu).toBeVisible();
  await menu.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await menu.getByRole('menuitem', { name: item }).click();
}
const panel = (page: Page) => page.getByTestId('cart-panel');

/**
 * Signs the same phone in on a second device: a new code may only be asked for a resend wait after
 * the last one (identity's limit), so it asks until the shop agrees.
 */
async function signInAgain(page: Page, shopper: { phone: string; name: string; email: string }) {
  const before = await latestSmsId(shopper.phone);
  await expect
    .poll(
      async () =>
        (await page.request.post('/api/auth/send-otp', { data: { phone: shopper.phone } })).status(),
      {
        timeout: (otpResendSeconds + 15) * 1000,
        intervals: [1_000],
      },
    )
    .toBe(200);
  const otp = await readOtp(shopper.phone, before);
  const verified = await page.request.post('/api/auth/verify-otp', { data: { ...shopper, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
}

async function serverCart(page: Page): Promise<ServerCart> {
  const res = await page.request.get('/api/cart');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ServerCart;
}

test('the avatar menu of a signed-in shopper, and logout', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/');
  await expect(page.getByTestId('header-cart-button')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toHaveCount(0);

  await signInViaApi(page.request, { phone, name: 'asha Rao', email: 'asha@example.in' });
  await page.reload();
  const avatar = page.getByTestId('account-menu-button');
  await expect(avatar).toHaveText('A');
  await avatar.click();
  const menu = page.getByTestId('account-menu');
  await expect(menu.getByText('asha Rao', { exact: true })).toBeVisible();
  const session = (await (await page.request.get('/api/auth/session')).json()) as Session;
  await expect(menu.getByText(formatPhone(session.userPhone!), { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'My Orders',
    'Saved Addresses',
    'Help & Support',
    'Logout',
  ]);
  await menu.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/);

  for (const [entry, url] of [
    ['Profile', /\/account$/],
    ['Saved Addresses', /\/account\?tab=addresses$/],
    ['Help & Support', /\/account\?tab=help$/],
  ] as const) {
    await chooseFromAccountMenu(page, entry);
    await expect(page).toHaveURL(url);
  }

  await chooseFromAccountMenu(page, 'Logout');
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
});

test("a signed-in shopper's cart is kept on the server and follows them to another device", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = { phone: uniquePhone(), name: 'Ravi Kumar', email: 'ravi@example.in' };

  // As a visitor: two of a gift with stock to spare in the cart, added on its page.
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const gift = products.find((product) => product.stock >= 5)!;
  const { id, name } = gift;
  await page.goto(`/products/${id}`);
  const add = page.getByTestId('product-page').getByTestId('add-to-cart-button');
  await add.click();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await add.click();
  await expect(badge(page)).toHaveText('2');

  // Signing in merges the visitor cart into the (empty) stored cart.
  await signInViaApi(page.request, shopper);
  await page.reload();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect
    .poll(async () => (await serverCart(page)).items.map((l) => [l.id, l.quantity]))
    .toEqual([[id, 2]]);
  await expect(badge(page)).toHaveText('2');

  // Another device: a fresh browser, the same shopper.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.goto('/');
    await expect(badge(phone)).toBeHidden();
    await signInAgain(phone, shopper);
    await phone.reload();
    await expect(badge(phone)).toHaveText('2');
    await phone.getByTestId('header-cart-button').click();
    const line = panel(phone).getByTestId('cart-line').filter({ hasText: name });
    await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('3');
    // The change is saved (the stored cart is what the admin's 'Cart Items' counts).
    await expect.poll(async () => (await serverCart(phone)).items.map((l) => l.quantity)).toEqual([3]);
  } finally {
    await other.close();
  }

  // Back on the first device: the next visit shows the change.
  await page.reload();
  await expect(badge(page)).toHaveText('3');

  // Logging out empties this browser's copy; the server keeps the cart for the next sign-in.
  await chooseFromAccountMenu(page, 'Logout');
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  await expect(badge(page)).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(badge(page)).toBeHidden();
});
