import { randomInt } from 'node:crypto';
import { SERVICE_NAMES, type ServiceName } from '@festive/contracts';
import fc from 'fast-check';
import {
  bodyArbitrary,
  encodeSegment,
  type Hints,
  hostileContentType,
  hostileHeaders,
  pathSegmentArbitrary,
  queryArbitrary,
  Raw,
  plausibleFor,
  toJsonText,
  validBody,
  validValue,
} from './arbitraries';
import { closeAgent, type RawResponse, send } from './http';
import { ALL_ROUTES, type FuzzRoute, fuzzRoutes, type OpenApiDocument } from './routes';
import { setTheScene } from './scene';
import { type FuzzSystem, startSystem } from './system';

/**
 * Property-based fuzz of every route of the contracts table (and the stored objects under
 * /objects/), on the five services as they run: their built processes, one database, the
 * sandbox providers. Each route gets requests built from its zod contract (through the OpenAPI
 * document the service serves) and from bodies the shop's own calls had accepted: valid ones,
 * ones with a field hostile or of the wrong type, and ones nothing like it (NUL and control
 * characters, 1 MB strings, 10,000 levels of nesting, `__proto__` keys, numbers past float range,
 * odd content types, encodings and headers), sent as a visitor, the shopper, the admin or with a
 * forged cookie. Whatever comes in:
 *   - the answer is never 5xx, and a customer or admin route never succeeds without that role;
 *   - a refusal is JSON `{message}` with no stack, file path or driver text, and never the
 *     database's refusal of a value the contract let through;
 *   - a refusal changes nothing: stock, orders (and their items, returns, refunds, payments) and
 *     the set of sessions are exactly as before it.
 * CI runs a fixed seed and FUZZ_RUNS (default 25) requests per route; `npm run fuzz` runs more
 * with a fresh seed, printed, which FUZZ_SEED replays. FUZZ_ROUTE narrows the run to routes
 * whose "METHOD path" contains it; FUZZ_VERBOSE=1 prints the statuses per route, 2 every request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED =
  process.env.FUZZ_SEED === undefined || process.env.FUZZ_SEED === ''
    ? 20_261_126
    : process.env.FUZZ_SEED === 'random'
      ? randomInt(2 ** 31)
      : Number(process.env.FUZZ_SEED);
const ONLY = process.env.FUZZ_ROUTE;
// Long runs: about 15 ms a request on a quiet two-core machine, with room for a busy one.
jest.setTimeout(120_000 + RUNS * 1_000);

type Who = 'visitor' | 'customer' | 'admin' | 'forged';
interface FuzzRequest {
  who: Who;
  path: string;
  query: [string, string][];
  body: unknown;
  encoding: 'json' | 'form' | 'text' | 'none';
  origin?: string | undefined;
  /** Extra headers of a hostile request (an odd content type replaces the encoding's). */
  headers?: Record<string, string>;
  contentType?: string | undefined;
  forgedCookie?: string;
}

