import { expect, test } from '@playwright/test';
import { sampleShopper, signIn, uniquePhone } from '../support/sign-in';

// A shopper over https behind two proxies: signs in with a code, stays signed in (the session
// cookie is Secure and HttpOnly, so the services must see the request as https), places a COD
// order and finds it in My Orders after a reload.

test('a shopper signs in with OTP, stays signed in and places a COD order', async ({ page, context }) => {
  const details = { ...sampleShopper(uniquePhone()), email: `prod.${Date.now()}@example.in` };
  await signIn(page, details);

  const session = (await context.cookies()).find((cookie) => cookie.name === 'fg.sid');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success\?payment=cod&orderId=[0-9a-f-]{36}&orderNumber=FG-\d{6,}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto('/account?tab=orders');
  await expect(page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)).toBeVisible();
  const session2 = await page.request.get('/api/auth/session');
  expect(await session2.json()).toMatchObject({
    loggedIn: true,
    user: { phone: expect.stringContaining(details.phone) },
  });
});
