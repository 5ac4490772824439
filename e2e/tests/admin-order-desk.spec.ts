import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { orderStatusLabel, refundStatusLabel } from '@festive/contracts';
import { signInAsAdmin } from '../support/admin';
import { giftInStock, myOrders, placeOrderViaApi, signedInShopper, toast } from '../support/account-shopper';
import { sandboxUrl } from '../support/env';
import { closeOrdersDb, handedOver, storedOrder, storedRefunds } from '../support/orders-db';

// The back office's order desk and the shopper's cancel: an order placed through the API is
// found by its number in the Orders tab, opened in its drawer and cancelled there; another is
// cancelled by its shopper from My Orders. Both end cancelled in the database and on screen. A
// paid order's refund that Razorpay fails is asked for again from the drawer.

test.afterAll(async () => {
  await closeOrdersDb();
});

/** Pays a Prepaid order on the Razorpay stand-in's page, as the shopper's browser would post it. */
async function payWithRazorpay(request: APIRequestContext, orderId: string) {
  const created = await request.post('/api/payments/razorpay/order', { data: { orderId } });
  expect(created.status(), await created.text()).toBe(200);
  const { razorpayOrderId } = (await created.json()) as { razorpayOrderId: string };
  const page = await request.post(`${sandboxUrl}/razorpay/v1/checkout/pay`, {
    form: { order_id: razorpayOrderId, callback_url: 'http://localhost/cb', outcome: 'captured' },
  });
  const html = await page.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const verified = await request.post('/api/payments/razorpay/verify', {
    data: {
      razorpay_payment_id: field('razorpay_payment_id'),
      razorpay_order_id: field('razorpay_order_id'),
      razorpay_signature: field('razorpay_signature'),
    },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The desk's drawer for one order, found by its number in the Orders tab. */
async function openInDesk(page: Page, orderNumber: string) {
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Open order ${orderNumber}` }).click();
  const drawer = page.getByTestId('order-drawer');
  await expect(drawer.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  return drawer;
}

/** A signed-in shopper of their own with one order (COD unless told), handed to Shiprocket (Confirmed). */
async function shopperWithOrder(
  browser: Browser,
  baseURL: string | undefined,
  name: string,
  paymentMethod: 'COD' | 'Prepaid' = 'COD',
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const details = await signedInShopper(page.request, { name });
  const orderId = await placeOrderViaApi(
    page.request,
    details,
    await giftInStock(page.request),
    paymentMethod,
  );
  if (paymentMethod === 'Prepaid') await payWithRazorpay(page.request, orderId);
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

test("a paid order's refund that Razorpay fails is asked for again from the drawer", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithOrder(browser, baseURL, 'Refund Shopper', 'Prepaid');
  await shopper.context.close();
  const { order } = shopper;

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  let drawer = await openInDesk(page, order.orderNumber);
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  await drawer.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();

  // The refund's job asks Razorpay; Razorpay then reports it failed through its webhook.
  await expect
    .poll(async () => (await storedRefunds(order.id))[0]?.razorpay_refund_id ?? null)
    .not.toBeNull();
  const [failed] = await storedRefunds(order.id);
  const settled = await page.request.post(
    `${sandboxUrl}/razorpay/sandbox/refunds/${failed!.razorpay_refund_id}`,
    {
      data: { outcome: 'failed', url: `${baseURL}/api/webhooks/razorpay` },
    },
  );
  expect(settled.ok(), await settled.text()).toBe(true);
  await expect.poll(async () => (await storedRefunds(order.id))[0]?.status).toBe('failed');

  // The desk reads again on a reload (its reads are refreshed by its own actions, never by timers).
  await page.reload();
  drawer = await openInDesk(page, order.orderNumber);
  const refunds = drawer.getByTestId('drawer-refund');
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first().getByTestId('refund-status')).toHaveText(refundStatusLabel('failed'));
  await refunds.first().getByRole('button', { name: 'Refund again' }).click();
  await expect(toast(page, 'Refund asked for again')).toBeVisible();
  await expect(refunds).toHaveCount(2);
  await expect(refunds.nth(1).getByTestId('refund-status')).toHaveText(refundStatusLabel('pending'));
  await expect(drawer.getByRole('button', { name: 'Refund again' })).toHaveCount(0);
  await expect
    .poll(async () => (await storedRefunds(order.id)).map((refund) => refund.status))
    .toEqual(['failed', 'pending']);
});
