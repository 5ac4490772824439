// The slices CI checks and ships on their own (scripts/ci.mjs, .github/workflows/<slice>.yml): each
// one's folders, what it ships, the services it calls and the browser journeys that touch it.
// The shared packages are not slices; which slices depend on them is read from the workspaces'
// package.json files, never written down here.
import { readdirSync } from 'node:fs';
import { fromRoot, readJson } from './repo.mjs';
import { loadWorkspaces } from './workspaces.mjs';

export const SHARED_PACKAGES = ['packages/contracts', 'packages/server-kit', 'packages/web-kit'];

/**
 * @typedef {object} Slice
 * @property {string[]} dirs     its folders; the first one's package.json gives its version
 * @property {string[]} [images] the Dockerfile targets it ships (infra/docker/Dockerfile)
 * @property {boolean} [remote]  a federated remote, published with `npm run release -- <slice>`
 * @property {string[]} calls    the slices it calls at run time: their changes run its contract tests
 */
/** @type {Record<string, Slice>} */
export const SLICES = {
  catalog: { dirs: ['services/catalog'], images: ['catalog'], calls: ['sandbox'] },
  orders: { dirs: ['services/orders'], images: ['orders'], calls: ['catalog', 'sandbox'] },
  identity: { dirs: ['services/identity'], images: ['identity'], calls: ['sandbox'] },
  'support-chat': { dirs: ['services/support-chat'], images: ['support-chat'], calls: ['orders', 'sandbox'] },
  admin: { dirs: ['services/admin'], images: ['admin'], calls: ['catalog', 'orders'] },
  // The host ships inside the web image (and the development gateway's).
  shell: {
    dirs: ['shell'],
    images: ['web', 'gateway'],
    calls: ['catalog', 'orders', 'identity', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-admin'],
  },
  'mfe-catalog': { dirs: ['mfe-catalog'], remote: true, calls: ['catalog'] },
  'mfe-checkout': { dirs: ['mfe-checkout'], remote: true, calls: ['identity', 'orders'] },
  'mfe-account': { dirs: ['mfe-account'], remote: true, calls: ['identity', 'orders', 'support-chat'] },
  'mfe-admin': { dirs: ['mfe-admin'], remote: true, calls: ['admin', 'catalog', 'orders'] },
  web: {
    dirs: ['infra/gateway', 'infra/nginx'],
    images: ['web', 'gateway'],
    calls: ['catalog', 'orders', 'identity', 'support-chat', 'admin'],
  },
  sandbox: { dirs: ['infra/sandbox'], images: ['sandbox'], calls: [] },
};

/**
 * The browser journeys (e2e/tests) and the slices each one exercises; a file takes the slices of
 * every row it matches. A new journey must match a row (a test checks it).
 */
export const BROWSER_TESTS = [
  ['skeleton.spec.ts', ['web', 'shell', 'mfe-catalog', 'catalog']],
  ['remotes-json.spec.ts', ['web', 'shell', 'mfe-catalog']],
  ['service-down.spec.ts', ['web', 'shell', 'mfe-catalog']],
  // Releases mfe-catalog alone to object storage and rolls it back; the gateway serves it.
  ['release-rollout.spec.ts', ['web', 'shell', 'mfe-catalog']],
  ['storefront-*.spec.ts', ['shell', 'mfe-catalog', 'catalog']],
  ['storefront-cart.spec.ts', ['orders']],
  ['storefront-account.spec.ts', ['identity', 'orders', 'sandbox']],
  ['checkout-*.spec.ts', ['mfe-checkout', 'identity', 'orders', 'sandbox']],
  ['account-*.spec.ts', ['mfe-account', 'identity']],
  ['account-orders.spec.ts', ['orders', 'mfe-checkout', 'mfe-admin']],
  ['account-help.spec.ts', ['support-chat', 'orders', 'sandbox']],
  ['admin-*.spec.ts', ['mfe-admin', 'admin']],
  ['admin-carousel.spec.ts', ['catalog', 'mfe-catalog']],
  ['admin-products.spec.ts', ['catalog', 'mfe-catalog', 'sandbox']],
  ['admin-dashboard.spec.ts', ['catalog', 'orders']],
  ['admin-order-desk.spec.ts', ['orders', 'mfe-account', 'identity', 'sandbox']],
  ['product-previews.spec.ts', ['web', 'shell', 'catalog', 'mfe-catalog']],
  // The policy as the web tier sends it, on the storefront, checkout and back office pages.
  [
    'content-security-policy.spec.ts',
    ['web', 'shell', 'mfe-catalog', 'mfe-checkout', 'mfe-admin', 'catalog'],
  ],
  // Every page at two widths: every remote and the services behind their pages.
  [
    'accessibility.spec.ts',
    [
      'web',
      'shell',
      'mfe-catalog',
      'mfe-checkout',
      'mfe-account',
      'mfe-admin',
      'catalog',
      'identity',
      'orders',
      'admin',
      'sandbox',
    ],
  ],
  [
    'order-number.spec.ts',
    ['mfe-checkout', 'mfe-account', 'mfe-admin', 'identity', 'orders', 'support-chat', 'admin', 'sandbox'],
  ],
];

/** Tooling every pipeline runs on: a change here runs every slice. */
export const ROOT_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'jest.config.js',
  'eslint.config.mjs',
  '.prettierrc.json',
  '.prettierignore',
  'tools/**',
  'scripts/**',
  'e2e/*',
  'e2e/support/**',
];

