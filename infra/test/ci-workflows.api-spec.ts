import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/**
 * The per-slice pipelines: scripts/lib/slices.mjs (which slices a change concerns),
 * scripts/ci.mjs (what `npm run ci -- <slice>` runs) and the workflows in .github/workflows.
 * The scripts are ES modules, so they run in plain Node.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
interface Pkg {
  name: string;
  version: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = (file: string) => JSON.parse(read(file)) as Pkg;

interface Slice {
  dirs: string[];
  images?: string[];
  remote?: boolean;
  calls: string[];
}

/** Evaluates an expression over a module of scripts/lib (`s`) in Node and returns its JSON value. */
function slices<T>(expression: string, module = 'slices'): T {
  const code = `import * as s from './scripts/lib/${module}.mjs';
process.stdout.write(JSON.stringify(${expression}));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }),
  );
}
const selected = (...files: string[]) => slices<string[]>(`s.slicesForFiles(${JSON.stringify(files)})`);

const SLICES = slices<Record<string, Slice>>('s.SLICES');
const names = Object.keys(SLICES);
const sliceOf = (name: string) => SLICES[name] ?? { dirs: [], calls: [] };
const services = ['catalog', 'orders', 'identity', 'support-chat', 'admin'];
const remotes = ['mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-admin'];

/** The workspace folders a folder depends on, read here from the package.json files. */
function workspaceDeps(dir: string): string[] {
  const dirByName = new Map<string, string>(
    (readJson('package.json').workspaces ?? []).map((ws) => [readJson(`${ws}/package.json`).name, ws]),
  );
  const deps = new Set<string>();
  const visit = (folder: string) => {
    const pkg = readJson(`${folder}/package.json`);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const found = dirByName.get(name);
      if (!found || deps.has(found)) continue;
      deps.add(found);
      visit(found);
    }
  };
  if (existsSync(path.join(root, dir, 'package.json'))) visit(dir);
  return [...deps];
}

describe('which slices a change selects', () => {
  it('a slice folder selects that slice only', () => {
    expect(selected('services/orders/src/orders/order.entity.ts')).toEqual(['orders']);
    expect(selected('services/catalog/test/catalog.api-spec.ts')).toEqual(['catalog']);
    expect(selected('mfe-catalog/src/app/app.tsx')).toEqual(['mfe-catalog']);
    expect(selected('infra/nginx/start.mjs')).toEqual(['web']);
    expect(selected('infra/sandbox/src/main.ts', 'shell/src/app/app.tsx')).toEqual(['shell', 'sandbox']);
  });

  it('a shared package selects every slice that depends on it', () => {
    expect(selected('packages/web-kit/src/index.ts')).toEqual(['shell', ...remotes]);
    expect(selected('packages/server-kit/src/index.ts')).toEqual(services);
    // Everything but the sandbox reads the contracts.
    expect(selected('packages/contracts/src/routes.ts')).toEqual(names.filter((n) => n !== 'sandbox'));
  });

  it('a browser journey selects the slices it exercises', () => {
    expect(selected('e2e/tests/checkout-order.spec.ts')).toEqual([
      'orders',
      'identity',
      'mfe-checkout',
      'sandbox',
    ]);
    expect(selected('e2e/tests/storefront-hero.spec.ts')).toEqual(['catalog', 'shell', 'mfe-catalog']);
  });

  it('tooling selects every slice, the Dockerfile the ones shipping images, documents none', () => {
    expect(selected('package-lock.json')).toEqual(names);
    expect(selected('infra/docker/Dockerfile')).toEqual(names.filter((n) => sliceOf(n).images));
    expect(selected('docs/conventions.md', 'infra/k8s/README.md', 'bench/run.mjs')).toEqual([]);
  });

  it('every browser journey belongs to some slice, and the tables name only slices', () => {
    for (const file of readdirSync(path.join(root, 'e2e/tests')).filter((f) => f.endsWith('.spec.ts'))) {
      expect([file, selected(`e2e/tests/${file}`).length > 0]).toEqual([file, true]);
    }
    const named = [
      ...Object.values(SLICES).flatMap((slice) => slice.calls),
      ...slices<[string, string[]][]>('s.BROWSER_TESTS').flatMap(([, list]) => list),
    ];
    expect(named.filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('npm run ci', () => {
  const ci = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/ci.mjs', ...args], { cwd: root, encoding: 'utf8' });

  it('plans lint, types, unit, API, contract and browser tests of a slice', () => {
    const run = ci('--dry-run', 'catalog');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '[lint] npx eslint services/catalog packages/contracts packages/server-kit',
        '[format] npx prettier --check services/catalog packages/contracts packages/server-kit',
        '[types] npx tsc -b services/catalog',
        '[types] npx tsc --noEmit -p services/catalog/tsconfig.spec.json',
      ]),
    );
    expect(run.stdout).toMatch(/^\[unit\] npx jest .*--selectProjects unit -- \.\/services\/catalog\//m);
    expect(run.stdout).toMatch(/^\[api\] npx jest .*--selectProjects api .* -- \.\/services\/catalog\/$/m);
    // The contract tests of its callers (orders, admin, the remotes reading the catalogue).
    expect(run.stdout).toMatch(/^\[contract\] npx jest .*services\/orders\|services\/admin.*mfe-catalog/m);
    expect(run.stdout).toMatch(
      /^\[browser\] node scripts\/test\.mjs --only e2e .*e2e\/tests\/storefront-hero\.spec\.ts/m,
    );
    expect(run.stdout).not.toMatch(/checkout-order/);
  });

  it('refuses an unknown slice before running anything', () => {
    const run = ci('--dry-run', 'catalogue');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/unknown slice catalogue/);
  });

  it('--changed plans the slices of the changes since a base', () => {
    const run = ci('--dry-run', '--changed', '--base', 'HEAD');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^changed since HEAD: \d+ files → /m);
  });

  it('a slice ships under its package version and the short commit', () => {
    expect(ci('--version-of', 'web').stdout.trim()).toMatch(
      new RegExp(`^${readJson('infra/gateway/package.json').version}-[0-9a-f]{7}$`),
    );
  });
});

describe('.github/workflows', () => {
  const dir = path.join(root, '.github/workflows');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  const scripts = Object.keys(readJson('package.json').scripts ?? {});
  // Read at run time: the Dockerfile's targets may land after this test was written.
  const dockerTargets = () =>
    [...read('infra/docker/Dockerfile').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);

  interface Step {
    run?: string;
    if?: string;
    uses?: string;
  }
  interface Job {
    if?: string;
    steps: Step[];
  }
  interface Workflow {
    on: Record<'push' | 'pull_request', { paths: string[]; branches?: string[] }>;
    jobs: Record<string, Job>;
  }
  const workflows: Record<string, Workflow> = Object.fromEntries(
    files.map((f) => [f.replace(/\.ya?ml$/, ''), YAML.parse(readFileSync(path.join(dir, f), 'utf8'))]),
  );
  const workflowOf = (name: string) => {
    const workflow = workflows[name];
    if (!workflow) throw new Error(`no workflow for ${name}`);
    return workflow;
  };
  const jobOf = (workflow: Workflow, name: string) => workflow.jobs[name] ?? { steps: [] };
  const runs = (workflow: Workflow) =>
    Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.run ? [step.run] : [])));

  it('one workflow per slice', () => {
    expect(Object.keys(workflows).sort()).toEqual([...names].sort());
  });

  it('are what `node scripts/ci.mjs --write-workflows` writes from the slice table', () => {
    const written = slices<string[]>(`${JSON.stringify(names)}.map(s.workflow)`, 'workflows');
    expect(names.map((name) => read(`.github/workflows/${name}.yml`))).toEqual(written);
  });

  it.each(names)('%s names only existing npm scripts, slices and Dockerfile targets', (name) => {
    const commands = runs(workflowOf(name)).join('\n');
    for (const [, script, args] of commands.matchAll(/npm run (\S+)(?: -- (.*))?/g)) {
      expect(scripts).toContain(script);
      if (script === 'ci' || script === 'release')
        expect(names).toEqual(expect.arrayContaining(args?.split(' ') ?? ['']));
    }
    const targets = [...commands.matchAll(/--target (\S+)/g)].map((m) => m[1]);
    expect(dockerTargets()).toEqual(expect.arrayContaining(targets));
  });

  it.each(names)('%s runs npm install and its pipeline, then ships from main only', (name) => {
    const workflow = workflowOf(name);
    const [ci, release, image] = [
      jobOf(workflow, 'ci'),
      jobOf(workflow, 'release'),
      jobOf(workflow, 'image'),
    ];
    expect(ci.steps.map((step) => step.run).filter(Boolean)).toEqual([
      'npm install --no-audit --no-fund',
      `npm run ci -- ${name}`,
    ]);
    const onMain = /github\.event_name == 'push' && github\.ref == 'refs\/heads\/main'/;
    if (sliceOf(name).remote) {
      expect(runs(workflow)).toContain(`npm run release -- ${name}`);
      expect(release.if).toMatch(onMain);
      expect(workflow.jobs.image).toBeUndefined();
    } else {
      const build = image.steps.flatMap((step) => step.run?.match(/--target (\S+)/)?.[1] ?? []);
      expect(build).toEqual(sliceOf(name).images);
      for (const push of image.steps.filter((step) => step.run?.startsWith('docker push'))) {
        expect(push.if).toBe("${{ env.PUSH == 'true' }}");
      }
      expect(JSON.stringify(image)).toMatch(onMain);
    }
  });

  it.each(names)('%s runs on changes to its folders and the shared packages it depends on', (name) => {
    const { dirs } = sliceOf(name);
    const needed = [...dirs, ...dirs.flatMap(workspaceDeps)];
    for (const event of ['push', 'pull_request'] as const) {
      expect(workflowOf(name).on[event].paths).toEqual(expect.arrayContaining(needed.map((d) => `${d}/**`)));
    }
    expect(workflowOf(name).on.push.branches).toEqual(['main']);
  });
});
