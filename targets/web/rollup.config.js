import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { downlevelDependencies } from './build/downlevel.js';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Copies index.html next to the bundle; the server serves both under /player/. */
const copyIndexHtml = {
  name: 'copy-index-html',
  writeBundle() {
    mkdirSync(here('./dist'), { recursive: true });
    copyFileSync(here('./index.html'), here('./dist/index.html'));
  },
};

// One ES2017 browser bundle: the sdk comes in as TypeScript sources (the "source" export
// condition), so a player fix needs no separate sdk build.
export default {
  input: here('./src/main.tsx'),
  output: { file: here('./dist/player.js'), format: 'es', sourcemap: true },
  plugins: [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production') },
    }),
    nodeResolve({
      browser: true,
      exportConditions: ['source', 'browser', 'module', 'import', 'default'],
      extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'],
    }),
    downlevelDependencies(),
    commonjs(),
    typescript({
      tsconfig: here('./tsconfig.json'),
      include: [here('./src/**/*'), here('../../sdk/src/**/*')],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
      compilerOptions: {
        noEmit: false,
        target: 'ES2017',
        declaration: false,
        sourceMap: true,
        rootDir: here('../..'),
      },
      noEmitOnError: false,
    }),
    terser({ ecma: 2017 }),
    copyIndexHtml,
  ],
  onwarn(warning, warn) {
    // React and some deps use `this` at the top level of their CJS wrappers; harmless in a bundle.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    // zod's comments and import cycles are its own business and harmless once bundled.
    if (warning.code === 'INVALID_ANNOTATION' || warning.code === 'CIRCULAR_DEPENDENCY') return;
    // Follow-ups of the ignored warnings above in downlevelled code, which has no exact location.
    if (warning.code === 'SOURCEMAP_ERROR') return;
    warn(warning);
  },
};
