import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
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

/** The player's split files (every chunk it may import), for the service worker to keep. */
const playerChunks = [];

/**
 * Notes the player's chunks once they are written, before the service worker is built; an
 * earlier build's chunks (other hashes) are removed first.
 */
const listPlayerChunks = {
  name: 'list-player-chunks',
  buildStart() {
    rmSync(here('./dist/assets'), { recursive: true, force: true });
  },
  generateBundle(_options, bundle) {
    playerChunks.length = 0;
    for (const file of Object.values(bundle))
      if (file.type === 'chunk' && !file.isEntry) playerChunks.push(file.fileName);
    playerChunks.sort();
  },
};

// ES2017 browser bundles: the sdk comes in as TypeScript sources (the "source" export
// condition), so a player fix needs no separate sdk build.
const pageBundle = (input, output, extraPlugins = []) => ({
  input: here(input),
  output: { format: 'es', sourcemap: true, ...output },
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

/**
 * The service worker: a classic script at /player/sw.js, so its scope is the whole player. It is
 * built after the player and keeps the player's chunks with the page and its entry.
 */
const serviceWorker = {
  input: here('./src/serviceWorker.ts'),
  output: { file: here('./dist/sw.js'), format: 'iife' },
  plugins: [
    replace({
      preventAssignment: true,
      values: { __PLAYER_CHUNKS__: () => JSON.stringify(playerChunks.map((f) => `./${f}`)) },
    }),
    nodeResolve({ extensions: ['.mjs', '.js', '.ts'] }),
    stripTypes({ include: [here('./src/')], target: 'ES2017' }),
    terser({ ecma: 2017 }),
  ],
};

/**
 * The TV frame host page's script (frame.html): the player's host, lent over postMessage. One
 * file: what it may import later (the screenshot library) comes inline.
 */
const frame = pageBundle('./src/frame.ts', {
  file: here('./dist/frame.js'),
  inlineDynamicImports: true,
});

/**
 * The player: its small entry `player.js` (it starts what can start before the player's code
 * runs, then imports it: app-<hash>.js) and the chunks loaded after it (widget renderers, the QA
 * panel, the screenshot and QR code libraries), under assets/ with a content hash in their
 * names, which the server caches for good. A reboot then parses what its first frame draws.
 */
const player = pageBundle(
  './src/main.tsx',
  {
    dir: here('./dist'),
    entryFileNames: 'player.js',
    // A widget's renderer is named after its folder: assets/image-render-<hash>.js.
    chunkFileNames: ({ facadeModuleId }) => {
      const widget = /widgets\/([^/]+)\/render\.tsx?$/.exec(facadeModuleId ?? '')?.[1];
      return `assets/${widget ? `${widget}-` : ''}[name]-[hash].js`;
    },
  },
  [copyIndexHtml, listPlayerChunks],
);

export default [player, serviceWorker, frame];
