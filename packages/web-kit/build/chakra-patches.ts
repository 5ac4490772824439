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
 * - `mergeConfigs` hands back a config it merged itself unchanged instead of cloning and walking it
 *   again, and `createSystem.prepareTokens(merged)` builds that config's token dictionary ahead
 *   and keeps it for createSystem: so the shop can merge its theme, build its tokens and build the
 *   rest of the system in three tasks (theme/system.ts) instead of one;
 * - createSystem no longer works out the TypeScript type of every style property's values (what
 *   Chakra's type generator prints with `getTypes`, which nothing in a browser asks for): that was
 *   most of building the style utilities, and it ran twice for most properties;
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
    test: chakraFile('merge-config'),
    loader: LOADER,
    options: {
      why: 'keep a merged config as it is',
      find: 'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));',
      replace:
        'const alreadyMerged = new WeakSet();\nconst mergeConfigs = (...configs) => {\n  if (configs.length === 1 && alreadyMerged.has(configs[0])) return configs[0];\n  const merged = mergeWith({}, ...configs.map(clone));\n  alreadyMerged.add(merged);',
    },
  },
  {
    test: chakraFile('system'),
    loader: LOADER,
    options: {
      why: 'let the token dictionary be built ahead',
      find: 'function createSystem(...configs) {',
      replace: [
        'const tokenDictionaries = new WeakMap();',
        'function tokenDictionaryOf(config) {',
        '  let tokens = tokenDictionaries.get(config);',
        '  if (!tokens) {',
        '    const { theme = {}, cssVarsPrefix = "chakra" } = config;',
        '    tokens = createTokenDictionary({',
        '      breakpoints: theme.breakpoints,',
        '      tokens: theme.tokens,',
        '      semanticTokens: theme.semanticTokens,',
        '      prefix: cssVarsPrefix',
        '    });',
        '    tokenDictionaries.set(config, tokens);',
        '  }',
        '  return tokens;',
        '}',
        'createSystem.prepareTokens = (config) => {',
        '  tokenDictionaryOf(config);',
        '};',
        'function createSystem(...configs) {',
      ].join('\n'),
    },
  },
  {
    test: chakraFile('system'),
    loader: LOADER,
    options: {
      why: 'use a token dictionary built ahead',
      find: [
        '  const tokens = createTokenDictionary({',
        '    breakpoints: theme.breakpoints,',
        '    tokens: theme.tokens,',
        '    semanticTokens: theme.semanticTokens,',
        '    prefix: cssVarsPrefix',
        '  });',
      ].join('\n'),
      replace: '  const tokens = tokenDictionaryOf(config);',
    },
  },
  {
    test: chakraFile('utility'),
    loader: LOADER,
    options: {
      why: 'skip the property types when a property is registered',
      find: '    propValues.set(property, values);\n    assignPropertyType(property, config);\n  };',
      replace: '    propValues.set(property, values);\n  };',
    },
  },
  {
    test: chakraFile('utility'),
    loader: LOADER,
    options: {
      why: 'skip the property types when the utilities are built',
      find: '    assignProperties();\n    assignPropertyTypes();\n',
      replace: '    assignProperties();\n',
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
