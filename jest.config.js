// One jest for the unit and API tiers. @swc/jest, not ts-jest: NestJS 12 is ESM-only and only swc
// handles it here (docs/adr/0005-commonjs-services-through-require-esm.md).
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
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(?:[^/]+/node_modules/)*(?:${esmPackages.join('|')})/)`],
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
