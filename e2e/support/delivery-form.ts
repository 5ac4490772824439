import { type Page, expect } from '@playwright/test';
import { sandboxUrl } from './env';
import { DELIVERY_LABELS, type ShopperDetails, fillDeliveryField } from './sign-in';

/** One field of the delivery form, by its label. */
export const field = (page: Page, key: keyof ShopperDetails) =>
  page.getByTestId('delivery-details-page').getByLabel(DELIVERY_LABELS[key], { exact: true });

export async function fillDetails(page: Page, details: Partial<ShopperDetails>) {
  for (const [key, value] of Object.entries(details) as [keyof ShopperDetails, string][]) {
    await fillDeliveryField(field(page, key), value);
  }
}

export const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Verification' });

/**
 * Switches a stand-in to failing or hanging for every caller of the shop: only journeys that run
 * alone (the last browser phase) may use it.
 */
export async function setFault(service: 'sms' | 'shiprocket', mode: 'ok' | 'fail' | 'timeout') {
  const res = await fetch(`${sandboxUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service, mode }),
  });
  expect(res.ok).toBe(true);
}
