import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { featureBoundaries } from './tools/eslint/feature-boundaries.mjs';
import { sliceBoundaries } from './tools/eslint/slice-boundaries.mjs';

/** TypeScript sources that have a tsconfig.json of their own, for the type-aware rules. */
const TYPED_SOURCES = [
  'packages/*/src/**/*.{ts,tsx}',
  'services/*/src/**/*.ts',
  'infra/{gateway,sandbox}/src/**/*.ts',
  'shell/src/**/*.{ts,tsx}',
  'mfe-*/src/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: {
      festive: { rules: { 'slice-boundaries': sliceBoundaries, 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      'festive/slice-boundaries': 'error',
      'festive/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    // Import cycles inside the shared packages: each package must load in any order.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A promise nobody awaits loses its error: type-aware, so only where a tsconfig.json covers the file.
    files: TYPED_SOURCES,
    ignores: ['**/*.spec.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Services are NestJS: decorators need the runtime import of injected classes.
    files: ['services/**/*.ts', 'packages/server-kit/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.api-spec.ts',
      'e2e/**/*.ts',
      'bench/**',
      'scripts/**',
      '**/*.config.*',
      '**/*.cjs',
    ],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
