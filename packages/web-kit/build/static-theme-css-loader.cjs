// Leaves the global CSS out of Chakra's createSystem in browser bundles: the page carries it,
// written at build time (build/theme-css.ts), so computing it again on every visit is wasted
// work. Fails the build if Chakra's code no longer has the line, so an upgrade cannot silently
// bring the cost back or drop the styles.
const LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

module.exports = function staticThemeCssLoader(source) {
  if (!source.includes(LINE)) {
    throw new Error(
      'static-theme-css-loader: Chakra createSystem no longer builds `_global` as expected; update packages/web-kit/build',
    );
  }
  return source.replace(LINE, 'const _global = [];');
};
