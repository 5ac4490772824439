import type { z } from 'zod/mini';
import * as contracts from './index';
import { CONTRACT_ROLES } from './compat/roles';
import { zodExports } from './compat/snapshot';
import { placeOrderSchema } from './orders';
import { CONTROL_CHARACTERS_MESSAGE, plainString } from './primitives';

/*
 * Every string a client can send must refuse control characters: PostgreSQL cannot store a NUL
 * (the insert fails as a 500/503), and the others hide text or break logs and CSV exports. This
 * walks every exported request schema, finds each field that can hold a string, and checks the
 * field (as the service parses it, wrappers and transforms included) refuses a valid value with
 * such a character inserted at its start, middle and end.
 */

type AnyZod = z.ZodMiniType;
interface Def {
  type: string;
  shape?: Record<string, AnyZod>;
  innerType?: AnyZod;
  in?: AnyZod;
  out?: AnyZod;
  element?: AnyZod;
  options?: AnyZod[];
  valueType?: AnyZod;
  left?: AnyZod;
  right?: AnyZod;
  getter?: () => AnyZod;
}
const defOf = (schema: AnyZod) => (schema as unknown as { _zod: { def: Def } })._zod.def;

interface StringField {
  path: string;
  /** The field's own schema (what parses the value at `path`). */
  schema: AnyZod;
}

/** Each field path under `schema` whose value may be a string. */
export function stringFields(schema: AnyZod): StringField[] {
  const found = new Map<string, StringField>();
  const visit = (node: AnyZod, path: string, field: AnyZod, seen: Set<AnyZod>) => {
    if (seen.has(node)) return;
    const next = new Set(seen).add(node);
    const def = defOf(node);
    switch (def.type) {
      case 'string':
        if (!found.has(path)) found.set(path, { path, schema: field });
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape ?? {})) {
          const at = path ? `${path}.${key}` : key;
          visit(value, at, value, next);
        }
        return;
      case 'array':
        visit(def.element!, `${path}[]`, def.element!, next);
        return;
      case 'record':
        visit(def.valueType!, `${path}{}`, def.valueType!, next);
        return;
      case 'union':
        for (const option of def.options ?? []) visit(option, path, field, next);
        return;
      case 'intersection':
        visit(def.left!, path, field, next);
        visit(def.right!, path, field, next);
        return;
      case 'pipe':
        // The input side is what a client sends; a pipe that starts with a transform
        // (a preprocess) hands its output to the next schema.
        if (defOf(def.in!).type === 'transform') visit(def.out!, path, field, next);
        else visit(def.in!, path, field, next);
        return;
      case 'lazy':
        visit(def.getter!(), path, field, next);
        return;
      default:
        if (def.innerType) visit(def.innerType, path, field, next);
    }
  };
  visit(schema, '', schema, new Set());
  return [...found.values()];
}

/** Values some string field accepts: the walk picks the first one the field parses. */
const SAMPLES = [
  'Abcdefgh ijkl',
  '9876543210',
  '560001',
  '123456',
  'buyer@example.com',
  'https://example.com/a.png',
  '/objects/uploads/a.png',
  '10',
  '18',
  '100.00',
  '7d0b1f7e-3a3c-4d2a-9a45-6f1c2f0d9b11',
  '2026-01-01',
  '2026-01-01T00:00:00.000Z',
  'order_ABCdef123456',
  'pay_ABCdef123456',
  'a'.repeat(64),
  'Maharashtra',
];

const FORBIDDEN = {
  NUL: '\u0000',
  'escape (C0)': '\u001b',
  DEL: '\u007f',
  'next line (C1)': '\u0085',
  'lone surrogate': '\ud800',
};

const carries = (value: unknown, character: string): boolean =>
  typeof value === 'string'
    ? value.includes(character)
    : Array.isArray(value)
      ? value.some((item) => carries(item, character))
      : Boolean(value && typeof value === 'object') &&
        Object.values(value as object).some((item) => carries(item, character));
const accepts = (field: StringField, value: string) => field.schema.safeParse(value).success;
/** Refused, or parsed into a value without the character (the carousel's numbers fall back to 0). */
const keepsOut = (field: StringField, value: string, character: string) => {
  const result = field.schema.safeParse(value);
  return !result.success || !carries(result.data, character);
};

const requestSchemas = Object.entries(zodExports(contracts)).filter(
  ([name]) => CONTRACT_ROLES[name] === 'request',
);
const cases = requestSchemas.flatMap(([name, schema]) =>
  stringFields(schema).map((field) => [`${name}.${field.path || '(itself)'}`, field] as const),
);

describe('request string fields refuse control characters', () => {
  it('finds the string fields of the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
    expect(cases.map(([label]) => label)).toEqual(
      expect.arrayContaining(['placeOrderSchema.customerName', 'createAddressSchema.address']),
    );
  });

  it.each(cases)('%s', (_label, field) => {
    const sample = SAMPLES.find((value) => accepts(field, value));
    // A field no sample fits needs a new sample above, not an exemption.
    expect(sample).toBeDefined();
    const valid = sample!;
    const middle = Math.floor(valid.length / 2);
    const accepted: string[] = [];
    for (const [label, character] of Object.entries(FORBIDDEN)) {
      for (const value of [
        character + valid,
        valid.slice(0, middle) + character + valid.slice(middle),
        valid + character,
      ]) {
        if (!keepsOut(field, value, character)) accepted.push(`${label} in ${JSON.stringify(value)}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});

describe('plainString', () => {
  it('keeps line breaks and tabs in a multi-line text only', () => {
    expect(plainString('multi-line').safeParse('Line one\r\n\tLine two').success).toBe(true);
    expect(plainString().safeParse('Line one\nLine two').success).toBe(false);
  });

  it('accepts any real character, emoji (a surrogate pair) and Indian scripts included', () => {
    expect(plainString().safeParse('दिवाली 🪔 Gift — ₹499').success).toBe(true);
  });

  it('names the field in the message the 400 carries', () => {
    const result = placeOrderSchema.safeParse({ customerName: 'Ab\u0000cd' });
    const issue = result.error?.issues.find((found) => found.path.join('.') === 'customerName');
    expect(issue?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
