import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { RETURN_REFUSALS, formatOrderNumber, orderStatusLabelFor } from '@festive/contracts';
import { signInAsAdmin } from '../support/admin';
import { closeOrdersDb, handedOver } from '../support/orders-db';
import { deliverOrder } from '../support/shipment-delivered';
import {
  accountShopper,
  giftInStock,
  myOrders,
  placeOrderThroughCheckout,
  placeOrderViaApi,
  toast,
} from '../support/account-shopper';

// /account My Orders and the invoice download: a real order placed through
// checkout shows with its number, date, total, payment, status, address, items and shipment; its
// GST invoice downloads as invoice-<number>.html with the customer's name escaped; once the
// courier reports it delivered, a return request made on the page (a cash-on-delivery one saying
// where the refund goes) shows on the order and in the admin's Returns tab.

test.afterAll(async () => {
  await closeOrdersDb();
});

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { year: 'numeric', month: 'long', day: 'numeric' });
const checkoutTotal = (total: string) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(total))}`;

test('My Orders shows the placed order; its invoice downloads with GST lines and the name escaped', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The name rules allow '<': the page must show it as text and the invoice must escape it.
  const details = accountShopper({ name: 'Asha <b>Rao</b>' });
  const orderId = await placeOrderThroughCheckout(page, details);
  const stored = await handedOver(orderId); // Shiprocket's tracking is in place

  const [order] = await myOrders(page.request);
  expect(order?.id).toBe(orderId);
  const number = order!.orderNumber;
  expect(number).toBe(formatOrderNumber(stored.order_number));

  await page.goto('/account?tab=orders');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-order-id', orderId);
  await expect(card.getByTestId('order-number')).toHaveText(number);
  await expect(card.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(card.getByTestId('order-date')).toHaveText(longDate(order!.createdAt));
  await expect(card.getByTestId('order-total')).toHaveText(checkoutTotal(order!.total));
  await expect(card.getByTestId('order-payment')).toContainText('Cash on Delivery');
  await expect(card.getByTestId('order-status')).toHaveText(orderStatusLabelFor(order!));
  await expect(card.getByTestId('order-address')).toContainText(
    `${details.address}, ${details.city}, ${details.state} ${details.pincode}`,
  );
  await expect(card.getByTestId('order-item')).toHaveCount(order!.items.length);
  await expect(card.getByTestId('order-item').first()).toContainText(order!.items[0]!.productName);

  // The shipment and its tracking page, in a new tab without a handle back to the shop.
  await expect(card.getByTestId('shipment-status')).toBeVisible();
  const track = card.getByRole('link', { name: /Track shipment/ });
  await expect(track).toHaveAttribute('href', stored.tracking_url!);
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', /\bnoopener\b/);
  // Not delivered yet: nothing to return.
  expect(order!.returnable).toBe(false);
  await expect(card.getByRole('button', { name: /Request Return/ })).toHaveCount(0);

  // The invoice: a file named with the order number, the GST tax invoice inside.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /Download Invoice/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.html`);
  const html = await readFile((await download.path())!, 'utf8');
  expect(html).toContain('Tax Invoice');
  expect(html).toContain('GSTIN');
  expect(html).toContain(stored.invoice_number!);
  // Pune (Maharashtra) from a Delhi seller: an inter-state supply, taxed as IGST.
  expect(html).toContain('IGST');
  expect(html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
  expect(html).not.toContain('<b>Rao</b>');

  // The page never turned the name into markup either.
  await expect(page.locator('[data-testid="account-page"] b')).toHaveCount(0);
});

test('a return request made on the page shows on the order and in the admin Returns tab', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const details = accountShopper({ name: 'Kiran Desai' });
  const orderId = await placeOrderThroughCheckout(page, details);
  await deliverOrder(orderId);
  const [order] = await myOrders(page.request);
  expect(order).toMatchObject({ id: orderId, returnable: true, returnRequest: null });
  const number = order!.orderNumber;

  await page.goto('/account?tab=orders');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('return-status')).toHaveCount(0);
  await card.getByRole('button', { name: /Request Return/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Request Return' })).toBeVisible();
  await expect(dialog).toContainText(`Order #${number}`);

  // A reason is required, and for cash on delivery where the refund goes; the description is optional.
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Choose a reason for the return.')).toBeVisible();
  await expect(dialog.getByText('Enter the UPI ID or bank account the refund should go to.')).toBeVisible();
  await expect(dialog.getByTestId('return-reason-select').locator('option')).toHaveText([
    'Select a reason',
    'Damaged or defective',
    'Wrong item received',
    'Not as described',
    'Arrived too late',
    'Changed my mind',
  ]);
  await dialog.getByLabel('Reason').selectOption('Damaged or defective');
  await dialog.getByLabel('Description (optional)').fill('The diya arrived <cracked> & chipped');
  await dialog.getByRole('textbox', { name: /Refund to \(UPI ID or bank account\)/ }).fill('kiran@okhdfc');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();

  await expect(toast(page, 'Return request submitted')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card.getByTestId('return-status')).toHaveText('Return requested');
  await expect(card.getByRole('button', { name: /Request Return/ })).toHaveCount(0);
  const [after] = await myOrders(page.request);
  expect(after?.returnRequest).toMatchObject({
    reason: 'Damaged or defective',
    description: 'The diya arrived <cracked> & chipped',
    refundTo: 'kiran@okhdfc',
    status: 'pending',
  });

  // The admin sees it in the Returns tab, in their own browser.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Returns' }).click();
    const row = admin.getByTestId('return-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-number')).toHaveText(number);
    await expect(row).toContainText('Kiran Desai');
    await expect(row).toContainText('Damaged or defective');
    await expect(row.getByTestId('return-status')).toHaveText('Requested');
  } finally {
    await adminContext.close();
  }
});

test('a refused return (409) shows the service message and refreshes the order', async ({ page }) => {
  test.setTimeout(150_000);
  const details = accountShopper({ name: 'Farah Khan' });
  // The first order through checkout signs the shopper in; the second is placed through the API.
  const firstId = await placeOrderThroughCheckout(page, details);
  const secondId = await placeOrderViaApi(page.request, details, await giftInStock(page.request));
  await Promise.all([deliverOrder(firstId), deliverOrder(secondId)]);

  await page.goto('/account?tab=orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.first()).toHaveAttribute('data-order-id', secondId);
  const card = cards.first();
  await card.getByRole('button', { name: /Request Return/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption('Changed my mind');
  await dialog.getByRole('textbox', { name: /Refund to \(UPI ID or bank account\)/ }).fill('farah@okaxis');

  // Meanwhile the same shopper asks on another tab: the page's copy is now out of date.
  const other = await page.request.post(`/api/orders/${secondId}/returns`, {
    data: { reason: 'Wrong item received', refundTo: 'farah@okaxis' },
  });
  expect(other.status(), await other.text()).toBe(201);

  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, RETURN_REFUSALS.alreadyOpen)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card.getByTestId('return-status')).toHaveText('Return requested');
  await expect(card.getByRole('button', { name: /Request Return/ })).toHaveCount(0);
  // The older order can still be returned.
  await expect(cards.nth(1).getByRole('button', { name: /Request Return/ })).toBeVisible();
});
