import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { sandboxUrl } from './env';

/** What the delivery form asks for (/delivery-details). */
export interface ShopperDetails {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** A sample shopper; pass a distinct phone per test (a phone gets 5 codes an hour, a resend wait apart). */
export const sampleShopper = (phone: string): ShopperDetails => ({
  name: 'Asha Rao',
  phone,
  email: 'asha@example.in',
  address: '12 MG Road, Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
});

let phoneSeq = 0;
/**
 * A 10-digit mobile number no other test of the run uses: the worker's digit keeps parallel
 * workers apart, the clock keeps runs apart, the counter keeps one worker's tests apart.
 */
export function uniquePhone(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  const stamp = String(Date.now() % 100_000).padStart(5, '0');
  return `9${worker}${stamp}${String(++phoneSeq % 1000).padStart(3, '0')}`;
}

/** The newest 6-digit code the sandbox SMS inbox holds for `phone`, waiting for it to arrive. */
export async function readOtp(phone: string, newerThan?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sandboxUrl}/sms/messages?phone=${encodeURIComponent(phone)}`);
        const messages = (await res.json()) as { id: string; message: string }[];
        const newest = messages[0];
        if (!newest || newest.id === newerThan) return undefined;
        code = newest.message.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `an OTP for ${phone} in the sandbox SMS inbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The id of the newest SMS for `phone` (to wait for a newer one after a resend). */
export async function latestSmsId(phone: string): Promise<string | undefined> {
  const res = await fetch(`${sandboxUrl}/sms/messages?phone=${encodeURIComponent(phone)}`);
  return ((await res.json()) as { id: string }[])[0]?.id;
}

/**
 * Signs a shopper in through the API (send-otp, the code from the sandbox inbox, verify-otp) via
 * the gateway. Use `page.request` to sign the page's browser in (it shares the cookies).
 */
export async function signInViaApi(
  request: APIRequestContext,
  shopper: Pick<ShopperDetails, 'phone' | 'name' | 'email'>,
): Promise<{ userId: string }> {
  const before = await latestSmsId(shopper.phone);
  const sent = await request.post('/api/auth/send-otp', { data: { phone: shopper.phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await readOtp(shopper.phone, before);
  const verified = await request.post('/api/auth/verify-otp', { data: { ...shopper, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as { userId: string };
}

/** Puts a product in the cart from the home page and goes to checkout, unless a cart is stored. */
export async function ensureCheckoutCart(page: Page): Promise<void> {
  if (page.url().startsWith('http')) {
    const stored = await page.evaluate(() => sessionStorage.getItem('checkoutCart'));
    if (stored && (JSON.parse(stored) as { items: unknown[] }).items.length > 0) return;
  }
  await page.goto('/');
  await page.getByTestId('add-to-cart-button').first().click();
  await page.getByTestId('cart-checkout-button').click();
  await expect(page).toHaveURL(/\/delivery-details$/);
}

/** Field labels of the delivery form, by the details' keys. */
export const DELIVERY_LABELS: Record<keyof ShopperDetails, string> = {
  name: 'Full Name',
  phone: 'Phone Number',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
};

/** Fills one delivery field: the state is a list to choose from, the others are typed. */
export async function fillDeliveryField(input: Locator, value: string): Promise<void> {
  if ((await input.evaluate((element) => element.tagName)) === 'SELECT') await input.selectOption(value);
  else await input.fill(value);
}

/** Whether the browser's shopper is signed in with saved addresses (a visitor's list is a 401). */
async function hasSavedAddresses(request: APIRequestContext): Promise<boolean> {
  const answer = await request.get('/api/addresses');
  return answer.ok() && ((await answer.json()) as unknown[]).length > 0;
}

/**
 * Signs in through the real checkout UI: /delivery-details, the code from the sandbox SMS inbox
 * on /verify-otp, and lands on /payment signed in. A shopper already signed in (profile fields
 * locked) verifies again with "Add New Address" and the given address.
 */
export async function signIn(
  page: Page,
  details: ShopperDetails,
  /** Runs on /verify-otp before the code is entered (e.g. to check that page). */
  options: { onVerifyPage?: () => Promise<unknown> } = {},
): Promise<void> {
  await ensureCheckoutCart(page);
  if (!page.url().endsWith('/delivery-details')) await page.goto('/delivery-details');
  const form = page.getByTestId('delivery-details-page');
  await expect(form.getByLabel(DELIVERY_LABELS.name, { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle'); // the session has answered: profile fields locked or not
  // A signed-in shopper with saved addresses chooses one or "Add New Address" before continuing.
  // The list arrives after the form (on a busy machine even after the network fell quiet), so
  // the shop is asked what the page asks, and the choice waits for the list.
  if (await hasSavedAddresses(page.request)) {
    await form.getByRole('radio', { name: 'Add New Address' }).check({ force: true });
  }
  for (const [key, label] of Object.entries(DELIVERY_LABELS) as [keyof ShopperDetails, string][]) {
    const input = form.getByLabel(label, { exact: true });
    if (await input.isEditable()) await fillDeliveryField(input, details[key]);
  }
  const before = await latestSmsId(details.phone);
  await page.getByRole('button', { name: 'Continue to Verification' }).click();
  // A signed-in shopper's own phone, verified within the trusted window, needs no new code.
  await expect(page).toHaveURL(/\/(verify-otp|payment)$/);
  if (page.url().endsWith('/payment')) return;
  await expect(page).toHaveURL(/\/verify-otp$/);
  if (options.onVerifyPage) {
    await expect(page.getByLabel('Enter OTP')).toBeVisible();
    await options.onVerifyPage();
  }
  const otp = await readOtp(details.phone, before);
  await page.getByLabel('Enter OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/);
}
