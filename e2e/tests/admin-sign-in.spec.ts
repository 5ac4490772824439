import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../support/admin';
import { signInViaApi, uniquePhone } from '../support/sign-in';

// /admin/login and /admin: the admin session and its toasts.

test('a wrong password is refused, the right one opens the dashboard, which survives a reload', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Enter admin password to continue')).toBeVisible();
  const password = page.getByPlaceholder('Admin password');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(password).toHaveAttribute('type', 'password');

  await password.fill('not-the-password');
  await login.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Invalid password' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await password.fill(ADMIN_PASSWORD);
  await login.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Login successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your product catalog and carousel')).toBeVisible();
  for (const tab of ['Dashboard', 'Products', 'Orders', 'Returns', 'Carousel Images']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('stat-card')).toHaveCount(6);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await (await page.request.get('/api/dashboard/stats')).status()).toBe(401);
});

test('the shopper and the admin sessions never log each other out', async ({ page }) => {
  const phone = uniquePhone();
  await signInViaApi(page.request, { phone, name: 'Meera Iyer', email: 'meera@example.in' });
  const session = async () =>
    (await (await page.request.get('/api/auth/session')).json()) as { loggedIn: boolean };

  await page.goto('/admin/login');
  await page.getByPlaceholder('Admin password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  expect((await session()).loggedIn).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await session()).loggedIn).toBe(true);
  await page.goto('/account');
  await expect(page.getByTestId('account-page')).toBeVisible();

  // And the other way round: the shopper logging out keeps the admin signed in.
  await page.goto('/admin/login');
  await page.getByPlaceholder('Admin password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  expect((await session()).loggedIn).toBe(false);
  await page.reload();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
});
