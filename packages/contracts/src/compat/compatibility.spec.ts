import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import * as contracts from '../index';
import { breakingChanges } from './compatibility';
import type { ContractRole } from './roles';
import { snapshotContracts, unclassifiedSchemas, type ContractsRelease } from './snapshot';

const RELEASES = path.join(__dirname, '../../releases');

function lastRelease(): ContractsRelease {
  const version = readFileSync(path.join(RELEASES, 'latest-release'), 'utf8').trim();
  return JSON.parse(readFileSync(path.join(RELEASES, `${version}.json`), 'utf8')) as ContractsRelease;
}

describe('contracts against the last release', () => {
  it('gives every exported schema a direction (compat/roles.ts)', () => {
    expect(unclassifiedSchemas(contracts)).toEqual({ unlisted: [], stale: [] });
  });

  it("today's schemas keep every promise of the last release", () => {
    const released = lastRelease();
    const today = snapshotContracts(contracts, { package: released.package, version: 'today' });
    // One line per break, "<schema>: field "<path>": ...": widen the change, or release it as a
    // breaking version (scripts/contracts-snapshot.mjs --allow-breaking) with every consumer.
    expect(breakingChanges(released, today)).toEqual([]);
  });
});

/** Two releases of one schema, named `thingSchema`, in the given direction. */
function compare(role: ContractRole, before: z.ZodMiniType, after: z.ZodMiniType): string[] {
  const roles = { thingSchema: role };
  const released = snapshotContracts({ thingSchema: before }, { package: 'p', version: '1.0.0' }, roles);
  const today = snapshotContracts({ thingSchema: after }, { package: 'p', version: '1.1.0' }, roles);
  return breakingChanges(released, today);
}

const product = {
  id: z.uuid(),
  name: z.string(),
  price: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  tags: z.nullable(z.array(z.string())),
};

describe('answers (a service writes, released consumers read)', () => {
  it('may add fields, required or optional, and drop enum values', () => {
    const status = z.enum(['paid', 'pending', 'failed']);
    expect(
      compare(
        'answer',
        z.object({ ...product, status }),
        z.object({
          ...product,
          status: z.enum(['paid', 'pending']),
          sku: z.string(),
          note: z.optional(z.string()),
        }),
      ),
    ).toEqual([]);
  });

  it('may not remove a field or make it optional', () => {
    const { name: _name, ...withoutName } = product;
    expect(compare('answer', z.object(product), z.object(withoutName))).toEqual([
      'thingSchema: field "name" is required by readers of release 1.0.0 but today\'s writers do not write it',
    ]);
    expect(
      compare('answer', z.object(product), z.object({ ...product, name: z.optional(z.string()) })),
    ).toEqual([
      'thingSchema: field "name" is required by readers of release 1.0.0 but optional for today\'s writers',
    ]);
  });

  it('may not retype a field, make it nullable or change its pattern', () => {
    expect(compare('answer', z.object(product), z.object({ ...product, price: z.number() }))).toEqual([
      'thingSchema: field "price": today\'s writers may be number, but readers of release 1.0.0 accept only string',
    ]);
    expect(
      compare('answer', z.object(product), z.object({ ...product, name: z.nullable(z.string()) })),
    ).toEqual([
      'thingSchema: field "name": today\'s writers may be null, but readers of release 1.0.0 accept only string',
    ]);
    const problems = compare('answer', z.object(product), z.object({ ...product, price: z.string() }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^thingSchema: field "price": pattern/);
  });

  it('names nested fields and new enum values', () => {
    const before = z.object({ items: z.array(z.object({ kind: z.enum(['a', 'b']) })) });
    const after = z.object({ items: z.array(z.object({ kind: z.enum(['a', 'b', 'c']) })) });
    expect(compare('answer', before, after)).toEqual([
      'thingSchema: field "items[].kind": today\'s writers may be "c", which readers of release 1.0.0 do not accept',
    ]);
  });
});

describe('requests (released consumers write, a service reads)', () => {
  const order = z.object({
    method: z.enum(['COD', 'Prepaid']),
    note: z.optional(z.string().check(z.maxLength(100))),
  });

  it('may add optional fields, widen enums and loosen limits', () => {
    const after = z.object({
      method: z.enum(['COD', 'Prepaid', 'UPI']),
      note: z.optional(z.string().check(z.maxLength(500))),
      gift: z.optional(z.boolean()),
    });
    expect(compare('request', order, after)).toEqual([]);
  });

  it('may not newly require a field', () => {
    expect(compare('request', order, z.extend(order, { gift: z.boolean() }))).toEqual([
      'thingSchema: field "gift" is required by today\'s readers but writers of release 1.0.0 do not write it',
    ]);
  });

  it('may not drop an enum value or tighten a limit', () => {
    const after = z.object({
      method: z.enum(['Prepaid']),
      note: z.optional(z.string().check(z.maxLength(50))),
    });
    expect(compare('request', order, after)).toEqual([
      'thingSchema: field "method": writers of release 1.0.0 may be "COD", which today\'s readers do not accept',
      'thingSchema: field "note": today\'s readers need maxLength 50, writers of release 1.0.0 allow 100',
    ]);
  });

  it('may add required fields with a default (zod fills them in)', () => {
    expect(compare('request', order, z.extend(order, { gift: z._default(z.boolean(), false) }))).toEqual([]);
  });
});

describe('messages (queue jobs: producer and worker ship apart)', () => {
  const job = z.object({ orderId: z.uuid(), requestId: z.optional(z.string()) });

  it('may add an optional field', () => {
    expect(compare('message', job, z.extend(job, { attempt: z.optional(z.int()) }))).toEqual([]);
  });

  it('may add a required field in neither direction', () => {
    expect(compare('message', job, z.extend(job, { attempt: z.int() }))).toEqual([
      'thingSchema: field "attempt" is required by today\'s readers but writers of release 1.0.0 do not write it',
    ]);
  });

  it('may not remove a field released workers require', () => {
    expect(compare('message', job, z.object({ requestId: z.optional(z.string()) }))).toEqual([
      'thingSchema: field "orderId" is required by readers of release 1.0.0 but today\'s writers do not write it',
    ]);
  });

  it('reports a removed schema', () => {
    const roles = { thingSchema: 'message' as const };
    const released = snapshotContracts({ thingSchema: job }, { package: 'p', version: '1.0.0' }, roles);
    const today = snapshotContracts({}, { package: 'p', version: '1.1.0' }, roles);
    expect(breakingChanges(released, today)).toEqual([
      'thingSchema: removed, but slices of release 1.0.0 still use it',
    ]);
  });
});
