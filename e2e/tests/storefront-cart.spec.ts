import { expect, test, type Page } from '@playwright/test';
import { AdminFixtures, rupees } from '../support/storefront';

// The cart, the checkout cart and the subtotal: reload, stock and fresh prices.

const panel = (page: Page) => page.getByTestId('cart-panel');
const badge = (page: Page) => page.getByTestId('header-cart-badge');
const line = (page: Page, name: string) => panel(page).getByTestId('cart-line').filter({ hasText: name });

/** Closes the panel an add opened, once it is there (Escape closes the dialog). */
async function closePanel(page: Page) {
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

async function addFromGrid(page: Page, index: number): Promise<{ id: string; name: string; price: string }> {
  const card = page.getByTestId('product-card').nth(index);
  const id = (await card.getAttribute('data-product-id'))!;
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as {
    name: string;
    price: string;
  };
  await card.getByTestId('add-to-cart-button').click();
  return { id, ...product };
}

test('add, increase, decrease, remove, then proceed to checkout', async ({ page }) => {
  await page.goto('/');
  await expect(badge(page)).toBeHidden();

  // The empty panel.
  await page.getByTestId('header-cart-button').click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Your Festival Gifts')).toBeVisible();
  await expect(panel(page).getByText('0 item(s) in cart')).toBeVisible();
  await expect(panel(page).getByText('Your cart is empty')).toBeVisible();
  await expect(panel(page).getByText('Add festival gifts to get started')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(panel(page)).toBeHidden();

  // Adding opens the panel; adding again raises the quantity.
  const first = await addFromGrid(page, 0);
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('1 item(s) in cart')).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await closePanel(page);
  await addFromGrid(page, 0);
  await expect(line(page, first.name).getByTestId('cart-line-quantity')).toHaveText('2');
  await closePanel(page);
  const second = await addFromGrid(page, 1);
  await expect(panel(page).getByText('3 item(s) in cart')).toBeVisible();
  await expect(badge(page)).toHaveText('3');

  // Increase, decrease (to 0 removes), remove.
  await line(page, second.name)
    .getByRole('button', { name: `Increase quantity of ${second.name}` })
    .click();
  await expect(line(page, second.name).getByTestId('cart-line-quantity')).toHaveText('2');
  await line(page, first.name)
    .getByRole('button', { name: `Decrease quantity of ${first.name}` })
    .click();
  await line(page, first.name)
    .getByRole('button', { name: `Decrease quantity of ${first.name}` })
    .click();
  await expect(line(page, first.name)).toHaveCount(0);
  await expect(panel(page).getByText('2 item(s) in cart')).toBeVisible();
  await closePanel(page);
  const third = await addFromGrid(page, 2);
  await line(page, third.name)
    .getByRole('button', { name: `Remove ${third.name}` })
    .click();
  await expect(line(page, third.name)).toHaveCount(0);

  // Subtotal: whole rupees for INR; line price as shown on the cards.
  const totalPaise = Math.round(Number(second.price) * 100) * 2;
  await expect(panel(page).getByTestId('cart-subtotal')).toHaveText(rupees(String(totalPaise / 100)));
  // Each line shows its total (price × quantity), the unit price beside it.
  await expect(line(page, second.name).getByTestId('cart-line-total')).toHaveText(
    `${rupees(String(totalPaise / 100))} (${rupees(second.price)} each)`,
  );
  await expect(panel(page).getByText('Taxes and shipping calculated at checkout')).toBeVisible();
  // Free shipping over ₹500, else the whole rupees that take the cart over.
  const shortfall = Math.ceil((50_001 - totalPaise) / 100);
  await expect(panel(page).getByTestId('free-shipping-note')).toHaveText(
    totalPaise > 50_000 ? 'Free shipping' : `Add ${rupees(String(shortfall))} more for free shipping`,
  );

  await panel(page).getByTestId('cart-checkout-button').click();
  await expect(page).toHaveURL(/\/delivery-details$/);
  // The delivery step's summary shows the line total too, not the unit price.
  await expect(page.getByTestId('order-summary').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('order-summary-line-total')).toHaveText(rupees(String(totalPaise / 100)));
  await expect(panel(page)).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('checkoutCart') ?? 'null'));
  expect(stored).toEqual({
    items: [
      { id: second.id, name: second.name, price: second.price, image: expect.any(String), quantity: 2 },
    ],
    total: totalPaise / 100,
    currency: { symbol: '₹', code: 'INR' },
  });
});

test('the cart survives a reload, in every tab', async ({ page, context }) => {
  await page.goto('/');
  const added = await addFromGrid(page, 3);
  await closePanel(page);
  await addFromGrid(page, 3);
  await expect(badge(page)).toHaveText('2');

  await page.reload();
  await expect(badge(page)).toHaveText('2');
  await page.getByTestId('header-cart-button').click();
  await expect(line(page, added.name).getByTestId('cart-line-quantity')).toHaveText('2');

  const other = await context.newPage();
  await other.goto('/');
  await expect(badge(other)).toHaveText('2');
  // A change in one tab shows in the other.
  await line(page, added.name)
    .getByRole('button', { name: `Increase quantity of ${added.name}` })
    .click();
  await expect(badge(other)).toHaveText('3');
});

test('quantities never exceed stock; prices are read again from the shop', async ({ page, request }) => {
  // The `request` fixture keeps its own cookies: the admin signs in there, the page stays a shopper.
  const admin = await AdminFixtures.open(request);
  try {
    const name = `Brass Bell ${Date.now()}`;
    const bell = await admin.product({ name, price: '350.00', stock: 2 });
    await page.goto(`/products/${bell.id}`);
    await expect(page.getByTestId('product-stock')).toHaveText('Only 2 left');
    for (let n = 0; n < 3; n += 1) {
      await page.getByTestId('product-page').getByTestId('add-to-cart-button').click();
      await closePanel(page);
    }
    await page.getByTestId('header-cart-button').click();
    await expect(line(page, name).getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(
      line(page, name).getByRole('button', { name: `Increase quantity of ${name}` }),
    ).toBeDisabled();
    await expect(line(page, name).getByTestId('cart-line-stock-limit')).toHaveText('Only 2 in stock');

    // The shop changes the price and sells one: the stored cart is corrected on the next visit.
    const res = await admin.update(bell.id, { name, price: '325.00', stock: 1 });
    expect(res).toMatchObject({ price: '325.00', stock: 1 });
    await page.reload();
    await page.getByTestId('header-cart-button').click();
    await expect(line(page, name).getByTestId('cart-line-quantity')).toHaveText('1');
    await expect(line(page, name)).toContainText('₹325');
  } finally {
    await admin.removeAll();
  }
});
