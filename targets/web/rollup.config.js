import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { downlevelDependencies } from '../../scripts/build/downlevel.js';
import { stripTypes } from '../../scripts/build/stripTypes.js';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Copies the pages next to the bundles; the server serves them under /player/. */
const copyIndexHtml = {
  name: 'copy-index-html',
  writeBundle() {
    mkdirSync(here('./dist'), { recursive: true });
    copyFileSync(here('./index.html'), here('./dist/index.html'));
    copyFileSync(here('./frame.html'), here('./dist/frame.html'));
  },
};

// One ES2017 browser bundle: the sdk comes in as TypeScript sources (the "source" export
// condition), so a player fix needs no separate sdk build.
const pageBundle = (input, file, extraPlugins = []) => ({
  input: here(input),
  output: { file: here(file), format: 'es', sourcemap: true },
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
    stripTypes({
      include: [here('./src/'), here('../../sdk/src/')],
      exclude: [/\.test\.tsx?$/],
      target: 'ES2017',
      sourceMap: true,
    }),
    terser({ ecma: 2017 }),
    ...extraPlugins,
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
});

/** The service worker: a classic script at /player/sw.js, so its scope is the whole player. */
const serviceWorker = {
  input: here('./src/serviceWorker.ts'),
  output: { file: here('./dist/sw.js'), format: 'iife' },
  plugins: [
    nodeResolve({ extensions: ['.mjs', '.js', '.ts'] }),
    stripTypes({ include: [here('./src/')], target: 'ES2017' }),
    terser({ ecma: 2017 }),
  ],
};

/** The TV frame host page's script (frame.html): the player's host, lent over postMessage. */
const frame = pageBundle('./src/frame.ts', './dist/frame.js');

export default [
  pageBundle('./src/main.tsx', './dist/player.js', [copyIndexHtml]),
  serviceWorker,
  frame,
];
