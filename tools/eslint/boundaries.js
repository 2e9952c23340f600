import path from 'node:path';

/**
 * `boundaries/zones`: an import from a file inside `target` may not resolve into `from`, unless it
 * resolves into one of `except` (paths relative to `from`). Only relative imports can cross our
 * folders, so they are resolved by path alone; the extension is ignored (`./x.js` is `./x.ts`).
 *
 * Why our own: the maintained TypeScript-aware resolvers (import-x, eslint-import-resolver-typescript)
 * need unrs-resolver, whose platform binaries are not all on the package mirror `npm ci` uses here,
 * so the lock file cannot be made complete (docs/decisions/007-lint-boundaries.md).
 */
const zonesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the folder boundaries of docs/ARCHITECTURE.md' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = path.resolve(context.filename);
    const inside = (p, dir) => p === dir || p.startsWith(`${dir}${path.sep}`);
    const abs = (p) => path.resolve(root, p);
    const active = zones
      .map((zone) => ({
        ...zone,
        targets: [zone.target].flat().map(abs),
        froms: [zone.from].flat().map(abs),
      }))
      .filter((zone) => zone.targets.some((t) => inside(file, t)));
    if (active.length === 0) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source).replace(/\.(js|jsx|ts|tsx)$/, '');
      for (const zone of active) {
        const from = zone.froms.find((f) => inside(resolved, f));
        if (!from) continue;
        const allowed = (zone.except ?? []).some((e) => {
          const except = path.resolve(from, e).replace(/\.(js|jsx|ts|tsx)$/, '');
          return inside(resolved, except);
        });
        if (!allowed) context.report({ node, message: `"${source}" crosses a boundary: ${zone.message}` });
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

export default { rules: { zones: zonesRule } };
