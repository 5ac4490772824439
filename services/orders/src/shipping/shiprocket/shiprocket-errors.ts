/**
 * A failed Shiprocket call. `permanent` means asking again cannot help (a 4xx other than
 * authentication, timeouts and rate limits): the job stops retrying and the order is marked.
 */
export class ShiprocketError extends Error {
  override name = 'ShiprocketError';
  constructor(
    message: string,
    readonly status: number,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const RETRYABLE_4XX = new Set([401, 408, 409, 425, 429]);

export function shiprocketError(path: string, status: number, body: unknown): ShiprocketError {
  const detail =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : typeof body === 'string'
        ? body.slice(0, 200)
        : '';
  const errors =
    body && typeof body === 'object' && 'errors' in body && body.errors
      ? ` ${JSON.stringify(body.errors)}`
      : '';
  return new ShiprocketError(
    `Shiprocket answered ${status} to ${path}${detail ? `: ${detail}` : ''}${errors}`.slice(0, 500),
    status,
    status >= 400 && status < 500 && !RETRYABLE_4XX.has(status),
  );
}
