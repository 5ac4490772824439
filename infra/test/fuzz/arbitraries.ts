import fc from 'fast-check';

/**
 * The part of an OpenAPI 3.0 schema object (zod's `toJSONSchema` with target openapi-3.0, as
 * server-kit's /docs uses) that the contracts' request schemas produce.
 */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/**
 * JSON text to put verbatim into a body: what JSON.stringify cannot produce (numbers past
 * float range, 10,000 levels of nesting without recursing, keys named `__proto__`).
 */
export class Raw {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text.length > 120
      ? `Raw(${this.text.slice(0, 60)}… ${this.text.length} chars)`
      : `Raw(${this.text})`;
  }
}

/** JSON text of a value that may hold Raw pieces (they are spliced in as they are). */
export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Ids the shop knows (a real product, order, address...), so generated uuids sometimes hit a row. */
export interface Hints {
  uuids: string[];
}

const MEGABYTE = 1024 * 1024;

/** encodeURIComponent that survives lone surrogates (sent as U+FFFD, as a browser would). */
export const encodeSegment = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
const deep = (levels: number, open: string, close: string, inner: string) =>
  new Raw(open.repeat(levels) + inner + close.repeat(levels));

/** Strings no handler should choke on: each is refused or kept as harmless text, never a 5xx. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    'name\u0007\u001b[31m',
    '\r\n\t',
    '\u007f\u0085',
    '\u2028\u2029',
    '\u202eevil\u202c',
    '\ud800',
    'x\udfffy',
    '\ufeff',
    '🪔🎁👨‍👩‍👧',
    'नमस्ते दीपावली',
    'Ω≈ç√∫˜µ≤≥÷',
    '',
    ' ',
    "' OR 1=1 --",
    '"; DROP TABLE orders; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '{{7*7}}${7*7}',
    '../../../../etc/passwd',
    '%00%2e%2e%2f',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'null',
    'true',
    // Money as nobody should type it.
    '-1499.00',
    '-0.01',
    '0.001',
    '1e5',
    '99999999999.99',
    ' 100',
    '１００',
    '100,00',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Just under the JSON body limit, past every field's maxLength.
  fc.constant('ब'.repeat(30_000)),
  fc.constant(`${'a'.repeat(90_000)}\u0000`),
);

/** A string of 1 MB and more: the 100 kB body limit answers 413 before any handler runs. */
export const megabyteString = fc.constantFrom(
  'a'.repeat(MEGABYTE),
  `${'\u0000'.repeat(1000)}${'x'.repeat(MEGABYTE)}`,
);

/** Values of the wrong type or out of any sensible range, for any field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 6 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      -1,
      -99999999,
      0.5,
      -0.01,
      1e308,
      -1e308,
      2 ** 53 + 2,
      -(2 ** 63),
      Number.MIN_VALUE,
      [],
      {},
      [null],
      ['a', 1, { b: [] }],
      { $gt: '' },
      { __proto__: null, toString: 'x' },
      new Raw('1e400'),
      new Raw('-1e400'),
      new Raw('123456789012345678901234567890'),
      new Raw('{"__proto__":{"isAdmin":true,"customer":{"userId":"x"}}}'),
      new Raw('{"constructor":{"prototype":{"isAdmin":true}}}'),
    ),
    weight: 4,
  },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.constant(deep(10_000, '[', ']', '1')), weight: 1 },
  { arbitrary: fc.constant(deep(3_000, '{"a":', '}', '1')), weight: 1 },
  { arbitrary: megabyteString, weight: 1 },
);

function stringFor(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, Math.max(minLength, 80));
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...hints.uuids));
  if (schema.format === 'email') {
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  }
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) {
      const matching = pattern;
      return fc
        .stringMatching(matching)
        .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
    }
  }
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }), weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 1 },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  const small = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) });
  if (integer) return fc.oneof(small, fc.integer({ min, max }));
  return fc.oneof(small, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/**
 * What a real client sends in fields whose rules the schema cannot state (money as text with two
 * decimals, an Indian mobile, a pincode, an image URL), so valid requests get past the
 * refinements to the handler often enough.
 */
const PLAUSIBLE: [RegExp, fc.Arbitrary<unknown>][] = [
  [/(price|total|amount)$/i, fc.integer({ min: 1, max: 500_000 }).map((paise) => (paise / 100).toFixed(2))],
  [/^(stock|quantity)$/, fc.integer({ min: 1, max: 20 })],
  [/phone$/i, fc.stringMatching(/^[6-9]\d{9}$/)],
  [/pincode$/i, fc.stringMatching(/^[1-9]\d{5}$/)],
  [/^image$/, fc.constantFrom('https://images.example.in/diya.jpg', 'https://images.example.in/lamp.png')],
  [/^images$/, fc.constant(['https://images.example.in/diya.jpg'])],
  [/^(name|customerName)$/, fc.constantFrom('Asha Rao', 'Brass Diya', 'Ravi Kumar')],
  [/^(city|customerCity)$/, fc.constantFrom('Pune', 'Jaipur')],
  [/^(state|customerState)$/, fc.constantFrom('Maharashtra', 'Rajasthan')],
  [/^(address|customerAddress)$/, fc.constant('12 MG Road, Koregaon Park')],
  [/^(limit|page|pageSize)$/, fc.integer({ min: 1, max: 50 }).map(String)],
  [
    /^(from|to)$/,
    fc
      .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  ],
];

