/**
 * A Babel plugin for bundles bound for engines without BigInt (Chromium < 67), which cannot be
 * polyfilled. zod builds its int64/uint64 bounds with `BigInt(...)` when it loads, which stops the
 * whole bundle with "BigInt is not defined". Every `BigInt(...)` call becomes
 * `(typeof BigInt === "function" ? BigInt(...) : undefined)`: loading goes on, and only a 64-bit
 * integer schema (which Marquee does not use) would see the missing value.
 */
export function guardBigInt({ types: t }) {
  const guarded = new WeakSet();
  return {
    name: 'guard-bigint',
    visitor: {
      CallExpression(path) {
        const { node } = path;
        if (guarded.has(node) || !t.isIdentifier(node.callee, { name: 'BigInt' })) return;
        // noGlobals: Babel counts well-known globals such as BigInt as bindings otherwise.
        if (path.scope.hasBinding('BigInt', { noGlobals: true })) return;
        guarded.add(node);
        path.replaceWith(
          t.conditionalExpression(
            t.binaryExpression(
              '===',
              t.unaryExpression('typeof', t.identifier('BigInt')),
              t.stringLiteral('function'),
            ),
            node,
            t.identifier('undefined'),
          ),
        );
      },
    },
  };
}
