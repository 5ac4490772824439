/** Retries an assertion until it passes (jobs run in the background) or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
