import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SafeParseable } from '../http/zod.pipe';

/** The repository root, from src/testing or dist/testing alike. */
const ROOT = path.resolve(__dirname, '../../../..');

export interface ContractRelease {
  /** The version of the last contracts release (packages/contracts/releases/latest-release). */
  version: string;
  /** The last release's schema `name` accepts `value`; the error names the schema and the fields. */
  fitsRelease(name: string, value: unknown): void;
  /** An answer parses with today's schema and with the last release's of the same name. */
  answers<T>(name: string, today: SafeParseable<T>, body: unknown): T;
}

/**
 * The contracts of the last release, as the services' compatibility tests check against them: a
 * slice ships on its own, so its answers must still satisfy what consumers released with that
 * version expect. ajv is loaded here, on first use, so the services never load it.
 */
export function lastContractRelease(): ContractRelease {
  const releases = path.join(ROOT, 'packages/contracts/releases');
  const version = readFileSync(path.join(releases, 'latest-release'), 'utf8').trim();
  const release = JSON.parse(readFileSync(path.join(releases, `${version}.json`), 'utf8')) as {
    schemas: Record<string, { input: object }>;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- test-only, loaded on use
  const { default: Ajv2020 } = require('ajv/dist/2020') as typeof import('ajv/dist/2020');
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

  const fitsRelease = (name: string, value: unknown): void => {
    const snapshot = release.schemas[name];
    if (!snapshot) throw new Error(`${name} is not in contracts release ${version}`);
    const validate = ajv.getSchema(name) ?? (ajv.addSchema(snapshot.input, name), ajv.getSchema(name)!);
    if (!validate(value)) {
      const found = validate.errors!.map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
      throw new Error(`${name} of contracts release ${version} refuses it: ${found}`);
    }
  };

  const answers = <T>(name: string, today: SafeParseable<T>, body: unknown): T => {
    const parsed = today.safeParse(body);
    if (!parsed.success) {
      const found = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
      throw new Error(`${name} of today refuses it: ${found}`);
    }
    fitsRelease(name, body);
    return parsed.data;
  };

  return { version, fitsRelease, answers };
}
