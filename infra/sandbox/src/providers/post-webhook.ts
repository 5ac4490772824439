/** Tries after the first: providers redeliver an event they could not hand over. */
const RETRIES = 2;
const RETRY_DELAY_MS = 250;
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * POSTs a provider's webhook and answers the receiver's response, whatever its status. A request
 * that got no answer at all is sent again, as Razorpay and Shiprocket redeliver: a kept-alive
 * connection the receiver closes just as the POST goes out fails it unread, and the receiver
 * handles a repeated event once.
 */
export async function postWebhook(
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}
