import { expect, test } from '@playwright/test';
import { formatPhone } from '@festive/contracts';
import {
  DELIVERY_LABELS,
  ensureCheckoutCart,
  fillDeliveryField,
  latestSmsId,
  sampleShopper,
  signIn,
  signInViaApi,
  uniquePhone,
} from '../support/sign-in';

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

  // A visitor asking for a code while the phone's wait runs lands on /verify-otp counting down.
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await ensureCheckoutCart(page);
  const phone = uniquePhone();
  const form = page.getByTestId('delivery-details-page');
  const details = { ...sampleShopper(phone), phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` };
  for (const [key, label] of Object.entries(DELIVERY_LABELS) as [keyof typeof details, string][]) {
    await fillDeliveryField(form.getByLabel(label, { exact: true }), details[key]);
  }
  // The code goes out just before Continue (the wait is short under test), so the wait surely
  // still runs when the page asks for another.
  expect((await page.request.post('/api/auth/send-otp', { data: { phone } })).status()).toBe(200);
  const sentCode = await latestSmsId(phone);
  await page.getByRole('button', { name: 'Continue to Verification' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByTestId('otp-phone')).toHaveText(formatPhone(phone));
  await expect(page.getByTestId('resend-wait')).toContainText(/You can ask for a new code in \d+ s/);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  expect(await latestSmsId(phone), 'the code already sent is the one to type').toBe(sentCode);
});
