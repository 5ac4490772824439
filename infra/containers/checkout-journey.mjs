// The shopper's cash-on-delivery journey in Debian's Chromium against the shop running from its
// images: home page, a gift into the cart, delivery details, the one-time code from the sandbox's
// SMS inbox, Place Order, /order-success. Answers the new order's id; throws on any step that
// does not happen, and on any Content-Security-Policy violation the pages report.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const STEP_MS = 20_000;

const shopper = () => {
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  return {
    'Full Name': 'Asha Rao',
    'Phone Number': `8${stamp}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
    Email: `containers.${Date.now()}@example.in`,
    Address: '12 MG Road, Koregaon Park',
    City: 'Pune',
    State: 'Maharashtra',
    Pincode: '411001',
  };
};

async function smsMessages(sandboxUrl, phone) {
  const res = await fetch(`${sandboxUrl}/sms/messages?phone=${encodeURIComponent(phone)}`);
  if (!res.ok) throw new Error(`sandbox SMS inbox answered ${res.status}`);
  return res.json();
}

async function newOtp(sandboxUrl, phone, before) {
  const until = Date.now() + STEP_MS;
  while (Date.now() < until) {
    const [newest] = await smsMessages(sandboxUrl, phone);
    const code = newest && newest.id !== before ? /\b(\d{6})\b/.exec(newest.message)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no one-time code for ${phone} reached the sandbox SMS inbox in ${STEP_MS / 1000} s`);
}

/**
 * @param {{baseUrl: string, sandboxUrl: string, chromiumPath?: string, log?: (line: string) => void}} options
 * @returns {Promise<{orderId: string, email: string}>}
 */
export async function placeCodOrder({
  baseUrl,
  sandboxUrl,
  chromiumPath = '/usr/bin/chromium',
  log = () => {},
}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'festive-containers-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    baseURL: baseUrl,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const violations = [];
  // Recorded on every journey, kept only when it fails: a failure on a CI machine can be replayed
  // step by step (`npx playwright-core show-trace <file>`) instead of guessed at.
  await browser.tracing.start({ screenshots: true, snapshots: true });
  let failed = true;
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    page.setDefaultTimeout(STEP_MS);
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    const details = shopper();

    await page.goto('/');
    await page.getByTestId('add-to-cart-button').first().click();
    // The panel opens with the gift in it; its checkout button is clicked once it is there.
    await page.getByTestId('cart-panel').waitFor();
    log('home page: a gift in the cart');
    await page.getByTestId('cart-checkout-button').click();
    await page.waitForURL(/\/delivery-details$/);
    const form = page.getByTestId('delivery-details-page');
    await form.getByLabel('Full Name', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const [label, value] of Object.entries(details)) {
      // The state is chosen from the list of states and union territories.
      const field = form.getByLabel(label, { exact: true });
      if (label === 'State') await field.selectOption(value);
      else await field.fill(value);
    }
    const phone = details['Phone Number'];
    const before = (await smsMessages(sandboxUrl, phone))[0]?.id;
    await page.getByRole('button', { name: 'Continue to Verification' }).click();
    await page.waitForURL(/\/verify-otp$/);
    const otp = await newOtp(sandboxUrl, phone, before);
    log('delivery details sent, one-time code read from the sandbox SMS inbox');
    await page.getByLabel('Enter OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await page.waitForURL(/\/payment$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success\?payment=cod&orderId=[0-9a-f-]{36}&orderNumber=FG-\d{6,}$/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber');
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    log(`order ${orderNumber} (${orderId}) placed (cash on delivery)`);
    if (violations.length) {
      throw new Error(`the pages reported Content-Security-Policy violations:\n${violations.join('\n')}`);
    }
    failed = false;
    return { orderId, email: details.Email };
  } finally {
    const trace = failed ? path.join(os.tmpdir(), `festive-containers-journey-${Date.now()}.zip`) : undefined;
    await browser.tracing.stop(trace ? { path: trace } : {}).catch(() => undefined);
    if (trace) log(`the failed journey's trace: ${trace}`);
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
