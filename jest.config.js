// One jest for the unit, component and API tiers. @swc/jest, not ts-jest: NestJS 12 is ESM-only
// and only swc handles it here (docs/adr/0005-commonjs-services-through-require-esm.md).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const esmPackages = [
  'cookie',
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  'wouter',
];
// The image upload button's Uppy, which the back-office forms load; Uppy and its helpers are ESM-only.
const uploaderEsmPackages = [
  '@uppy',
  '@transloadit',
  'preact',
  'nanoid',
  'p-queue',
  'p-retry',
  'p-timeout',
  'is-network-error',
  'cropperjs',
  'exifr',
];
const compiled = (packages) => [`/node_modules/(?!(?:[^/]+/node_modules/)*(?:${packages.join('|')})/)`];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: compiled(esmPackages),
  moduleNameMapper: {
    '^@festive/(contracts|server-kit|web-kit)$': '<rootDir>/packages/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  rootDir: __dirname,
};

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/{packages,services,infra,shell,mfe-*}/**/src/**/*.spec.{ts,tsx}'],
    },
    {
      // Components rendered into a DOM (happy-dom) with the apps' providers: form rules and what a
      // page shows, with the network answered by a stub of fetch (docs/adr/0019-component-tests.md).
      ...base,
      displayName: 'component',
      testMatch: ['<rootDir>/{shell,mfe-*,packages/web-kit}/**/src/**/*.test.tsx'],
      // A whole form typed key by key (user-event) takes 2-4 s on a quiet 2-core machine; 5 s
      // failed them whenever the machine was busy. A test still fails on a real hang.
      testTimeout: 15_000,
      testEnvironment: '@happy-dom/jest-environment',
      transform: { ...base.transform, '^.+\\.mjs$': swc },
      transformIgnorePatterns: compiled([...esmPackages, ...uploaderEsmPackages]),
      moduleNameMapper: {
        ...base.moduleNameMapper,
        // Uppy's stylesheets: the DOM under test has no layout to apply them to.
        '\\.css$': '<rootDir>/packages/web-kit/src/testing/no-styles.ts',
        // Exported for `import` only, which jest's require-based resolution never matches.
        '^@transloadit/prettier-bytes$':
          '<rootDir>/node_modules/@transloadit/prettier-bytes/dist/prettierBytes.js',
      },
      setupFilesAfterEnv: ['<rootDir>/packages/web-kit/src/testing/setup.ts'],
      restoreMocks: true,
    },
    {
      ...base,
      displayName: 'api',
      testMatch: ['<rootDir>/{services,infra}/**/test/**/*.api-spec.ts'],
      // Only the top-level testTimeout counts; this file applies the API tests' 30 s per file.
      setupFilesAfterEnv: ['<rootDir>/scripts/lib/api-test-timeout.cjs'],
      // Migrates every schema once into a template database; each file's fresh database is a copy.
      globalSetup: '<rootDir>/scripts/lib/test-templates.mjs',
    },
  ],
};
