import { expect, test } from '@playwright/test';
import { DELIVERY_MESSAGES, OTP_MESSAGE, formatPhone } from '@festive/contracts';
import { continueButton, field, fillDetails, toast } from '../support/delivery-form';
import { otpResendSeconds } from '../support/env';
import {
  ensureCheckoutCart,
  latestSmsId,
  readOtp,
  sampleShopper,
  signIn,
  signInViaApi,
  uniquePhone,
} from '../support/sign-in';

// Checkout step 1 and 2: the delivery form, phone sign-in with the code
// read from the sandbox SMS inbox, saved addresses on the next checkout.

const SAVED_NOTE = 'Using saved address. Fields are view-only. Select "Add New Address" to edit.';

test('the delivery form shows every spec message and the order total', async ({ page }) => {
  await ensureCheckoutCart(page);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('checkoutCart') ?? '{}'));
  await expect(page.getByRole('heading', { name: 'Festival Gift Delivery' })).toBeVisible();
  const total = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    stored.total,
  );
  await expect(page.getByTestId('order-total')).toHaveText(`₹${total}`);

  await continueButton(page).click();
  for (const message of Object.values(DELIVERY_MESSAGES)) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/delivery-details$/);

  await fillDetails(page, {
    name: 'A',
    phone: '98765',
    email: 'asha@',
    address: 'Lane',
    city: 'P',
    state: '',
    pincode: '4110',
  });
  for (const message of Object.values(DELIVERY_MESSAGES)) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Messages go as the fields are corrected (checked again on every change after a submit).
  await fillDetails(page, { ...sampleShopper('9876543210'), pincode: '4110' });
  await expect(page.getByText(DELIVERY_MESSAGES.name)).toBeHidden();
  await expect(page.getByText(DELIVERY_MESSAGES.pincode)).toBeVisible();

  // The pincode input takes at most 6 characters.
  await expect(field(page, 'pincode')).toHaveAttribute('maxlength', '6');
  await field(page, 'pincode').fill('');
  await field(page, 'pincode').pressSequentially('4110019');
  await expect(field(page, 'pincode')).toHaveValue('411001');
  await expect(page.getByText(DELIVERY_MESSAGES.pincode)).toBeHidden();

  // A visitor types name, phone and e-mail freely; no saved addresses are offered.
  for (const key of ['name', 'phone', 'email'] as const) await expect(field(page, key)).toBeEditable();
  await expect(page.getByTestId('saved-addresses')).toHaveCount(0);
});

