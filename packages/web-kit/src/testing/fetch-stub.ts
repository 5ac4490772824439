/**
 * A stand-in for the browser's `fetch`, the one boundary between the apps and the services:
 * components under test run their real API client, query hooks and schemas, and only the
 * answers are made up. Routes are `'METHOD /path'`; a route without its query string answers
 * every query of that path. A request nobody answers gets a 404, as from a service without the
 * route, and is still recorded.
 */

export interface StubbedRequest {
  method: string;
  /** Path and query, as the app asked for it. */
  path: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
}

type Route = StubAnswer | ((request: StubbedRequest) => StubAnswer | Promise<StubAnswer>);

export interface FetchStub {
  /** Every request made, in order. */
  readonly requests: StubbedRequest[];
  /** The requests made to one route (`'POST /api/auth/send-otp'`). */
  requestsTo(route: string): StubbedRequest[];
}

/** A JSON answer (200 unless told). */
export const json = (body: unknown, status = 200): StubAnswer => ({ status, body });

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, window.location.origin);
}

function matches(route: string, request: StubbedRequest): boolean {
  const [method, path] = route.split(' ');
  if (method !== request.method) return false;
  return path?.includes('?') ? path === request.path : path === request.path.split('?')[0];
}

/** Replaces `fetch` for the current test (the component project restores mocks after each test). */
export function stubFetch(routes: Record<string, Route>): FetchStub {
  const requests: StubbedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = urlOf(input);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubbedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const route = Object.keys(routes).find((key) => matches(key, request));
    const answer = route
      ? await (typeof routes[route] === 'function' ? routes[route](request) : routes[route])
      : json({ message: `No stubbed answer for ${request.method} ${request.path}` }, 404);
    const body = answer?.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer?.status ?? 200,
      headers: body === null ? {} : { 'Content-Type': 'application/json' },
    });
  });
  return {
    requests,
    requestsTo: (route) => requests.filter((request) => matches(route, request)),
  };
}
