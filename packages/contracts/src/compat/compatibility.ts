import type { ContractsRelease, JsonSchema } from './snapshot.js';

/*
 * A structural check between two JSON Schemas of the subset zod writes: is every value the
 * writer's schema allows also allowed by the reader's? It is conservative: what it cannot prove
 * (a changed pattern, a transform with no JSON form) is reported, never assumed fine.
 *
 * Objects follow zod's reading: unknown keys are stripped, so a writer may add fields a reader
 * does not know, and a reader may stop reading a field. A field the reader requires must always
 * be written, and a field both know must keep a compatible type.
 */

/** Names the two sides in messages ("today's answers", "consumers released with 0.1.0"). */
export interface Sides {
  writer: string;
  reader: string;
}

type Schema = JsonSchema;
const ANY: Schema = {};

/** Problems that make some value of `writer` invalid for `reader`, one sentence each. */
export function writerFitsReader(writer: Schema, reader: Schema, sides: Sides, path = ''): string[] {
  const readerBranches = branches(reader, reader);
  if (readerBranches.some(isAny)) return [];
  const problems: string[] = [];
  for (const branch of branches(writer, writer)) {
    if (isAny(branch)) {
      problems.push(
        `${where(path)}${sides.writer} may be anything (no JSON form), but ${sides.reader} accept only ${describe(readerBranches)}`,
      );
      continue;
    }
    const candidates = readerBranches.filter((candidate) => sameKind(branch, candidate));
    if (candidates.length === 0) {
      problems.push(
        `${where(path)}${sides.writer} may be ${describe([branch])}, but ${sides.reader} accept only ${describe(readerBranches)}`,
      );
      continue;
    }
    // A union reader: the closest branch explains the failure best.
    const attempts = candidates
      .map((candidate) => branchFits(branch, candidate, sides, path))
      .sort((a, b) => a.length - b.length);
    problems.push(...attempts[0]!);
  }
  return problems;
}

/** One concrete branch (a single type) against one reader branch of the same kind. */
function branchFits(writer: Schema, reader: Schema, sides: Sides, path: string): string[] {
  const problems: string[] = [];
  const readerValues = values(reader);
  if (readerValues) {
    const writerValues = values(writer);
    if (!writerValues) {
      problems.push(
        `${where(path)}${sides.writer} may be any ${kind(writer)}, but ${sides.reader} accept only ${list(readerValues)}`,
      );
    } else {
      const missing = writerValues.filter((value) => !readerValues.some((known) => same(known, value)));
      if (missing.length > 0) {
        problems.push(
          `${where(path)}${sides.writer} may be ${list(missing)}, which ${sides.reader} do not accept`,
        );
      }
    }
    return problems;
  }
  if (kind(writer) === 'number' && kind(reader) === 'integer') {
    problems.push(
      `${where(path)}${sides.writer} may be a fraction, but ${sides.reader} accept only integers`,
    );
  }
  for (const keyword of ['pattern', 'format'] as const) {
    if (reader[keyword] !== undefined && reader[keyword] !== writer[keyword]) {
      problems.push(
        `${where(path)}${keyword} ${show(writer[keyword])} of ${sides.writer} is not ${sides.reader}'s ${show(reader[keyword])}`,
      );
    }
  }
  problems.push(...bounds(writer, reader, sides, path));
  switch (kind(writer)) {
    case 'array':
      problems.push(
        ...writerFitsReader(
          (writer.items as Schema) ?? ANY,
          (reader.items as Schema) ?? ANY,
          sides,
          `${path}[]`,
        ),
      );
      break;
    case 'object':
      problems.push(...objectFits(writer, reader, sides, path));
      break;
  }
  return problems;
}

const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;

function bounds(writer: Schema, reader: Schema, sides: Sides, path: string): string[] {
  const problems: string[] = [];
  for (const keyword of LOWER_BOUNDS) {
    const limit = reader[keyword] as number | undefined;
    const own = writer[keyword] as number | undefined;
    if (limit !== undefined && (own === undefined || own < limit)) {
      problems.push(
        `${where(path)}${sides.reader} need ${keyword} ${limit}, ${sides.writer} allow ${own ?? 'no bound'}`,
      );
    }
  }
  for (const keyword of UPPER_BOUNDS) {
    const limit = reader[keyword] as number | undefined;
    const own = writer[keyword] as number | undefined;
    if (limit !== undefined && (own === undefined || own > limit)) {
      problems.push(
        `${where(path)}${sides.reader} need ${keyword} ${limit}, ${sides.writer} allow ${own ?? 'no bound'}`,
      );
    }
  }
  return problems;
}

