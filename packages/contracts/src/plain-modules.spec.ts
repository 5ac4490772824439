import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The storefront's first page imports values from these modules and builds no schema. A module
 * that builds schemas builds all of them when it loads, so one import from it (directly or
 * through a module these import) would bring zod and every schema beside it into the first
 * visit's scripts. Type-only imports are erased by the build and may point anywhere.
 */
const PLAIN_MODULES = [
  'constants',
  'page-head',
  'catalogue-address',
  'control-characters',
  'shop-read-values',
  'phone',
  'object-paths',
  'image-variants',
  'money',
  'free-shipping',
];

const IMPORT = /^import\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm;

function valueImports(module: string): string[] {
  const source = readFileSync(path.join(__dirname, `${module}.ts`), 'utf8');
  return [...source.matchAll(IMPORT)].filter(([, typeOnly]) => !typeOnly).map(([, , from]) => from ?? '');
}

describe('modules the first page imports values from', () => {
  it.each(PLAIN_MODULES)('%s imports no zod, directly or through another module', (start) => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const walk = (module: string) => {
      if (seen.has(module)) return;
      seen.add(module);
      for (const from of valueImports(module)) {
        if (from.startsWith('./')) walk(from.slice(2).replace(/\.js$/, ''));
        else reached.push(`${module} → ${from}`);
      }
    };
    walk(start);
    expect(reached.filter((edge) => /→ zod/.test(edge))).toEqual([]);
  });
});
