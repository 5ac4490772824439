import { rspack, type Compiler } from '@rspack/core';
import { themeCss } from './theme-css';

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
