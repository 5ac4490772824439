import { createRequire } from 'node:module';
import type { RuleSetRule } from '@rspack/core';

const require = createRequire(import.meta.url);
const LOADER = require.resolve('./exact-replace-loader.cjs');

const chakraFile = (file: string) =>
  new RegExp(`[\\\\/]@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]styled-system[\\\\/]${file}\\.js$`);

/**
 * Changes to Chakra's styling engine in browser bundles, all for a phone's start-up:
 * - createSystem no longer computes the global CSS (reset, base styles, token variables): the page
 *   carries it, written at build time (theme-css.ts, StaticThemeCssPlugin), so the reset's code
 *   (preflight.js) is left out of the bundle too;
 * - "is this key a condition?" is a set lookup instead of listing every condition's name into a
 *   new array on each call; it is asked for every key of every style object, at start-up and on
 *   every render (a fifth of createSystem's time was spent there).
 * - emotion's `import 'hoist-non-react-statics'` (a bare import beside the one its `withTheme`
 *   makes) no longer keeps that package and react-is in the bundle: the package only defines a
 *   function, so it is marked free of side effects and goes wherever `withTheme` is unused.
 * Each replacement must match exactly or the build fails (exact-replace-loader.cjs).
 */
export const CHAKRA_PATCH_RULES: RuleSetRule[] = [
  {
    test: chakraFile('system'),
    loader: LOADER,
    options: {
      why: 'leave the global CSS to the page',
      find: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
      replace: 'const _global = [];',
    },
  },
  {
    test: chakraFile('system'),
    loader: LOADER,
    options: {
      why: 'leave the reset to the page',
      find: 'const result = createPreflight({ preflight });',
      replace: 'const result = {};',
    },
  },
  {
    test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
    sideEffects: false,
  },
  {
    test: chakraFile('conditions'),
    loader: LOADER,
    options: {
      why: 'look conditions up in a set',
      // `values` is built once above and never changes, so one set of its keys serves every call.
      find: 'function has(key) {\n    return keys().includes(key) ||',
      replace:
        'const keySet = new Set(Object.keys(values));\n  function has(key) {\n    return keySet.has(key) ||',
    },
  },
];
