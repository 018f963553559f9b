import ts from 'typescript';

/**
 * TypeScript to JavaScript one file at a time, types stripped and nothing checked. The sources
 * are written for it (`isolatedModules` and `verbatimModuleSyntax` in tsconfig.base.json), and
 * `npm run typecheck` is what checks them. @rollup/plugin-typescript built a whole program for
 * every bundle, which was most of a TV bundle's build time.
 */
export function stripTypes({ include, exclude = [], target = 'ES2022', sourceMap = false }) {
  const compilerOptions = {
    target: ts.ScriptTarget[target],
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    sourceMap,
  };
  const wanted = (id) =>
    /\.tsx?$/.test(id) &&
    !id.endsWith('.d.ts') &&
    include.some((dir) => id.startsWith(dir)) &&
    !exclude.some((pattern) => pattern.test(id));
  return {
    name: 'strip-types',
    transform(code, id) {
      if (!wanted(id)) return null;
      const out = ts.transpileModule(code, {
        compilerOptions,
        fileName: id,
        reportDiagnostics: true,
      });
      const errors = (out.diagnostics ?? []).filter(
        (d) => d.category === ts.DiagnosticCategory.Error,
      );
      if (errors.length > 0)
        this.error(`${id}: ${ts.flattenDiagnosticMessageText(errors[0].messageText, '\n')}`);
      return {
        code: out.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''),
        map: out.sourceMapText ? JSON.parse(out.sourceMapText) : null,
      };
    },
  };
}