const STACK =
  /\n\s+at |\bat [\w$.<>]+ \(|node_modules|\/work\/|\/src\/|\.[jt]s:\d+|QueryFailedError|TypeError|SyntaxError/;
const LOGOUTS = new Set(['POST /api/auth/logout', 'POST /api/admin/logout']);
const MUTATING = new Set(['POST', 'PUT', 'DELETE']);
const DATABASE_REFUSAL = 'Invalid value in request';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hashOf = (text: string) => {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash >>> 0;
};

describe('fuzz: every route of the contracts table, valid and hostile requests', () => {
  let system: FuzzSystem;
  let routes: FuzzRoute[];
  const cookies: Record<Exclude<Who, 'forged'>, string> = { visitor: '', customer: '', admin: '' };
  /** Session cookies nobody was given: bad signatures, bad escapes, two sessions at once. */
  const forgedCookies: string[] = [];
  const hints: Hints = { uuids: [] };
  /** Bodies the shop's own pages sent successfully, by "METHOD path": where valid requests start. */
  const examples: Record<string, unknown[]> = {};
  /** Rows the whole run needs: never deleted by a valid request (a hostile one may try). */
  const keptIds = new Set<string>();
  /** Ids each service gave out (in the scene or a 2xx answer), newest last. */
  const idsOf: Partial<Record<ServiceName, string[]>> = {};
  let requestsSent = 0;
  let statusCounts: Record<string, number> = {};
  const byRoute: Record<string, Record<number, number>> = {};
  let lastState: Record<string, string> | undefined;

  beforeAll(async () => {
    console.info(`fuzz: seed ${SEED}, ${RUNS} requests per route (replay with FUZZ_SEED=${SEED})`);
    const started = Date.now();
    system = await startSystem();
    const booted = Date.now();
    const documents = Object.fromEntries(
      await Promise.all(
        SERVICE_NAMES.map(
          async (name) => [name, await (await fetch(`${system.urls[name]}/docs-json`)).json()] as const,
        ),
      ),
    ) as Record<ServiceName, OpenApiDocument>;
    routes = fuzzRoutes(documents);
    await setTheScene(system, { cookies, forgedCookies, examples, keptIds }, remember);
    console.info(`fuzz: system up in ${booted - started} ms, scene set in ${Date.now() - booted} ms`);
  }, 180_000);

  afterAll(async () => {
    closeAgent();
    if (requestsSent)
      console.info(`fuzz: ${requestsSent} requests, statuses ${JSON.stringify(statusCounts)}`);
    if (process.env.FUZZ_VERBOSE) {
      console.info(
        Object.entries(byRoute)
          .map(([key, counts]) => `${key} ${JSON.stringify(counts)}`)
          .join('\n'),
      );
    }
    await system?.close();
  }, 60_000);

  /** Ids a service gave out, so later routes get rows made during the run. */
  const remember = (service: ServiceName, ids: string[]) => {
    const own = (idsOf[service] ??= []);
    for (const id of ids) {
      if (!hints.uuids.includes(id)) hints.uuids.push(id);
      if (!own.includes(id)) own.push(id);
    }
    // The scene's rows stay; the newest of the rest keep their place.
    if (own.length > 40) own.splice(3, own.length - 40);
    if (hints.uuids.length > 80) hints.uuids.splice(5, hints.uuids.length - 80);
  };
  /** The ids in a 2xx answer. */
  const learnIds = (service: ServiceName, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    // The answer's own row (`id`, `orderId`) and the rows of a list it holds; not the ids it
    // merely mentions (a line's product, the owner).
    const found = new Set<string>();
    const own = (value: unknown) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      for (const key of ['id', 'orderId']) {
        const id = (value as Record<string, unknown>)[key];
        if (typeof id === 'string' && UUID.test(id)) found.add(id);
      }
    };
    const lists = Array.isArray(parsed)
      ? [parsed]
      : parsed !== null && typeof parsed === 'object'
        ? Object.values(parsed).filter(Array.isArray)
        : [];
    own(parsed);
    for (const list of lists) for (const item of list.slice(0, 20)) own(item);
    remember(service, [...found]);
  };

  const whoFor = (route: FuzzRoute): fc.Arbitrary<Who> => {
    const key = `${route.method} ${route.path}`;
    // Signing out the fuzz's own shopper or admin would leave the rest of the run signed out.
    if (LOGOUTS.has(key)) return fc.constantFrom<Who>('visitor', 'forged');
    const weighted = (main: Who, ...others: Who[]) =>
      fc.oneof(
        { arbitrary: fc.constant(main), weight: 6 },
        { arbitrary: fc.constantFrom(...others), weight: 2 },
      );
    if (route.access === 'admin') return weighted('admin', 'visitor', 'customer', 'forged');
    if (route.access === 'customer') return weighted('customer', 'visitor', 'admin', 'forged');
    if (route.access === 'webhook') return fc.constantFrom<Who>('visitor', 'customer');
    return fc.constantFrom<Who>('visitor', 'customer', 'admin', 'forged');
  };

  const mainRole = (route: FuzzRoute): Who =>
    LOGOUTS.has(`${route.method} ${route.path}`)
      ? 'visitor'
      : route.access === 'admin'
        ? 'admin'
        : route.access === 'customer'
          ? 'customer'
          : 'visitor';

  /** What the shop's own pages would send: the right role, real ids, values the schema accepts. */
  const validRequestFor = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> => {
    const key = `${route.method} ${route.path}`;
    // Ids the route's own service gave out are the likeliest to be its rows.
    const usable = (ids: string[]) =>
      route.method === 'DELETE' ? ids.filter((id) => !keptIds.has(id)) : ids;
    const own = usable(idsOf[route.service] ?? []);
    const ids = own.length ? own : usable(hints.uuids);
    const segment = (name: string) =>
      name === 'pincode'
        ? fc.stringMatching(/^[1-9]\d{5}$/)
        : name === 'rest'
          ? pathSegmentArbitrary(name, hints)
          : fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, fc.uuid());
    const path = fc.tuple(...route.pathParams.map(segment)).map((values) => {
      let index = 0;
      return route.path.replace(/[:*]\w+/g, () => values[index++]!);
    });
    const query = fc
      .tuple(
        ...route.query.map((parameter) => {
          const generated = validValue(parameter.schema, hints).map((item) =>
            typeof item === 'string' ? item : toJsonText(item),
          );
          const plausible = plausibleFor(parameter.name) as fc.Arbitrary<string> | undefined;
          const value = plausible ? fc.oneof({ arbitrary: plausible, weight: 3 }, generated) : generated;
          // A cursor is the server's own token: a made-up one is rightly refused.
          if (parameter.name === 'cursor') return fc.constant(undefined);
          return parameter.required ? value : fc.option(value, { nil: undefined });
        }),
      )
      .map((values) =>
        values.flatMap((value, i) =>
          value === undefined ? [] : [[route.query[i]!.name, value] as [string, string]],
        ),
      );
    const mutating = MUTATING.has(route.method);
    return fc.record({
      who: fc.constant(mainRole(route)),
      path,
      query,
      body: mutating && route.body ? validBody(route.body, hints, examples[key]) : fc.constant(undefined),
      encoding: fc.constant<FuzzRequest['encoding']>(!mutating ? 'none' : route.form ? 'form' : 'json'),
      origin: fc.constantFrom(undefined, 'http://localhost:8080'),
    });
  };

  const requestFor = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> =>
    fc.oneof(
      { arbitrary: validRequestFor(route), weight: 2 },
      { arbitrary: hostileRequestFor(route), weight: 3 },
    );

  /** Anything at all: hostile values, the wrong role, the wrong content type, a foreign Origin. */
  const hostileRequestFor = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> => {
    const segments = route.pathParams.map((name) => pathSegmentArbitrary(name, hints));
    const path = fc.tuple(...segments).map((values) => {
      let index = 0;
      return route.path.replace(/[:*]\w+/g, () => values[index++]!);
    });
    const mutating = MUTATING.has(route.method);
    const encoding: fc.Arbitrary<FuzzRequest['encoding']> = !mutating
      ? fc.constant('none')
      : route.form
        ? fc.constantFrom('form', 'form', 'json', 'text')
        : fc.oneof({ arbitrary: fc.constant('json' as const), weight: 12 }, fc.constantFrom('text', 'none'));
    return fc.record({
      who: whoFor(route),
      path,
      query: queryArbitrary(route.query, hints),
      body: mutating
        ? bodyArbitrary(route.body, hints, examples[`${route.method} ${route.path}`])
        : fc.constant(undefined),
      encoding,
      origin: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 8 },
        fc.constantFrom('http://localhost:8080', 'https://evil.example', 'null'),
      ),
      headers: hostileHeaders,
      forgedCookie: fc.constantFrom(...forgedCookies),
      contentType: fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, hostileContentType),
    });
  };

  const formOf = (body: unknown): string => {
    if (body === null || typeof body !== 'object' || body instanceof Raw) return toJsonText(body);
    return new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : toJsonText(value),
      ]),
    ).toString();
  };

  async function fire(route: FuzzRoute, request: FuzzRequest): Promise<RawResponse> {
    const query = request.query.length
      ? `?${request.query.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&')}`
      : '';
    const headers: Record<string, string> = {};
    const cookie = request.who === 'forged' ? request.forgedCookie : cookies[request.who];
    if (cookie) headers.cookie = cookie;
    if (request.origin) headers.origin = request.origin;
    let body: string | undefined;
    if (request.encoding !== 'none' && request.body !== undefined) {
      body = request.encoding === 'form' ? formOf(request.body) : toJsonText(request.body);
      headers['content-type'] =
        request.contentType ??
        { json: 'application/json', form: 'application/x-www-form-urlencoded', text: 'text/plain' }[
          request.encoding
        ];
    }
    Object.assign(headers, request.headers);
    return send(system.urls[route.service], route.method, request.path + query, headers, body);
  }

  const describeRequest = (route: FuzzRoute, request: FuzzRequest) => {
    const body = request.body === undefined ? '' : toJsonText(request.body);
    const extra = {
      ...request.headers,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    };
    return `${route.method} ${request.path.slice(0, 300)} as ${request.who} (${request.encoding}${
      request.origin ? `, Origin ${request.origin}` : ''
    }${Object.keys(extra).length ? `, headers ${JSON.stringify(extra).slice(0, 300)}` : ''}) query ${JSON.stringify(request.query).slice(0, 300)} body ${
      body.length > 400 ? `${body.slice(0, 400)}… (${body.length} chars)` : body
    }`;
  };

  const selected = () => routes.filter((route) => !ONLY || `${route.method} ${route.path}`.includes(ONLY));

  it('covers every route of the contracts table, each with its request schemas', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      ALL_ROUTES.map((route) => `${route.method} ${route.path}`),
    );
    const bodiless = new Set([
      'POST /api/auth/logout',
      'POST /api/admin/logout',
      'POST /api/chat/request-live-agent',
      'POST /api/admin/orders/:id/resend-invoice',
      'POST /api/admin/orders/:id/retry-shipment',
      'POST /api/admin/refunds/:id/retry',
      'PUT /api/addresses/:id/set-default',
    ]);
    const missing = routes
      .filter((route) => MUTATING.has(route.method) && route.method !== 'DELETE')
      .filter((route) => !route.body && !bodiless.has(`${route.method} ${route.path}`))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  // One test per route, so a failure names it; the table is read at collection time.
  it.each(ALL_ROUTES.map((route) => [`${route.method} ${route.path}`] as const))('%s', async (key) => {
    const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === key)!;
    if (!selected().includes(route)) return;
    // fc.check rather than fc.assert: the report is the failing request as `explain` put it, not
    // fast-check's print of a value that may hold a megabyte.
    const details = await fc.check(
      fc.asyncProperty(requestFor(route), async (request) => {
        // The state after the last refusal still holds unless something was accepted since.
        const before = (lastState ??= await system.snapshot());
        let res: RawResponse;
        try {
          res = await fire(route, request);
        } catch (error) {
          throw new Error(`${describeRequest(route, request)}\n→ no answer: ${(error as Error).message}`, {
            cause: error,
          });
        }
        requestsSent += 1;
        if (process.env.FUZZ_VERBOSE === '2') {
          console.info(
            `${describeRequest(route, request).slice(0, 300)} → ${res.status} ${res.text.slice(0, 100)}`,
          );
        }
        const bucket = `${res.status}`;
        statusCounts = { ...statusCounts, [bucket]: (statusCounts[bucket] ?? 0) + 1 };
        const counts = (byRoute[key] ??= {});
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        const explain = (what: string) =>
          `${describeRequest(route, request)}\n→ ${res.status} ${res.headers['content-type'] ?? ''} ${res.text.slice(
            0,
            500,
          )}\n${what}\n${route.service} log tail:\n${system.output(route.service).slice(-3000)}`;
        if (res.status >= 500) throw new Error(explain('a 5xx answer'));
        // Nobody gets past a role they do not hold, whatever else the request carries.
        const lacksRole =
          (route.access === 'admin' && request.who !== 'admin') ||
          (route.access === 'customer' && (request.who === 'visitor' || request.who === 'forged'));
        if (lacksRole && res.status < 400)
          throw new Error(explain(`a ${route.access} route served to a ${request.who}`));
        if (res.status < 400) {
          lastState = undefined;
          learnIds(route.service, res.text);
          return;
        }
        if (!/^application\/json\b/.test(String(res.headers['content-type']))) {
          throw new Error(explain('a refusal that is not JSON'));
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(res.text);
        } catch {
          throw new Error(explain('a refusal whose body does not parse'));
        }
        const message = (parsed as { message?: unknown } | null)?.message;
        if (typeof message !== 'string' || message === '')
          throw new Error(explain('a refusal without a message'));
        if (STACK.test(res.text) || 'stack' in (parsed as object)) {
          throw new Error(explain('a refusal showing internals'));
        }
        // The exception filter's answer to a PostgreSQL data error: the value got past the contract.
        if (message === DATABASE_REFUSAL)
          throw new Error(explain('a value the contract let through to PostgreSQL'));
        const after = (lastState = await system.snapshot());
        const changed = Object.keys(before).filter((name) => before[name] !== after[name]);
        if (changed.length) throw new Error(explain(`a refusal that changed ${changed.join(', ')}`));
      }),
      { seed: (SEED ^ hashOf(key)) >>> 0, numRuns: RUNS, endOnFailure: true },
    );
    if (details.failed) {
      const cause =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      throw new Error(
        `request ${details.numRuns} of ${key} (FUZZ_SEED=${SEED} FUZZ_ROUTE='${key}'):\n${cause}`,
      );
    }
  });
});