/** A plausible value for a field or query parameter of this name, if the table knows one. */
export const plausibleFor = (name: string) => PLAUSIBLE.find(([pattern]) => pattern.test(name))?.[1];

/** Values the schema accepts (zod's refinements, which the schema cannot say, may still refuse them). */
export function validValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const value = validNonNull(schema, hints);
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

function validNonNull(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alt) => validValue(alt, hints)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, hints);
  switch (schema.type) {
    case 'string':
      return stringFor(schema, hints);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, hints) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => {
            const plausible = plausibleFor(key);
            const valid = validValue(property, hints);
            return [key, plausible ? fc.oneof(plausible, valid) : valid];
          }),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One way a request's body goes wrong, applied to an otherwise valid object. */
function mutateObject(
  schema: JsonSchema,
  hints: Hints,
  base: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const some = <T>(values: T[]) => (values.length ? fc.constantFrom(...values) : fc.constant(undefined));
  const mutations: fc.Arbitrary<unknown>[] = [
    // One field gets a hostile or wrong-typed value.
    fc
      .tuple(base, some(keys), nastyValue)
      .map(([body, key, value]) => (key ? { ...body, [key]: value } : value)),
    // Two fields at once.
    fc
      .tuple(base, some(keys), some(keys), nastyValue, nastyValue)
      .map(([body, a, b, x, y]) => ({ ...body, ...(a ? { [a]: x } : {}), ...(b ? { [b]: y } : {}) })),
    // A required field goes missing.
    fc.tuple(base, some(schema.required ?? [])).map(([body, key]) => {
      const copy = { ...body };
      if (key) delete copy[key];
      return copy;
    }),
    // Prototype keys beside the real fields: must never become session or entity properties.
    fc
      .tuple(base, fc.constantFrom('__proto__', 'constructor', 'prototype'), nastyValue)
      .map(
        ([body, key, value]) => new Raw(`{${JSON.stringify(key)}:${toJsonText(value)}${objectTail(body)}}`),
      ),
    fc.constant(
      new Raw(
        '{"__proto__":{"isAdmin":true,"role":"admin","customer":{"userId":"00000000-0000-4000-8000-000000000000"}}}',
      ),
    ),
    // Nested objects where strings belong, strings where arrays belong.
    fc.tuple(base, some(keys)).map(([body, key]) => (key ? { ...body, [key]: { [key]: body[key] } } : body)),
    // Unknown extra fields.
    fc
      .tuple(base, fc.string({ maxLength: 20 }), nastyValue)
      .map(([body, key, value]) => ({ ...body, [key]: value })),
  ];
  return fc.oneof(...mutations);
}

function objectTail(body: Record<string, unknown>): string {
  const text = toJsonText(body);
  return text.length > 2 ? `,${text.slice(1, -1)}` : '';
}

/** Whole bodies that are not what any route expects. */
const wrongBody: fc.Arbitrary<unknown> = fc.oneof(
  nastyValue,
  megabyteString.map((text) => ({ text })),
  fc.constantFrom<unknown>(
    new Raw(''),
    new Raw('{'),
    new Raw('{"a":1,}'),
    new Raw('{"a":"\u0000"}'),
    new Raw('{"a":"\\u0000"}'),
    new Raw('{"a":1}{"b":2}'),
    new Raw('\ufeff{}'),
    new Raw(`{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`),
    new Raw(`[${'0,'.repeat(20_000)}0]`),
  ),
);

/**
 * A body for a route: valid by its schema (or one the shop itself sent successfully, from
 * `examples`), one field of those wrong, or nothing like it.
 */
export function bodyArbitrary(
  schema: JsonSchema | undefined,
  hints: Hints,
  examples: unknown[] = [],
): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.constant({}), wrongBody);
  const valid = validBody(schema, hints, examples);
  if (schema.type === 'object' || schema.properties) {
    return fc.oneof(
      { arbitrary: valid, weight: 3 },
      { arbitrary: mutateObject(schema, hints, valid as fc.Arbitrary<Record<string, unknown>>), weight: 6 },
      { arbitrary: wrongBody, weight: 2 },
    );
  }
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: wrongBody, weight: 2 });
}

