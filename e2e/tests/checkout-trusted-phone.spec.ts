import { expect, test } from '@playwright/test';
import { formatPhone } from '@festive/contracts';
import { ensureCheckoutCart, sampleShopper, signIn, signInViaApi, uniquePhone } from '../support/sign-in';

/*
 * A phone proved by a code is trusted for the same signed-in shopper's next orders (within
 * TRUSTED_PHONE_DAYS): the second checkout goes from delivery details straight to payment. Where a
 * code is needed while the phone's resend wait runs, /verify-otp counts the wait down.
 */

test('a signed-in shopper’s second order goes from delivery details straight to payment', async ({
  page,
}) => {
  const shopper = sampleShopper(uniquePhone());
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success/);

  const codesBefore = await page.request.post('/api/auth/phone-trust', { data: { phone: shopper.phone } });
  expect(await codesBefore.json()).toEqual({ trusted: true, resendAfterSeconds: 0 });

  await ensureCheckoutCart(page);
  await expect(page).toHaveURL(/\/delivery-details$/);
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(`+91${shopper.phone}`);
  // The first order saved its address: the form offers it, and continuing waits for a choice.
  // The list arrives after the form, so the choice waits for it (a count taken at once could
  // find no list yet and leave the button disabled).
  await page
    .getByRole('radiogroup', { name: 'Deliver to a saved address' })
    .getByRole('radio', { name: shopper.address })
    .check({ force: true });
  await page.getByRole('button', { name: 'Continue to Verification' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success/);
});

test('a code needed while the resend wait runs: /verify-otp shows the countdown', async ({ page }) => {
  const first = sampleShopper(uniquePhone());
  await signInViaApi(page.request, first);
  // Trust withdrawn for another phone: the session's phone is `first`, this one needs a code.
  const other = uniquePhone();
  const sent = await page.request.post('/api/auth/send-otp', { data: { phone: other } });
  expect(sent.status()).toBe(200);
  const answer = await page.request.post('/api/auth/phone-trust', { data: { phone: `0${other}` } });
  const trust = (await answer.json()) as { trusted: boolean; resendAfterSeconds: number };
  expect(trust.trusted).toBe(false);
  expect(trust.resendAfterSeconds).toBeGreaterThan(0);

  // A visitor asking again for the same phone within the wait lands on /verify-otp counting down.
  await page.request.post('/api/auth/logout');
  await ensureCheckoutCart(page);
  const form = page.getByTestId('delivery-details-page');
  const details = { ...sampleShopper(other), phone: `+91 ${other.slice(0, 5)} ${other.slice(5)}` };
  const labels = {
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email',
    address: 'Address',
    city: 'City',
    pincode: 'Pincode',
  } as const;
  for (const [key, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
    await form.getByLabel(label, { exact: true }).fill(details[key]);
  }
  const state = form.getByLabel('State', { exact: true });
  if ((await state.evaluate((element) => element.tagName)) === 'SELECT')
    await state.selectOption(details.state);
  else await state.fill(details.state);
  await page.getByRole('button', { name: 'Continue to Verification' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByTestId('otp-phone')).toHaveText(formatPhone(other));
  await expect(page.getByTestId('resend-wait')).toContainText(/You can ask for a new code in \d+ s/);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
});
