import { z } from 'zod/mini';
import { CONTRACT_ROLES, type ContractRole } from './roles.js';

/*
 * A release snapshot: every exported zod schema of the package as JSON Schema, both sides of it.
 * `input` is what the schema accepts (what a consumer holding it will parse), `output` what a
 * producer holding it writes after parsing. Slices ship on their own, so the snapshot of the last
 * release is what consumers still in production were built with.
 */

export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaSnapshot {
  role: ContractRole;
  input: JsonSchema;
  output: JsonSchema;
}

export interface ContractsRelease {
  package: string;
  version: string;
  schemas: Record<string, SchemaSnapshot>;
}

type AnyZod = z.ZodMiniType;

const isZod = (value: unknown): value is AnyZod =>
  Boolean(value && typeof value === 'object' && '_zod' in value);

/**
 * The exports of a module that are zod schemas, by export name. Schemas kept out of the first
 * page's bundle are built on first use by a function named `...Schemas()` (no arguments) that
 * answers them by key; each is recorded as `<key>Schema`, the name it had as a plain export.
 */
export function zodExports(exports: Record<string, unknown>): Record<string, AnyZod> {
  const found: Record<string, AnyZod> = {};
  for (const [name, value] of Object.entries(exports)) {
    if (isZod(value)) found[name] = value;
    if (typeof value === 'function' && value.length === 0 && /^[a-z]\w*Schemas$/.test(name)) {
      const built = (value as () => unknown)();
      if (!built || typeof built !== 'object') continue;
      for (const [key, schema] of Object.entries(built)) if (isZod(schema)) found[`${key}Schema`] = schema;
    }
  }
  return found;
}

/** Every export named in the role list and missing from it, and the reverse. */
export function unclassifiedSchemas(
  exports: Record<string, unknown>,
  roles: Readonly<Record<string, ContractRole>> = CONTRACT_ROLES,
): { unlisted: string[]; stale: string[] } {
  const names = Object.keys(zodExports(exports));
  return {
    unlisted: names.filter((name) => !(name in roles)).sort(),
    stale: Object.keys(roles)
      .filter((name) => !names.includes(name))
      .sort(),
  };
}

/**
 * JSON Schema of one side. Transforms and refinements have no JSON form: they become `{}`
 * (anything), which the compatibility check treats as "cannot promise", never as a match.
 */
export function toJsonSchema(schema: AnyZod, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return sortKeys(json) as JsonSchema;
}

/** The snapshot of every exported schema; a schema missing from the role list is refused. */
export function snapshotContracts(
  exports: Record<string, unknown>,
  meta: { package: string; version: string },
  roles: Readonly<Record<string, ContractRole>> = CONTRACT_ROLES,
): ContractsRelease {
  const { unlisted } = unclassifiedSchemas(exports, roles);
  if (unlisted.length > 0) {
    throw new Error(`schemas without a role in compat/roles.ts: ${unlisted.join(', ')}`);
  }
  const schemas: Record<string, SchemaSnapshot> = {};
  const found = zodExports(exports);
  for (const name of Object.keys(found).sort()) {
    schemas[name] = {
      role: roles[name]!,
      input: toJsonSchema(found[name]!, 'input'),
      output: toJsonSchema(found[name]!, 'output'),
    };
  }
  return { package: meta.package, version: meta.version, schemas };
}

/** Stable key order, so a snapshot written twice is byte for byte the same. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