/** A body the schema accepts: generated from it, or one of the examples the shop had accepted. */
export function validBody(schema: JsonSchema, hints: Hints, examples: unknown[] = []): fc.Arbitrary<unknown> {
  const generated = validValue(schema, hints);
  return examples.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 2 }, { arbitrary: generated, weight: 1 })
    : generated;
}
/** Query parameter values as a browser or a hand-typed URL would send them. */
export function queryArbitrary(
  parameters: { name: string; required: boolean; schema: JsonSchema }[],
  hints: Hints,
): fc.Arbitrary<[string, string][]> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));
  const short = nastyString.filter((text) => text.length <= 4000);
  const one = (parameter: { name: string; schema: JsonSchema }) =>
    fc.oneof(
      { arbitrary: validValue(parameter.schema, hints).map(asText), weight: 4 },
      { arbitrary: short, weight: 3 },
      { arbitrary: fc.constantFrom('[]', '{}', '-1', '1e400', '999999999999999999999', '0x10'), weight: 1 },
    );
  const entries = fc.tuple(
    ...parameters.map((parameter) =>
      fc.oneof(
        one(parameter).map((value) => [[parameter.name, value]] as [string, string][]),
        fc.constant([] as [string, string][]),
        // Repeated: express hands the handler an array.
        fc.tuple(one(parameter), one(parameter)).map(
          ([a, b]) =>
            [
              [parameter.name, a],
              [parameter.name, b],
            ] as [string, string][],
        ),
        // Bracketed: an object under the extended parser.
        one(parameter).map((value) => [[`${parameter.name}[__proto__][x]`, value]] as [string, string][]),
      ),
    ),
  );
  const extra = fc.oneof(
    fc.constant([] as [string, string][]),
    fc.constant([['__proto__[isAdmin]', 'true']] as [string, string][]),
    fc.tuple(fc.string({ maxLength: 10 }), short).map(([key, value]) => [[key, value]] as [string, string][]),
  );
  return fc.tuple(entries, extra).map(([lists, more]) => [...lists.flat(), ...more]);
}

/** A path segment for `:id`-like parameters: a real id, any uuid, or anything at all. */
export function pathSegmentArbitrary(name: string, hints: Hints): fc.Arbitrary<string> {
  const real = hints.uuids.length ? [fc.constantFrom(...hints.uuids).map(encodeSegment)] : [];
  const pincode = name === 'pincode' ? [fc.stringMatching(/^\d{6}$/)] : [];
  if (name === 'rest') return objectPathArbitrary;
  return fc.oneof(
    ...real,
    ...pincode,
    fc.uuid().map(encodeSegment),
    nastyString.filter((text) => text.length <= 4000).map(encodeSegment),
    // Percent signs that decode to nothing valid, and dots that walk up.
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '..', '.', '%2e%2e', '%00', 'a%2Fb', '%FF%FE'),
    fc.integer().map(String),
  );
}

/**
 * Headers a client controls besides the cookie: an idempotency key, a request id and a
 * forwarded address of any shape, body encodings the parsers do not speak. Together they stay
 * under Node's 16 kB of headers, past which Node itself answers 431 before any service code.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 6 },
  fc.record(
    {
      'idempotency-key': fc.oneof(
        fc.uuid(),
        fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
        fc.constantFrom('', ' ', 'x'.repeat(2000), '../../x', '%00', '__proto__'),
      ),
      'x-request-id': fc.constantFrom('', 'x'.repeat(3000), '<script>', '\\u0000', 'a b c', '{}'),
      'x-forwarded-for': fc.constantFrom(
        'garbage',
        '999.999.999.999',
        ', ,',
        '::ffff:1.2.3.4, nonsense',
        'a'.repeat(2000),
      ),
      'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity, gzip', 'nonsense'),
      'accept-encoding': fc.constantFrom('*', 'gzip;q=2', ''),
    },
    { requiredKeys: [] },
  ),
);

/** Content types beside plain JSON: JSON in another charset, a JSON suffix type, multipart, none at all. */
export const hostileContentType = fc.constantFrom(
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'application/json;;',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'text/plain',
  '',
);

/** The rest of an `/objects/...` path: stored images, uploads never used, and walks out of the bucket. */
const objectPathArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'seed/diya.svg',
    'uploads/never-uploaded',
    'uploads/../seed/diya.svg',
    'uploads/%2e%2e/%2e%2e/etc/passwd',
    '..%2f..%2fpackage.json',
    'uploads/%00.png',
    'uploads/x.png%00.svg',
    '%',
    '%zz/%E0%A4%A',
    'uploads/' + 'a'.repeat(3000),
    'uploads/x.png?x=1',
    'uploads/x.png/',
    '.',
    '',
  ),
  fc
    .array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.map(encodeSegment).join('/')),
  fc.uuid().map((id) => `uploads/${id}.webp`),
);
