import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TOASTS, type Address } from '@festive/contracts';
import { saveAddress, signedInShopper, toast } from '../support/account-shopper';

// /account Addresses: set-default, delete and their toasts: the saved
// address cards with their 'Default' badge, 'Set as Default' and 'Delete' with the spec's toasts
// (success and failure), the list refreshed after each, 'Add New' to /delivery-details.

const cards = (page: Page) => page.getByTestId('address-card');
const cardOf = (page: Page, address: Address) =>
  page.locator(`[data-testid="address-card"][data-address-id="${address.id}"]`);

test('set as default and delete, with their toasts and a refreshed list', async ({ page }) => {
  await signedInShopper(page.request);
  // The first saved address becomes the default (identity).
  const home = await saveAddress(page.request, {
    address: '12 MG Road, Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });
  const office = await saveAddress(page.request, {
    address: '4th Floor, <Prestige> Tower & Co, Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  });

  await page.goto('/account?tab=addresses');
  await expect(cards(page)).toHaveCount(2);
  const homeCard = cardOf(page, home);
  const officeCard = cardOf(page, office);
  await expect(homeCard).toContainText('12 MG Road, Koregaon Park');
  await expect(homeCard).toContainText('Pune, Maharashtra 411001');
  await expect(homeCard.getByTestId('address-default-badge')).toHaveText('Default');
  // The default needs no 'Set as Default'; the other card has one.
  await expect(homeCard.getByRole('button', { name: /Set as Default/ })).toHaveCount(0);
  await expect(officeCard.getByTestId('address-default-badge')).toHaveCount(0);
  // Customer text is text: the angle brackets show as typed.
  await expect(officeCard).toContainText('4th Floor, <Prestige> Tower & Co, Residency Road');
  await expect(officeCard).toContainText('Bengaluru, Karnataka 560025');

  await expect(page.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/delivery-details');

  // Set as Default: the toast, and the badge moves (the list was read again).
  await officeCard.getByRole('button', { name: /Set as Default/ }).click();
  await expect(toast(page, ACCOUNT_TOASTS.defaultUpdated)).toBeVisible();
  await expect(officeCard.getByTestId('address-default-badge')).toBeVisible();
  await expect(homeCard.getByTestId('address-default-badge')).toHaveCount(0);
  await expect(homeCard.getByRole('button', { name: /Set as Default/ })).toBeVisible();
  await expect(cards(page).first()).toHaveAttribute('data-address-id', office.id);

  // Delete: the toast, and the card is gone.
  await homeCard.getByRole('button', { name: /Delete/ }).click();
  await expect(toast(page, ACCOUNT_TOASTS.addressDeleted)).toBeVisible();
  await expect(homeCard).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);

  // The list on the server agrees, and survives a reload.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(officeCard.getByTestId('address-default-badge')).toBeVisible();

  // Deleting the last one leaves the empty state.
  await officeCard.getByRole('button', { name: /Delete/ }).click();
  await expect(toast(page, ACCOUNT_TOASTS.addressDeleted)).toBeVisible();
  await expect(page.getByTestId('addresses-empty')).toContainText('No saved addresses');

  await page.goto('/account?tab=addresses');
  await expect(page.getByTestId('addresses-empty')).toBeVisible();
});

test('failures show the failure toasts and keep the list as the server has it', async ({ page }) => {
  await signedInShopper(page.request);
  const first = await saveAddress(page.request, {
    address: '7 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
  });
  const second = await saveAddress(page.request, {
    address: '22 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400020',
  });
  await page.goto('/account?tab=addresses');
  await expect(cards(page)).toHaveCount(2);

  // The address was removed elsewhere (another device): the service answers 404.
  const gone = await page.request.delete(`/api/addresses/${second.id}`);
  expect(gone.status(), await gone.text()).toBe(200);
  await cardOf(page, second)
    .getByRole('button', { name: /Set as Default/ })
    .click();
  await expect(toast(page, ACCOUNT_TOASTS.defaultUpdateFailed)).toBeVisible();
  // ... and the list is read again, so the stale card disappears.
  await expect(cardOf(page, second)).toHaveCount(0);

  // A failing identity service on delete.
  await page.route('**/api/addresses/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service unavailable"}',
        })
      : route.continue(),
  );
  await cardOf(page, first)
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(toast(page, ACCOUNT_TOASTS.addressDeleteFailed)).toBeVisible();
  await expect(cardOf(page, first)).toBeVisible();
});
