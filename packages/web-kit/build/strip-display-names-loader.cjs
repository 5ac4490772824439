/**
 * A build-time loader for react-router's production build, so tree shaking can drop the parts
 * the shop never imports (NavLink, Form, ScrollRestoration, HistoryRouter...):
 * - its top-level `Name.displayName = "...";` statements go: they are side effects that keep
 *   every component they name (displayName only labels components in React DevTools);
 * - its top-level `var Name = React.forwardRef(...)` calls are marked pure, which they are.
 */
module.exports = function treeShakeReactRouter(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2');
};