test('a visitor verifies the phone with the code from the SMS inbox and lands on /payment signed in', async ({
  page,
}) => {
  const shopper = sampleShopper(uniquePhone());
  await ensureCheckoutCart(page);
  await fillDetails(page, shopper);
  const before = await latestSmsId(shopper.phone);
  await continueButton(page).click();
  await expect(toast(page, 'Verification code sent')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp$/);

  const stored = await page.evaluate(() => ({
    details: JSON.parse(sessionStorage.getItem('deliveryDetails') ?? 'null'),
    saveNewAddress: sessionStorage.getItem('saveNewAddress'),
  }));
  // Stored as E.164, the one form of a phone.
  expect(stored).toEqual({ details: { ...shopper, phone: `+91${shopper.phone}` }, saveNewAddress: 'true' });

  const verifyPage = page.getByTestId('verify-otp-page');
  await expect(page.getByTestId('checkout-progress')).toHaveAttribute('aria-label', 'Checkout progress 50%');
  for (const step of ['Details', 'Verification', 'Payment']) {
    await expect(page.getByTestId('checkout-progress').getByText(step, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('otp-phone')).toHaveText(formatPhone(shopper.phone));
  const otpInput = verifyPage.getByLabel('Enter OTP');
  await expect(otpInput).toHaveAttribute('inputmode', 'numeric');
  await expect(otpInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(otpInput).toHaveAttribute('maxlength', '6');
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await expect(page.getByTestId('resend-wait')).toContainText(/You can ask for a new code in \d+ s/);

  // Too short: the spec message, nothing sent.
  await otpInput.fill('123');
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByText(OTP_MESSAGE, { exact: true })).toBeVisible();

  const otp = await readOtp(shopper.phone, before);
  const wrong = otp === '000000' ? '111111' : '000000';
  await otpInput.fill(wrong);
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(toast(page, 'Verification failed')).toContainText('Invalid OTP. 4 attempts left');
  await expect(page).toHaveURL(/\/verify-otp$/);

  await otpInput.fill(otp);
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(toast(page, 'Phone verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('payment-page')).toBeVisible();

  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session).toMatchObject({
    loggedIn: true,
    name: shopper.name,
    userPhone: `+91${shopper.phone}`,
    user: { name: shopper.name, phone: `+91${shopper.phone}`, email: shopper.email },
  });
  await expect(page.getByTestId('account-menu-button')).toBeVisible();

  // The typed address was saved to the new account, as the default.
  const addresses = await (await page.request.get('/api/addresses')).json();
  expect(addresses).toEqual([
    expect.objectContaining({
      address: shopper.address,
      city: shopper.city,
      state: shopper.state,
      pincode: shopper.pincode,
      isDefault: 1,
    }),
  ]);

  // Signed in survives a reload.
  await page.reload();
  await expect(page.getByTestId('payment-page')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

test('a signed-in shopper picks a saved address or adds a new one, with the locking rules', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const shopper = sampleShopper(uniquePhone());
  await signIn(await context.newPage(), shopper);

  // The next checkout, in a new tab: same cookies, nothing in session storage yet.
  const page = await context.newPage();
  await ensureCheckoutCart(page);
  const picker = page.getByTestId('saved-addresses');
  await expect(picker).toBeVisible();
  const saved = picker.getByTestId('saved-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(shopper.address);
  await expect(saved).toContainText(`${shopper.city}, ${shopper.state} - ${shopper.pincode}`);
  await expect(saved.getByText('Default', { exact: true })).toBeVisible();
  await expect(picker.getByText('Add New Address', { exact: true })).toBeVisible();

  // Name, phone and e-mail come from the profile and are locked.
  await expect(field(page, 'name')).toHaveValue(shopper.name);
  await expect(field(page, 'phone')).toHaveValue(`+91${shopper.phone}`);
  await expect(field(page, 'email')).toHaveValue(shopper.email);
  for (const key of ['name', 'phone', 'email'] as const) await expect(field(page, key)).not.toBeEditable();

  // Neither chosen: the button is disabled.
  await expect(continueButton(page)).toBeDisabled();

  await page.getByRole('radio', { name: new RegExp(shopper.address) }).check({ force: true });
  await expect(page.getByText(SAVED_NOTE, { exact: true })).toBeVisible();
  await expect(field(page, 'address')).toHaveValue(shopper.address);
  await expect(field(page, 'pincode')).toHaveValue(shopper.pincode);
  for (const key of ['address', 'city', 'state', 'pincode'] as const)
    await expect(field(page, key)).not.toBeEditable();
  await expect(continueButton(page)).toBeEnabled();

  await page.getByRole('radio', { name: 'Add New Address' }).check({ force: true });
  await expect(page.getByText(SAVED_NOTE)).toBeHidden();
  for (const key of ['address', 'city', 'state', 'pincode'] as const) {
    await expect(field(page, key)).toHaveValue('');
    await expect(field(page, key)).toBeEditable();
  }
  await expect(field(page, 'name')).toHaveValue(shopper.name);
  await expect(field(page, 'name')).not.toBeEditable();

  const office = {
    address: '4th Floor, Prestige Tower',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };
  // A new address, with the phone verified moments ago (trusted): straight to payment, and the
  // address is saved next to the first.
  await fillDetails(page, office);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect
    .poll(async () => ((await (await page.request.get('/api/addresses')).json()) as unknown[]).length)
    .toBe(2);

  await page.goto('/delivery-details');
  await expect(page.getByTestId('saved-address')).toHaveCount(2);
  await expect(page.getByTestId('saved-address').filter({ hasText: 'Prestige Tower' })).not.toContainText(
    'Default',
  );
});

test('resend waits out the resend wait, then sends a new code; Change Phone Number goes back with the details kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shopper = sampleShopper(uniquePhone());
  await ensureCheckoutCart(page);
  await fillDetails(page, shopper);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  const first = await readOtp(shopper.phone);
  const firstId = await latestSmsId(shopper.phone);

  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await expect(resend).toBeEnabled({ timeout: (otpResendSeconds + 5) * 1000 });
  await resend.click();
  await expect(toast(page, 'OTP resent')).toContainText(
    'A new verification code has been sent to your phone',
  );
  const second = await readOtp(shopper.phone, firstId);
  await expect(resend).toBeDisabled();

  await page.getByRole('link', { name: 'Change Phone Number' }).click();
  await expect(page).toHaveURL(/\/delivery-details$/);
  // The details are kept, the phone in the form it is stored in.
  await expect(field(page, 'phone')).toHaveValue(`+91${shopper.phone}`);
  await expect(field(page, 'address')).toHaveValue(shopper.address);

  // Within the resend wait no new code can be sent: the verify page counts the wait down.
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByTestId('resend-wait')).toContainText(/You can ask for a new code in \d+ s/);
  if (first !== second) {
    await page.getByLabel('Enter OTP').fill(first);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(toast(page, 'Verification failed')).toBeVisible();
  }
  await page.getByLabel('Enter OTP').fill(second);
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('/verify-otp without stored details goes back to /delivery-details', async ({ page }) => {
  await page.goto('/verify-otp');
  await expect(page).toHaveURL(/\/delivery-details$/);
  await expect(page.getByRole('heading', { name: 'Festival Gift Delivery' })).toBeVisible();
});

test('signInViaApi signs the page in: avatar menu, profile and an empty address list', async ({ page }) => {
  const shopper = sampleShopper(uniquePhone());
  await signInViaApi(page.request, shopper);
  await page.goto('/');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toEqual({ name: shopper.name, phone: `+91${shopper.phone}`, email: shopper.email });
  expect(await (await page.request.get('/api/addresses')).json()).toEqual([]);

  // Logging out ends the customer session; the address list is for customers only.
  const out = await page.request.post('/api/auth/logout');
  expect(await out.json()).toEqual({ message: 'Logged out successfully' });
  expect((await page.request.get('/api/addresses')).status()).toBe(401);
});

test('a cross-site POST is refused', async ({ request }) => {
  const res = await request.post('/api/auth/send-otp', {
    data: { phone: uniquePhone() },
    headers: { Origin: 'https://evil.example' },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ message: 'Cross-site request refused' });
});
