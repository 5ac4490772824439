import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { Address, CustomerOrder, Product } from '@festive/contracts';
import { sandboxUrl } from './env';
import { type ShopperDetails, sampleShopper, signIn, signInViaApi, uniquePhone } from './sign-in';

// Helpers of the account page's browser tests: shoppers with orders and addresses made
// through the real system, and the sandbox mail catcher.

/** A toast by its title (web-kit's toaster marks each toast `toast`). */
export const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

/** A shopper of their own: a fresh phone and e-mail, so no other test's orders or chats show. */
export function accountShopper(overrides: Partial<ShopperDetails> = {}): ShopperDetails {
  const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  return { ...sampleShopper(uniquePhone()), email: `account.${stamp}@example.in`, ...overrides };
}

/**
 * The real checkout in the browser: delivery details, the code from the SMS inbox, cash on
 * delivery, /order-success. Leaves the page signed in; answers the new order's id.
 */
export async function placeOrderThroughCheckout(page: Page, details: ShopperDetails): Promise<string> {
  await signIn(page, details);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success\?payment=cod&orderId=[0-9a-f-]{36}&orderNumber=FG-\d{6,}$/);
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** A product with stock to spare, priced by the catalogue. */
export async function giftInStock(request: APIRequestContext): Promise<Product> {
  const res = await request.get('/api/products');
  expect(res.status(), await res.text()).toBe(200);
  const products = (await res.json()) as Product[];
  const gift = products.find((product) => product.stock >= 5);
  expect(gift, 'a product with at least 5 in stock').toBeTruthy();
  return gift!;
}

/** Places a cash-on-delivery order of one `product` through the API as the signed-in `request`. */
export async function placeOrderViaApi(
  request: APIRequestContext,
  details: ShopperDetails,
  product: Product,
  paymentMethod: 'COD' | 'Prepaid' = 'COD',
): Promise<string> {
  const res = await request.post('/api/shiprocket/orders', {
    data: {
      customerName: details.name,
      customerEmail: details.email,
      customerPhone: details.phone,
      customerAddress: details.address,
      customerCity: details.city,
      customerState: details.state,
      customerPincode: details.pincode,
      total: product.price,
      paymentMethod,
      items: [
        { id: product.id, name: product.name, price: product.price, image: product.image, quantity: 1 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Signs `request` in as a new shopper (send-otp, the SMS inbox, verify-otp). */
export async function signedInShopper(
  request: APIRequestContext,
  overrides: Partial<ShopperDetails> = {},
): Promise<ShopperDetails> {
  const details = accountShopper(overrides);
  await signInViaApi(request, details);
  return details;
}

/** The shopper's orders as GET /api/orders answers them. */
export async function myOrders(request: APIRequestContext): Promise<CustomerOrder[]> {
  const res = await request.get('/api/orders');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as CustomerOrder[];
}

/** Saves an address for the signed-in `request` (POST /api/addresses). */
export async function saveAddress(
  request: APIRequestContext,
  address: Pick<Address, 'address' | 'city' | 'state' | 'pincode'>,
): Promise<Address> {
  const res = await request.post('/api/addresses', { data: { ...address, isDefault: 0 } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Address;
}

/** A message the sandbox SMTP catcher holds (GET /mail/messages, newest first). */
export interface CaughtMail {
  subject: string;
  from: string;
  to: string[];
  html: string | null;
  text: string | null;
}

export async function mailTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${sandboxUrl}/mail/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as CaughtMail[];
}

/** Waits for a mail to `address` whose subject, text or HTML contains every one of `needles`. */
export async function waitForMail(address: string, needles: string[], timeout = 30_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => {
          const all = `${mail.subject}\n${mail.text ?? ''}\n${mail.html ?? ''}`;
          return needles.every((needle) => all.includes(needle));
        });
        return Boolean(found);
      },
      { message: `a mail to ${address} containing ${needles.join(', ')}`, timeout },
    )
    .toBe(true);
  return found!;
}
