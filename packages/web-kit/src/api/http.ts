/**
 * The one HTTP client of the storefront and the back office.
 * - cookies always travel (`credentials: 'include'`): sessions are cookie based;
 * - a JSON body and its content type are sent only when there is a payload, so body-less
 *   POSTs (logout) stay "simple" and never carry a misleading header;
 * - a non-2xx answer throws `HttpError` whose message is `"<status>: <body text or status text>"`;
 * - answers are parsed with the caller's contracts schema, so a drifted service fails loudly
 *   here instead of rendering `undefined` somewhere deep in a component (the storefront's
 *   catalogue reads excepted: see `unparsed`).
 */

/** Anything with zod's `parse`: the contracts' zod/mini schemas, without importing zod here. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * An answer of our own services taken as its contracts type without parsing it: for the
 * storefront's catalogue reads (products, categories, carousel, currency, session), so zod is
 * not part of a first visit (~7.5 KB gzip, 4% of the page's JS). Those answers are parsed with
 * the same contracts schemas by the services' API tests, which is where a drifted service is
 * caught; everything a shopper submits, and every answer a later page acts on (cart, orders,
 * checkout, admin), is still parsed.
 */
export function unparsed<T>(): Parser<T> {
  return { parse: (data) => data as T };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    /** The raw body text, kept so a toast can show the server's own message. */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export interface RequestOptions {
  method?: HttpMethod;
  /** A JSON-serialisable payload; leave undefined for no body at all. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on a call that must be safe to retry). */
  headers?: Record<string, string>;
}

async function send(
  path: string,
  { method = 'GET', body, signal, headers }: RequestOptions,
): Promise<Response> {
  const hasPayload = body !== undefined;
  const allHeaders = { ...headers, ...(hasPayload ? { 'Content-Type': 'application/json' } : {}) };
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: Object.keys(allHeaders).length > 0 ? allHeaders : undefined,
    body: hasPayload ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, text, response.statusText);
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  // 204 and empty bodies parse as undefined, which a schema may accept or reject.
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A call whose answer is parsed by `schema`. */
export async function apiRequest<T>(
  path: string,
  schema: Parser<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(path, options);
  return schema.parse(await readJson(response));
}

/** A call whose answer is not read (logout, delete...). */
export async function apiCall(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/**
 * A load that turns a 401 into an empty result ("a load may be configured to give an
 * empty result on a 401 instead of failing"), e.g. a customer-only list seen by a visitor.
 */
export async function apiLoadOrNull<T>(
  path: string,
  schema: Parser<T>,
  options: RequestOptions = {},
): Promise<T | null> {
  try {
    return await apiRequest(path, schema, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The human part of a failure, for a toast's detail line: the `message` of the services' JSON
 * error body when there is one (conventions: `{message, issues?}`), else the raw body text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON: fall through to the text itself
  }
  return error.body;
}
