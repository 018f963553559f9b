import ts from 'typescript';

/**
 * Rewrites dependency code to ES2017 with the TypeScript compiler (our own sources are already
 * compiled to ES2017 by @rollup/plugin-typescript). Older TV browsers (Tizen, webOS) fail on
 * `?.`, `??`, class fields and the like, which current React, XState and zod ship.
 */
export function downlevelDependencies({ target = ts.ScriptTarget.ES2017 } = {}) {
  return {
    name: 'downlevel-dependencies',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !/\.(c|m)?js$/.test(id.split('?')[0])) return null;
      const output = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target,
          module: ts.ModuleKind.ESNext,
          allowJs: true,
          sourceMap: true,
          importHelpers: false,
          // CommonJS files stay CommonJS: @rollup/plugin-commonjs converts them afterwards.
          verbatimModuleSyntax: false,
        },
      });
      return {
        code: output.outputText,
        map: output.sourceMapText ? JSON.parse(output.sourceMapText) : null,
      };
    },
  };
}
