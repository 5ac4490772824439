import { expect } from '@playwright/test';
import { sandboxUrl } from './env';
import { handedOver, storedOrder } from './orders-db';

/**
 * Has the courier deliver an order, as in the shop: once the worker has handed it to Shiprocket,
 * the sandbox's Shiprocket sends its 'DELIVERED' tracking report to the shop's webhook, and this
 * waits until the order is delivered (returns may be asked for from then on).
 */
export async function deliverOrder(id: string): Promise<void> {
  const { awb_code: awb } = await handedOver(id);
  expect(awb, `order ${id} has an AWB`).toBeTruthy();
  const res = await fetch(`${sandboxUrl}/shiprocket/sandbox/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ awb, status: 'DELIVERED' }),
  });
  expect(res.status, await res.text()).toBe(200);
  await expect
    .poll(async () => (await storedOrder(id))?.status, { message: `order ${id} delivered`, timeout: 10_000 })
    .toBe('delivered');
}
