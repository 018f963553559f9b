// Module hooks for a worker thread started from the server's TypeScript sources, which only the
// test runner runs: the built server (dist) starts its workers from JavaScript and never loads
// this file. Imports are written as the built files are named ("./text.js"), so a ".js" that
// does not exist beside a ".ts" file is read as its ".ts" sibling, with the types stripped.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  inlineSourceMap: true,
};

export async function resolve(specifier, context, next) {
  // Workspace packages name their TypeScript entry under the "source" condition.
  const sourceContext = { ...context, conditions: [...context.conditions, 'source'] };
  try {
    return await next(specifier, sourceContext);
  } catch (error) {
    const fromSources = context.parentURL?.endsWith('.ts') && specifier.startsWith('.');
    if (!fromSources || !specifier.endsWith('.js') || error?.code !== 'ERR_MODULE_NOT_FOUND')
      throw error;
    return next(`${specifier.slice(0, -3)}.ts`, sourceContext);
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const path = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(path, 'utf8'), {
    compilerOptions: COMPILER_OPTIONS,
    fileName: path,
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
