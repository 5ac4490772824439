import { type Browser, expect, test } from '@playwright/test';
import { orderStatusLabel } from '@festive/contracts';
import { signInAsAdmin } from '../support/admin';
import { giftInStock, myOrders, placeOrderViaApi, signedInShopper, toast } from '../support/account-shopper';
import { closeOrdersDb, handedOver, storedOrder } from '../support/orders-db';

// The back office's order desk and the shopper's cancel: an order placed through the API is
// found by its number in the Orders tab, opened in its drawer and cancelled there; another is
// cancelled by its shopper from My Orders. Both end cancelled in the database and on screen.

test.afterAll(async () => {
  await closeOrdersDb();
});

/** A signed-in shopper of their own with one COD order, handed to Shiprocket (Confirmed). */
async function shopperWithOrder(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const details = await signedInShopper(page.request, { name });
  const orderId = await placeOrderViaApi(page.request, details, await giftInStock(page.request));
  await handedOver(orderId);
  const order = (await myOrders(page.request)).find((mine) => mine.id === orderId)!;
  return { context, page, details, order };
}

test('the admin finds an order by its number in the desk, opens it and cancels it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithOrder(browser, baseURL, 'Desk Shopper');
  await shopper.context.close();
  const { order } = shopper;

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNumber.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  // The search is in the URL: a reload shows the same single row.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.orderNumber.toLowerCase()}`));
  await page.reload();
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-order-id', order.id);
  await expect(page.getByTestId('pager-summary')).toHaveText('Showing 1–1 of 1');

  await rows
    .first()
    .getByRole('button', { name: `Open order ${order.orderNumber}` })
    .click();
  const drawer = page.getByTestId('order-drawer');
  await expect(drawer.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(drawer.getByTestId('drawer-status')).toHaveText(orderStatusLabel('confirmed'));
  await expect(drawer.getByTestId('drawer-customer')).toContainText('Desk Shopper');
  await expect(drawer.getByTestId('drawer-shipment')).toContainText('Shipment booked');

  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  await drawer.getByLabel('Reason (optional)').fill('Customer called to cancel');
  await drawer.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(drawer.getByTestId('drawer-status')).toHaveText(orderStatusLabel('cancelled'));
  await expect(drawer.getByTestId('drawer-history')).toContainText('Customer called to cancel');
  await expect(drawer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect((await storedOrder(order.id))?.status).toBe('cancelled');

  await page.keyboard.press('Escape');
  await expect(rows.first().getByTestId('order-status')).toHaveText(orderStatusLabel('cancelled'));
});

test('a shopper cancels an order that has not shipped from My Orders', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page, order } = await shopperWithOrder(browser, baseURL, 'Cancel Shopper');
  try {
    await page.goto('/account?tab=orders');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await expect(card.getByTestId('order-status')).toHaveText(orderStatusLabel('confirmed'));
    await card.getByRole('button', { name: `Cancel order ${order.orderNumber}` }).click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByTestId('cancel-reason').fill('Ordered twice');
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(toast(page, 'Order cancelled')).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText(orderStatusLabel('cancelled'));
    await expect(card.getByRole('button', { name: `Cancel order ${order.orderNumber}` })).toHaveCount(0);
    expect((await storedOrder(order.id))?.status).toBe('cancelled');
  } finally {
    await context.close();
  }
});
