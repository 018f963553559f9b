import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import ts from 'typescript';
import { downlevelDependencies } from './downlevel.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** ECMAScript level of each TV engine: Tizen 4 runs Chromium 56, webOS 4 Chromium 53. */
export const ENGINE_TARGETS = {
  ES2017: { ts: ts.ScriptTarget.ES2017, tsName: 'ES2017', ecma: 2017 },
  // No native async functions: TypeScript turns them into generators.
  ES2016: { ts: ts.ScriptTarget.ES2016, tsName: 'ES2016', ecma: 2016 },
};

/**
 * One classic-script (IIFE) player bundle for a TV target: old TV engines have no
 * `<script type="module">`. The sdk comes in as TypeScript sources and, like every dependency,
 * is compiled down to the engine's level. `input` is relative to `targetDir`: the player's entry
 * by default, or the shell's loader.
 */
export function tvBundle({ targetDir, engine, serverUrl, outFile, input = 'src/main.tsx' }) {
  const level = ENGINE_TARGETS[engine];
  return {
    input: `${targetDir}/${input}`,
    output: { file: outFile, format: 'iife', sourcemap: false },
    plugins: [
      replace({
        preventAssignment: true,
        values: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          __MARQUEE_SERVER_URL__: JSON.stringify(serverUrl),
        },
      }),
      nodeResolve({
        browser: true,
        exportConditions: ['source', 'browser', 'module', 'import', 'default'],
        extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'],
      }),
      downlevelDependencies({ target: level.ts }),
      commonjs(),
      typescript({
        tsconfig: `${targetDir}/tsconfig.browser.json`,
        include: [`${targetDir}/src/**/*`, `${repoRoot}sdk/src/**/*`],
        exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
        compilerOptions: {
          noEmit: false,
          target: level.tsName,
          declaration: false,
          sourceMap: false,
          rootDir: repoRoot,
        },
        noEmitOnError: false,
      }),
      terser({ ecma: level.ecma }),
    ],
    onwarn(warning, warn) {
      if (['THIS_IS_UNDEFINED', 'INVALID_ANNOTATION', 'CIRCULAR_DEPENDENCY'].includes(warning.code))
        return;
      if (warning.code === 'SOURCEMAP_ERROR') return;
      warn(warning);
    },
  };
}