function objectFits(writer: Schema, reader: Schema, sides: Sides, path: string): string[] {
  const problems: string[] = [];
  const writerProps = (writer.properties as Record<string, Schema>) ?? {};
  const readerProps = (reader.properties as Record<string, Schema>) ?? {};
  const writerRequired = new Set((writer.required as string[]) ?? []);
  for (const field of (reader.required as string[]) ?? []) {
    if (writerRequired.has(field)) continue;
    problems.push(
      field in writerProps
        ? `field "${join(path, field)}" is required by ${sides.reader} but optional for ${sides.writer}`
        : `field "${join(path, field)}" is required by ${sides.reader} but ${sides.writer} do not write it`,
    );
  }
  for (const [field, schema] of Object.entries(writerProps)) {
    const readerField = readerProps[field] ?? extraFields(reader);
    if (readerField === false) {
      problems.push(`field "${join(path, field)}" of ${sides.writer} is refused by ${sides.reader}`);
    } else if (readerField) {
      problems.push(...writerFitsReader(schema, readerField, sides, join(path, field)));
    }
  }
  // A map (z.record) written with additionalProperties: its keys and values against the reader's.
  const writerExtra = writer.additionalProperties;
  if (writerExtra && typeof writerExtra === 'object') {
    if (reader.propertyNames) {
      const keys = (writer.propertyNames as Schema) ?? { type: 'string' };
      problems.push(...writerFitsReader(keys, reader.propertyNames as Schema, sides, join(path, '(keys)')));
    }
    const readerExtra = extraFields(reader);
    if (readerExtra === false) {
      problems.push(`${where(path)}${sides.writer} may hold any keys, ${sides.reader} refuse unknown keys`);
    } else if (readerExtra) {
      problems.push(...writerFitsReader(writerExtra as Schema, readerExtra, sides, `${join(path, '*')}`));
    }
  }
  return problems;
}

/** What a reader does with a key it does not list: false refuses it, a schema checks it. */
function extraFields(reader: Schema): Schema | false | undefined {
  const extra = reader.additionalProperties;
  if (extra === false) return false;
  if (extra && typeof extra === 'object') return extra as Schema;
  return undefined;
}

/* ---------- Flattening to single-type branches ---------- */

const IGNORED = new Set(['$schema', 'default', 'description', 'title', 'examples', 'id', '$id', 'readOnly']);

function isAny(schema: Schema): boolean {
  return Object.keys(schema).every((keyword) => IGNORED.has(keyword));
}

/** anyOf/oneOf and `type: [a, b]` spread into branches of one type each; `$ref` resolved. */
function branches(schema: Schema | boolean, root: Schema): Schema[] {
  if (schema === true) return [ANY];
  if (schema === false) return [];
  if (typeof schema.$ref === 'string') return branches(resolve(schema.$ref, root), root);
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.flatMap((member) => branches(member, root));
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1)
    return branches(schema.allOf[0] as Schema, root);
  if (Array.isArray(schema.type)) {
    return (schema.type as string[]).map((type) => ({ ...schema, type }));
  }
  return [schema];
}

function resolve(ref: string, root: Schema): Schema {
  const found = ref
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found as Schema;
}

function values(schema: Schema): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  return Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined;
}

function kind(schema: Schema): string {
  if (typeof schema.type === 'string') return schema.type;
  const known = values(schema);
  if (known && known.length > 0) {
    const first = known[0];
    if (first === null) return 'null';
    if (Array.isArray(first)) return 'array';
    if (typeof first === 'number') return Number.isInteger(first) ? 'integer' : 'number';
    return typeof first;
  }
  return 'unknown';
}

function sameKind(writer: Schema, reader: Schema): boolean {
  const a = kind(writer);
  const b = kind(reader);
  return a === b || (a === 'integer' && b === 'number') || (a === 'number' && b === 'integer');
}

/* ---------- Wording ---------- */

function describe(branchList: Schema[]): string {
  const names = branchList.map((branch) => {
    const known = values(branch);
    return known ? list(known) : kind(branch);
  });
  return [...new Set(names)].join(' or ');
}

function list(known: unknown[]): string {
  return known.map((value) => JSON.stringify(value)).join(', ');
}

function show(value: unknown): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function join(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}

function where(path: string): string {
  return path ? `field "${path}": ` : '';
}

/* ---------- Releases ---------- */

/**
 * Every way today's schemas break consumers and producers of a released version, one line each,
 * starting with the schema's name. Empty when today's contracts can ship beside that release.
 */
export function breakingChanges(released: ContractsRelease, current: ContractsRelease): string[] {
  const problems: string[] = [];
  const today = 'today';
  const old = `release ${released.version}`;
  for (const [name, before] of Object.entries(released.schemas)) {
    const now = current.schemas[name];
    if (!now) {
      problems.push(`${name}: removed, but slices of ${old} still use it`);
      continue;
    }
    const roles = new Set([before.role, now.role]);
    const newWriters = { writer: `${today}'s writers`, reader: `readers of ${old}` };
    const oldWriters = { writer: `writers of ${old}`, reader: `${today}'s readers` };
    const checks: Array<[Schema, Schema, Sides]> = [];
    // What is written today must parse with the schema released readers hold.
    if (!roles.has('request') || roles.size > 1) checks.push([now.output, before.input, newWriters]);
    // What released clients send (raw, before their own parsing) must still be accepted today.
    if (roles.has('request')) checks.push([before.input, now.input, oldWriters]);
    // A message a released producer wrote (parsed) must still be read today.
    if (roles.has('message')) checks.push([before.output, now.input, oldWriters]);
    for (const [writer, reader, sides] of checks) {
      for (const problem of writerFitsReader(writer, reader, sides)) problems.push(`${name}: ${problem}`);
    }
  }
  return problems;
}
