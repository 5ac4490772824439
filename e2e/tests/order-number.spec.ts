import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ORDER_NUMBER_PATTERN, formatOrderNumber } from '@festive/contracts';
import { accountShopper, toast, waitForMail } from '../support/account-shopper';
import { signInAsAdmin } from '../support/admin';
import { sandboxUrl } from '../support/env';
import { closeOrdersDb, handedOver } from '../support/orders-db';
import { signIn } from '../support/sign-in';

// One order, one number: a cash-on-delivery order placed through checkout is named by the same
// FG number on the confirmation (copyable), in the toast, in My Orders, on the downloaded invoice
// and its file name, in the invoice e-mail, at Shiprocket (the stand-in's stored order), in the
// assistant's answer and in the admin's Orders table.

interface ShiprocketStandInOrder {
  id: number;
  channel_order_id: string;
  request: Record<string, unknown>;
}

test.afterAll(async () => {
  await closeOrdersDb();
});

test('one COD order shows the same order number everywhere it is named', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const details = accountShopper({ name: 'Meera Iyer' });
  await signIn(page, details);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success\?payment=cod&orderId=[0-9a-f-]{36}&orderNumber=FG-\d{6,}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // The confirmation shows it large, and copies it.
  const panel = page.getByTestId('order-number-panel');
  await expect(panel.getByTestId('order-number')).toHaveText(ORDER_NUMBER_PATTERN);
  const number = (await panel.getByTestId('order-number').innerText()).trim();
  await expect(toast(page, 'Festival gift order placed successfully!')).toContainText(
    `Order number: ${number}`,
  );
  await panel.getByRole('button', { name: 'Copy order number' }).click();
  await expect(panel.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  // The number is the one the database gave the order.
  const stored = await handedOver(orderId);
  expect(formatOrderNumber(stored.order_number)).toBe(number);

  // My Orders, and the invoice downloaded from there.
  await page.goto('/account?tab=orders');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-number')).toHaveText(number);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Download Invoice for order ${number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.html`);
  const invoice = await readFile((await download.path())!, 'utf8');
  expect(invoice).toContain(`<td>Order number</td><td>${number}</td>`);
  expect(invoice).toContain(stored.invoice_number!);

  // The invoice e-mail: subject, greeting and the invoice in it.
  const mail = await waitForMail(details.email, [`tax invoice ${stored.invoice_number}`]);
  expect(mail.subject).toBe(`Your Festival Gifts order ${number}: tax invoice ${stored.invoice_number}`);
  expect(mail.text).toContain(`(order ${number})`);
  expect(mail.html).toContain(`<td>Order number</td><td>${number}</td>`);

  // Shiprocket (the sandbox stand-in) holds the order under our number; its own id is separate.
  const res = await fetch(`${sandboxUrl}/shiprocket/sandbox/orders`);
  const { orders } = (await res.json()) as { orders: ShiprocketStandInOrder[] };
  const atShiprocket = orders.filter((order) => order.channel_order_id === number);
  expect(atShiprocket).toHaveLength(1);
  expect(atShiprocket[0]!.request.order_id).toBe(number);
  expect(String(atShiprocket[0]!.id)).toBe(stored.shiprocket_order_id);

  // The assistant finds it by the number typed the way people type it, and answers with it.
  await page.goto('/account?tab=help');
  const typed = number.replace('-', '').toLowerCase();
  await page.getByRole('textbox', { name: 'Message' }).fill(`Where is my order ${typed}?`);
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByTestId('chat-message').nth(1);
  await expect(answer).toHaveAttribute('data-role', 'assistant');
  await expect(answer).toContainText(`Your latest order ${number}`);

  // The admin's Orders table, in the admin's own browser.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Orders' }).click();
    const row = admin.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await expect(row.getByTestId('order-number')).toHaveText(number);
    await expect(row).toContainText('Meera Iyer');
  } finally {
    await adminContext.close();
  }
});
