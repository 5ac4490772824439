import { expect, test } from '@playwright/test';
import { continueButton, field, fillDetails, setFault, toast } from '../support/delivery-form';
import { ensureCheckoutCart, sampleShopper, uniquePhone } from '../support/sign-in';

// The checkout while a provider is down: the SMS service failing, the courier's serviceability
// check hanging. The stand-ins fail for every caller, so these run alone (the last phase).

test.afterEach(async () => {
  await setFault('sms', 'ok');
  await setFault('shiprocket', 'ok');
});

test('a failed SMS send says so and keeps the shopper on the form', async ({ page }) => {
  await ensureCheckoutCart(page);
  await fillDetails(page, sampleShopper(uniquePhone()));
  await setFault('sms', 'fail');
  await continueButton(page).click();
  await expect(toast(page, 'Failed to send OTP')).toContainText(
    'The SMS service is not answering. Please try again in a moment',
  );
  await expect(page).toHaveURL(/\/delivery-details$/);
  await expect(continueButton(page)).toBeEnabled();
});

test('the pincode check shows delivery, COD and date, blocks an undeliverable pincode and never blocks when slow', async ({
  page,
}) => {
  await ensureCheckoutCart(page);
  await fillDetails(page, sampleShopper(uniquePhone()));
  const check = page.getByTestId('pincode-check');

  await expect(check).toHaveAttribute('data-state', 'deliverable');
  await expect(check).toContainText('Delivery available to 411001');
  await expect(check).toContainText('Cash on Delivery available');
  await expect(check).toContainText(/Estimated delivery by \d{1,2} [A-Z][a-z]+ \d{4}/);

  await field(page, 'pincode').fill('982001');
  await expect(check).toContainText('Cash on Delivery not available here (prepaid only)');
  await expect(continueButton(page)).toBeEnabled();

  await field(page, 'pincode').fill('990001');
  await expect(check).toHaveAttribute('data-state', 'undeliverable');
  await expect(check).toContainText('Sorry, we do not deliver to 990001 yet');
  await expect(continueButton(page)).toBeDisabled();

  await field(page, 'pincode').fill('4000');
  await expect(check).toHaveCount(0);
  await expect(continueButton(page)).toBeEnabled();

  await setFault('shiprocket', 'timeout');
  await field(page, 'pincode').fill('560034');
  await expect(check).toHaveAttribute('data-state', 'unchecked', { timeout: 15_000 });
  await expect(check).toContainText(
    'We could not check delivery to 560034 right now. You can still continue.',
  );
  await expect(continueButton(page)).toBeEnabled();
});