/** A path filter as GitHub Actions reads it: `**` any path, `*` any name part. */
export function globToRegExp(glob) {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

export function sliceNames() {
  return Object.keys(SLICES);
}

export function getSlice(name) {
  const slice = SLICES[name];
  if (!slice) throw new Error(`unknown slice ${name}; slices: ${sliceNames().join(', ')}`);
  return { name, ...slice };
}

/** The workspace folders a slice depends on, directly or through another one. */
export function sharedDependencies(name, workspaces = loadWorkspaces()) {
  const byDir = new Map(workspaces.map((ws) => [ws.dir, ws]));
  const found = new Set();
  const visit = (dir) => {
    for (const dep of byDir.get(dir)?.deps ?? []) {
      if (found.has(dep)) continue;
      found.add(dep);
      visit(dep);
    }
  };
  getSlice(name).dirs.forEach(visit);
  return SHARED_PACKAGES.filter((dir) => found.has(dir));
}

/** The slices that call this one at run time (their contract tests guard it). */
export function consumers(name) {
  return sliceNames().filter((other) => SLICES[other].calls.includes(name));
}

/** The e2e/tests files that exercise a slice, from the files present now. */
export function browserTests(name) {
  const files = readdirSync(fromRoot('e2e/tests')).filter((file) => file.endsWith('.spec.ts'));
  return files
    .filter((file) =>
      BROWSER_TESTS.some(([glob, slices]) => slices.includes(name) && globToRegExp(glob).test(file)),
    )
    .map((file) => `e2e/tests/${file}`);
}

/**
 * Every path whose change concerns a slice, as path-filter globs: its folders, the shared packages
 * it depends on, the journeys that touch it, its workflow, the images' Dockerfile and the tooling.
 */
export function slicePaths(name, workspaces = loadWorkspaces()) {
  const slice = getSlice(name);
  const journeys = BROWSER_TESTS.filter(([, slices]) => slices.includes(name)).map(
    ([glob]) => `e2e/tests/${glob}`,
  );
  return [
    ...slice.dirs.map((dir) => `${dir}/**`),
    ...sharedDependencies(name, workspaces).map((dir) => `${dir}/**`),
    ...journeys,
    `.github/workflows/${name}.yml`,
    ...(slice.images ? ['infra/docker/**'] : []),
    ...ROOT_INPUTS,
  ];
}

/** The slices a set of changed files (paths from the repository root) concerns, in table order. */
export function slicesForFiles(files, workspaces = loadWorkspaces()) {
  return sliceNames().filter((name) => {
    const globs = slicePaths(name, workspaces).map(globToRegExp);
    return files.some((file) => globs.some((glob) => glob.test(file)));
  });
}

/** The version a slice ships under: its package version and the commit, e.g. `0.1.0-3f2a9c1`. */
export function sliceVersion(name, sha) {
  const { version } = readJson(fromRoot(getSlice(name).dirs[0], 'package.json'));
  return `${version}-${sha.slice(0, 7)}`;
}
