import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The player draws text without Slate (the console's editor): a screen's bundle must not carry
 * it. Every module of the sdk is checked, not only this folder, since anything the renderer
 * imports ends up in the bundle too.
 */
const SDK_SOURCES = fileURLToPath(new URL('../..', import.meta.url));
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const isSlate = (specifier: string) => /^slate(?:-[a-z]+)?(?:\/|$)/.test(specifier);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the player bundle', () => {
  it('recognises a Slate import when it sees one', () => {
    const imports = [...`import { Editor } from 'slate';\nimport 'slate-react';`.matchAll(IMPORT)];
    expect(imports.map((match) => match[1]).filter((s) => isSlate(s!))).toHaveLength(2);
  });

  it('has no module, the text renderer among them, that imports slate', () => {
    const files = sourceFiles(SDK_SOURCES);
    expect(files.some((file) => file.endsWith(join('widgets', 'text', 'render.tsx')))).toBe(true);
    const offenders = files.filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].some((match) => isSlate(match[1]!)),
    );
    expect(offenders.map((file) => relative(SDK_SOURCES, file))).toEqual([]);
  });
});
