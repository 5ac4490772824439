import { createRequire } from 'node:module';
import { rspack, type Compiler, type RuleSetRule } from '@rspack/core';
import { themeCss } from './theme-css';

const require = createRequire(import.meta.url);

/**
 * Chakra's createSystem in browser bundles, without its global CSS: the page carries that CSS,
 * written at build time by `StaticThemeCssPlugin` (see theme-css.ts).
 */
export const STATIC_THEME_CSS_RULE: RuleSetRule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  loader: require.resolve('./static-theme-css-loader.cjs'),
};

/** Writes the theme's global CSS into the page's head as one <style> element, before any other style. */
export class StaticThemeCssPlugin {
  apply(compiler: Compiler): void {
    const css = themeCss();
    compiler.hooks.compilation.tap('StaticThemeCssPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'StaticThemeCssPlugin',
        (data) => {
          if (!data.html.includes('</head>'))
            throw new Error(`${data.outputName} has no </head> for the theme's CSS`);
          data.html = data.html.replace('</head>', `<style data-theme="chakra">${css}</style></head>`);
          return data;
        },
      );
    });
  }
}
