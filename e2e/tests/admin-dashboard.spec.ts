import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type Order, orderStatusLabelFor } from '@festive/contracts';
import { signInAsAdmin } from '../support/admin';
import { sampleShopper, signIn, uniquePhone } from '../support/sign-in';

// The Dashboard, Orders and Returns tabs: the figures follow what shoppers do.

interface Stats {
  totalProducts: number;
  totalRevenue: string;
  totalOrders: number;
  revenueGrowth: number;
  pendingReturnRequests: number;
  cartItemsCount: number;
}
interface Product {
  id: string;
  name: string;
  price: string;
  image: string;
  stock: number;
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
/** The revenue card's rupees: en-IN grouping, rounded to whole rupees. */
const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount / 100)}`;
const card = (page: Page, title: string) => page.getByTestId('stat-card').filter({ hasText: title });

/**
 * Places a cash-on-delivery order as the signed-in shopper, priced from the catalogue, to the phone
 * the shopper verified (an order goes only to a phone the session proved).
 */
async function placeOrder(
  shopper: APIRequestContext,
  phone: string,
  lines: { product: Product; quantity: number }[],
) {
  const details = sampleShopper(phone);
  const total = lines.reduce((sum, line) => sum + paise(line.product.price) * line.quantity, 0);
  const res = await shopper.post('/api/shiprocket/orders', {
    data: {
      customerName: details.name,
      customerEmail: details.email,
      customerPhone: details.phone,
      customerAddress: details.address,
      customerCity: details.city,
      customerState: details.state,
      customerPincode: details.pincode,
      total: (total / 100).toFixed(2),
      paymentMethod: 'COD',
      items: lines.map(({ product, quantity }) => ({
        id: product.id,
        name: product.name,
        price: product.price,
        image: product.image,
        quantity,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as { id: string; orderNumber: string };
  return { id: placed.id, orderNumber: placed.orderNumber, total };
}

test('dashboard figures match the orders placed through checkout and the carts shoppers keep', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const readStats = async () => (await (await page.request.get('/api/dashboard/stats')).json()) as Stats;
  const before = await readStats();

  // A shopper in their own browser: the real checkout from the home page to /order-success.
  const shopperContext = await browser.newContext({ baseURL });
  const checkout = await shopperContext.newPage();
  const shopperPhone = uniquePhone();
  await signIn(checkout, { ...sampleShopper(shopperPhone), name: 'Kavya Nair' });
  const shown = await checkout.getByTestId('payment-total').innerText();
  const orderA = { total: paise(shown.replace(/[^\d.]/g, '')) };
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(checkout).toHaveURL(
    /\/order-success\?payment=cod&orderId=[0-9a-f-]{36}&orderNumber=FG-\d{6,}$/,
  );
  // The success page empties the cart and saves that (debounced) to the server: wait for it, then
  // close the page, so its save can never land after the cart this test keeps below.
  const shopper = shopperContext.request;
  await expect
    .poll(async () => ((await (await shopper.get('/api/cart')).json()) as { items: unknown[] }).items.length)
    .toBe(0);
  await checkout.close();

  // The same shopper places a second order and keeps three gifts in the saved cart.
  const products = ((await (await shopper.get('/api/products')).json()) as Product[]).filter(
    (p) => p.stock >= 5,
  );
  const [first, second] = products;
  const orderB = await placeOrder(shopper, shopperPhone, [
    { product: first!, quantity: 1 },
    { product: second!, quantity: 1 },
  ]);
  const cart = await shopper.put('/api/cart', { data: { items: [{ productId: second!.id, quantity: 3 }] } });
  expect(cart.ok(), await cart.text()).toBe(true);
  await shopperContext.close();

  await page.reload();
  const revenue = paise(before.totalRevenue) + orderA.total + orderB.total;
  await expect(card(page, 'Orders').getByTestId('stat-value')).toHaveText(String(before.totalOrders + 2));
  await expect(card(page, 'Total Revenue').getByTestId('stat-value')).toHaveText(rupees(revenue));
  await expect(card(page, 'Cart Items').getByTestId('stat-value')).toHaveText(
    String(before.cartItemsCount + 3),
  );
  await expect(card(page, 'Total Products').getByTestId('stat-value')).toHaveText(
    String(before.totalProducts),
  );
  await expect(card(page, 'Return Requests').getByTestId('stat-value')).toHaveText(
    String(before.pendingReturnRequests),
  );
  const after = await readStats();
  expect(after.totalRevenue).toBe((revenue / 100).toFixed(2));
  // Every order here is from the last 30 days: growth is positive, green, and on the revenue card.
  expect(after.revenueGrowth).toBeGreaterThan(0);
  await expect(card(page, 'Growth').getByTestId('stat-value')).toHaveText(`+${after.revenueGrowth}%`);
  await expect(card(page, 'Total Revenue')).toContainText(`↑ ${after.revenueGrowth}% from last period`);

  // The Orders tab lists them: the order number, rupees, upper-cased payment method.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
  const row = page.locator(`[data-testid="order-row"][data-order-id="${orderB.id}"]`);
  await expect(row.locator('td').nth(0)).toHaveText(orderB.orderNumber);
  await expect(row.locator('td').nth(1)).toHaveText('Asha Rao');
  await expect(page.getByTestId('order-row').filter({ hasText: 'Kavya Nair' })).not.toHaveCount(0);
  await expect(row.locator('td').nth(2)).toHaveText(
    `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(orderB.total / 100)}`,
  );
  await expect(row.locator('td').nth(3)).toHaveText('COD');
  // The status in words (contracts labels), a Prepaid order not yet paid by its payment.
  const listed = (await (await page.request.get('/api/orders/all')).json()) as Order[];
  await expect(row.locator('td').nth(4)).toHaveText(
    orderStatusLabelFor(listed.find((order) => order.id === orderB.id)!),
  );
  await expect(row.locator('td').nth(5)).toHaveText(
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
  );

  // The Returns tab: its empty state, or a row per request with pending ones highlighted.
  await page.getByRole('tab', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { name: 'Return Requests' })).toBeVisible();
  const returns = (await (await page.request.get('/api/returns')).json()) as { status: string }[];
  if (returns.length === 0) {
    await expect(page.getByText('No return requests yet.')).toBeVisible();
  } else {
    await expect(page.getByTestId('return-row')).toHaveCount(returns.length);
  }
});
