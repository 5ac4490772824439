// ESLint rule: slices meet only through contracts, web-kit, server-kit and the federation runtime.
// A file may import its own package's files, npm packages, and @festive/{contracts,web-kit,server-kit};
// it may not import another workspace package by name or reach into one by a relative path.
import path from 'node:path';
import fs from 'node:fs';

const SHARED = new Set(['@festive/contracts', '@festive/web-kit', '@festive/server-kit']);
const packageRootCache = new Map();

function packageRoot(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (packageRootCache.has(dir)) return packageRootCache.get(dir);
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      packageRootCache.set(dir, dir);
      return dir;
    }
    dir = path.dirname(dir);
  }
  return dir;
}

export const sliceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid importing another slice of the monorepo' },
    messages: {
      byName:
        "'{{source}}' belongs to another slice; slices meet only through @festive/contracts, web-kit and server-kit.",
      byPath:
        "'{{source}}' reaches into another package ({{target}}); import it by its package name if it is shared.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const ownRoot = packageRoot(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('@festive/')) {
        const name = source.split('/').slice(0, 2).join('/');
        if (!SHARED.has(name)) context.report({ node, messageId: 'byName', data: { source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const targetRoot = packageRoot(target.endsWith('/') ? `${target}x` : `${target}.x`);
      if (targetRoot !== ownRoot) {
        context.report({
          node,
          messageId: 'byPath',
          data: { source, target: path.relative(process.cwd(), targetRoot) },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
