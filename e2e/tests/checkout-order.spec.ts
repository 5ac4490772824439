import { type Page, expect, test } from '@playwright/test';
import { PAYMENT_METHOD_MESSAGE, formatOrderNumber } from '@festive/contracts';
import { sandboxUrl } from '../support/env';
import { closeOrdersDb, handedOver, ordersOf } from '../support/orders-db';
import { type ShopperDetails, sampleShopper, signIn, uniquePhone } from '../support/sign-in';
import { holdRequests } from '../support/hold';

// Checkout step 3 and the confirmation: from the home
// page to /order-success with cash on delivery and with Razorpay (the sandbox's test checkout),
// then the order in the database with its Shiprocket ids and its tax invoice in the mail catcher.

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });
const shopper = (overrides: Partial<ShopperDetails> = {}): ShopperDetails => ({
  ...sampleShopper(uniquePhone()),
  email: `shopper.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`,
  ...overrides,
});

interface Mail {
  subject: string;
  html: string | null;
}
async function mailTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${sandboxUrl}/mail/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as Mail[];
}
const sessionValue = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test.afterAll(async () => {
  await closeOrdersDb();
});

test('COD: home page to /order-success, then Shiprocket ids and the invoice e-mail', async ({ page }) => {
  const details = shopper();
  await signIn(page, details);

  await expect(page.getByTestId('checkout-progress')).toHaveAttribute('aria-label', 'Checkout progress 100%');
  const address = page.getByTestId('delivery-address');
  await expect(address).toContainText(
    `${details.address}, ${details.city}, ${details.state} ${details.pincode}`,
  );
  await expect(page.getByTestId('payment-method-cod').locator('input')).toBeChecked();
  await expect(
    page.getByTestId('payment-totals').getByText('Calculated by the shipping provider', { exact: true }),
  ).toBeVisible();
  const stored = JSON.parse((await sessionValue(page, 'checkoutCart')) ?? '{}') as { total: number };
  const total = `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(stored.total)}`;
  await expect(page.getByTestId('payment-subtotal')).toHaveText(total);
  await expect(page.getByTestId('payment-total')).toHaveText(total);

  // Hold the answer until the busy label has been seen.
  const placeOrder = await holdRequests(page, '**/api/shiprocket/orders');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Placing Order...' })).toBeVisible();
  placeOrder();

  await expect(page).toHaveURL(/\/order-success\?payment=cod&orderId=[0-9a-f-]{36}&orderNumber=FG-\d{6,}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const number = new URL(page.url()).searchParams.get('orderNumber')!;
  const placedToast = toast(page, 'Festival gift order placed successfully!');
  await expect(placedToast).toContainText(`Order number: ${number}`);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(page.getByTestId('cod-note')).toContainText(
    'Please keep the exact amount ready when your order arrives.',
  );
  await expect(page.getByText(/confirmation e-mail/)).toBeVisible();
  for (const key of ['checkoutCart', 'deliveryDetails', 'saveNewAddress']) {
    expect(await sessionValue(page, key)).toBeNull();
  }
  await expect(page.getByTestId('header-cart-badge')).toBeHidden();

  const order = await handedOver(orderId);
  expect(order).toMatchObject({
    payment_method: 'COD',
    payment_status: 'cod',
    status: 'confirmed',
    customer_email: details.email,
  });
  expect(formatOrderNumber(order.order_number)).toBe(number);
  expect(order.shiprocket_order_id).toMatch(/^\d+$/);
  expect(order.shipment_id).toMatch(/^\d+$/);
  expect(order.awb_code).toMatch(/^\d+$/);
  expect(order.tracking_url).toContain(order.awb_code!);
  const [mail] = await mailTo(details.email);
  expect(mail?.subject).toBe(`Your Festival Gifts order ${number}: tax invoice ${order.invoice_number}`);
  expect(mail?.html).toContain('Tax Invoice');
  expect(mail?.html).toContain(details.name);

  await page.reload();
  await expect(page.getByTestId('cod-note')).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Prepaid where COD is not offered: cancel at Razorpay, pay on the second try, one paid order', async ({
  page,
}) => {
  const details = shopper({ pincode: '982001' });
  await signIn(page, details);

  const cod = page.getByTestId('payment-method-cod');
  await expect(cod).toContainText('Not available for this pincode');
  await expect(cod.locator('input')).toBeDisabled();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('payment-method-error')).toHaveText(PAYMENT_METHOD_MESSAGE);
  await page.getByTestId('payment-method-prepaid').click();
  await expect(page.getByTestId('payment-method-error')).toBeHidden();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxUrl}/razorpay/v1/checkout/embedded`));
  await expect(page.getByTestId('razorpay-sandbox-checkout')).toContainText('Festival Gifts');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(toast(page, 'Unable to place order')).toContainText('The payment was cancelled');

  await page.getByTestId('payment-method-prepaid').click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxUrl}/razorpay/v1/checkout/embedded`));
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(
    /\/order-success\?payment=razorpay&id=pay_[A-Za-z0-9]+&orderNumber=FG-\d{6,}$/,
  );
  const paymentId = new URL(page.url()).searchParams.get('id')!;
  const number = new URL(page.url()).searchParams.get('orderNumber')!;
  await expect(page.getByTestId('payment-success')).toContainText('Payment Successful');
  await expect(page.getByTestId('payment-success')).toContainText(`Payment ID: ${paymentId}`);
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(toast(page, 'Festival gift order placed successfully!')).toContainText(
    `Order number: ${number}`,
  );
  for (const key of ['checkoutCart', 'deliveryDetails', 'saveNewAddress']) {
    expect(await sessionValue(page, key)).toBeNull();
  }

  const orders = await ordersOf(details.email);
  expect(orders).toHaveLength(1);
  const order = await handedOver(orders[0]!.id);
  expect(order).toMatchObject({ payment_method: 'Prepaid', payment_status: 'paid', payment_id: paymentId });
  expect(formatOrderNumber(order.order_number)).toBe(number);
  expect(order.shiprocket_order_id).toMatch(/^\d+$/);
  expect(order.awb_code).toMatch(/^\d+$/);
  const [mail] = await mailTo(details.email);
  expect(mail?.subject).toBe(`Your Festival Gifts order ${number}: tax invoice ${order.invoice_number}`);
  expect(mail?.html).toContain(paymentId);
});

test('/payment sends visitors without details or without a session back to the delivery step', async ({
  page,
}) => {
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/delivery-details$/);

  const details = sampleShopper(uniquePhone());
  await page.evaluate((stored) => sessionStorage.setItem('deliveryDetails', JSON.stringify(stored)), details);
  // While the session is unknown the page shows its skeletons; signed out, it then redirects.
  const session = await holdRequests(page, '**/api/auth/session');
  await page.goto('/payment');
  await expect(page.getByTestId('payment-page-loading')).toBeVisible();
  session();
  await expect(page).toHaveURL(/\/delivery-details$/);
});
