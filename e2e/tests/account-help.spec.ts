import { expect, test, type Page, type Request } from '@playwright/test';
import {
  ACCOUNT_TOASTS,
  LIMITS,
  LIVE_AGENT_BANNER,
  orderStatusLabelFor,
  type ChatRequest,
} from '@festive/contracts';
import { closeOrdersDb, handedOver } from '../support/orders-db';
import {
  giftInStock,
  myOrders,
  placeOrderViaApi,
  signedInShopper,
  toast,
  waitForMail,
} from '../support/account-shopper';

// /account Help: the chat, its rules and calls: the 500 px chat
// with the assistant, which knows the shopper's real order; the live-agent offer, the request,
// the banner that survives a reload, and the support e-mail with the transcript.

/** support-chat's development inbox for live-agent requests (SUPPORT_INBOX overrides it). */
const SUPPORT_INBOX = process.env.SUPPORT_INBOX ?? 'support@festival-gifts.local';

const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });
const bubbles = (page: Page) => page.getByTestId('chat-message');

/** Records every POST /api/chat the page makes (not the live-agent call). */
function chatPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat') posts.push(request);
  });
  return posts;
}

test.afterAll(async () => {
  await closeOrdersDb();
});

test('the assistant answers with the real order; a live agent is requested, kept after a reload and e-mailed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const shopper = await signedInShopper(page.request, { name: 'Rohan Mehta' });
  const orderId = await placeOrderViaApi(page.request, shopper, await giftInStock(page.request));
  await handedOver(orderId); // shipped, so the answer carries its courier as well
  const [order] = await myOrders(page.request);
  const number = order!.orderNumber;

  const posts = chatPosts(page);
  await page.goto('/account?tab=help');
  const panel = page.getByTestId('help-tab');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.height).toBe(LIMITS.chatWindowHeightPx);
  await expect(page.getByTestId('chat-empty')).toBeVisible();

  // Empty or whitespace-only is never sent.
  await expect(sendButton(page)).toBeDisabled();
  await input(page).fill('   \n  ');
  await expect(sendButton(page)).toBeDisabled();
  await input(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(0);
  expect(posts).toHaveLength(0);

  // Shift+Enter starts a new line; Enter sends.
  await input(page).fill('');
  await input(page).pressSequentially('Hello');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('where is my order?');
  await expect(input(page)).toHaveValue('Hello\nwhere is my order?');
  expect(posts).toHaveLength(0);
  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('');
  await expect(bubbles(page)).toHaveCount(2);
  const first = bubbles(page).nth(0);
  await expect(first).toHaveAttribute('data-role', 'user');
  await expect(first).toContainText('Hello\nwhere is my order?', { useInnerText: true });
  const answer = bubbles(page).nth(1);
  await expect(answer).toHaveAttribute('data-role', 'assistant');
  await expect(answer).toContainText(number);
  await expect(answer).toContainText(`is ${orderStatusLabelFor(order!).toLowerCase()}`);
  expect((posts[0]!.postDataJSON() as ChatRequest).messages).toEqual([
    { role: 'user', content: 'Hello\nwhere is my order?' },
  ]);
  await expect(page.getByTestId('live-agent-offer')).toHaveCount(0);

  // Asking for a person: the full history goes with it, and the offer appears.
  const marker = `gift wrap ${Date.now()}`;
  await input(page).fill(`The ${marker} is wrong. I want to talk to a human please`);
  await sendButton(page).click();
  await expect(bubbles(page)).toHaveCount(4);
  const second = (posts[1]!.postDataJSON() as ChatRequest).messages;
  expect(second.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  expect(second[1]!.content).toBe(await answer.locator('p').innerText());
  expect(second[2]!.content).toContain(marker);

  const offer = page.getByTestId('live-agent-offer');
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Talk to a live agent' }).click();
  await expect(toast(page, ACCOUNT_TOASTS.liveAgentRequested)).toBeVisible();
  await expect(offer).toBeHidden();
  const banner = page.getByTestId('live-agent-banner');
  await expect(banner).toContainText(LIVE_AGENT_BANNER.title);
  await expect(banner).toContainText(LIVE_AGENT_BANNER.body);
  await expect(input(page)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();

  // After a reload: the stored conversation, the banner, and still no input.
  await page.reload();
  await expect(page.getByTestId('live-agent-banner')).toContainText(LIVE_AGENT_BANNER.title);
  await expect(bubbles(page)).toHaveCount(4);
  await expect(bubbles(page).nth(2)).toContainText(marker);
  await expect(input(page)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  await expect(page.getByTestId('live-agent-offer')).toHaveCount(0);

  // The support team's e-mail carries who asked and the transcript.
  const mail = await waitForMail(SUPPORT_INBOX, [shopper.email, marker]);
  expect(`${mail.text ?? ''}${mail.html ?? ''}`).toContain('where is my order?');
});

test('failures: the send and live-agent failure toasts, and message text is never markup', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInShopper(page.request, { name: 'Divya Pillai' });
  await page.goto('/account?tab=help');
  await expect(page.getByTestId('chat-empty')).toBeVisible();

  // The support service fails once: the toast, and the message comes back to the box.
  await page.route('**/api/chat', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service unavailable"}',
        })
      : route.continue(),
  );
  await input(page).fill('Do you deliver to Pune?');
  await input(page).press('Enter');
  await expect(toast(page, ACCOUNT_TOASTS.chatSendFailed)).toBeVisible();
  await expect(bubbles(page)).toHaveCount(0);
  await expect(input(page)).toHaveValue('Do you deliver to Pune?');
  await page.unroute('**/api/chat');

  // Markup typed by the shopper is shown as typed, never built into the page.
  const markup = '<img src=x onerror="window.__pwned=1"><b>bold</b> please get me a live agent';
  await input(page).fill(markup);
  await input(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(2);
  await expect(bubbles(page).first()).toContainText(markup);
  await expect(page.getByTestId('chat-messages').locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // The live-agent request fails: the toast, and the offer stays so the shopper can try again.
  const offer = page.getByTestId('live-agent-offer');
  await expect(offer).toBeVisible();
  await page.route('**/api/chat/request-live-agent', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
  );
  await offer.getByRole('button', { name: 'Talk to a live agent' }).click();
  await expect(toast(page, ACCOUNT_TOASTS.liveAgentFailed)).toBeVisible();
  await expect(offer).toBeVisible();
  await expect(page.getByTestId('live-agent-banner')).toHaveCount(0);
  await expect(input(page)).toBeEnabled();
});
