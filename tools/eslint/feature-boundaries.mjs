// ESLint rule: inside the shell and each remote, features stay apart.
// `src/app` composes the features, `src/common` holds what several features use, and each
// `src/features/<name>` may import its own files, `src/common` and packages, never another feature
// or the composition. `src/common` imports neither features nor the composition.
import path from 'node:path';

const APP_ROOT = /^(?<root>.*\/(?:shell|mfe-[^/]+)\/src)\/(?<rest>.*)$/;

/** Where a file sits inside its app's src: { root, zone: 'app' | 'common' | 'feature' | 'other', feature }. */
export function zoneOf(file) {
  const match = APP_ROOT.exec(file.split(path.sep).join('/'));
  if (!match?.groups) return null;
  const { root, rest } = match.groups;
  const [first, second] = rest.split('/');
  if (first === 'features' && second && rest.split('/').length > 2)
    return { root, zone: 'feature', feature: second };
  if (first === 'app' || first === 'common') return { root, zone: first, feature: null };
  return { root, zone: 'other', feature: null };
}

/** The reason an import from `from` to `to` crosses a boundary, or null when it may. */
export function violation(from, to) {
  if (!from || !to || from.root !== to.root) return null;
  if (from.zone === 'feature') {
    if (to.zone === 'feature' && to.feature !== from.feature) return 'otherFeature';
    if (to.zone === 'app') return 'composition';
  }
  if (from.zone === 'common' && (to.zone === 'feature' || to.zone === 'app')) return 'sharedUp';
  return null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'keep features of the shell and the remotes apart; share through src/common' },
    messages: {
      otherFeature:
        "'{{source}}' belongs to the feature '{{target}}'; a feature may not import another feature. Move what both need to src/common, or compose them in src/app.",
      composition: "'{{source}}' is the app's composition (src/app); a feature may not import it.",
      sharedUp: "'{{source}}' is a feature or the composition; src/common may not import either.",
    },
    schema: [],
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
      const messageId = violation(from, to);
      if (messageId) context.report({ node, messageId, data: { source, target: to.feature ?? to.zone } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
