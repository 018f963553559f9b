import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { babel } from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { guardBigInt } from './guardBigInt.js';
import { stripTypes } from './stripTypes.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const coreJsVersion = createRequire(import.meta.url)('core-js/package.json').version;

/**
 * The web engine of each packaged target's oldest supported device, as a browserslist query.
 * Babel transpiles to it and core-js adds exactly the built-ins the bundle uses that it lacks.
 * - tizen: Tizen 4.0 sets run Chromium 56.
 * - webos: webOS 4.0 sets run Chromium 53; we build for Chrome 51 because the oldest V8 the
 *   boot check can run (Node 6, V8 5.1) is that old, and the gap costs only `**` and a few
 *   spec fixes.
 * - android: Android System WebView 69 (Android 9's first WebView); older boxes can update it.
 */
export const ENGINES = {
  tizen: { browsers: 'chrome 56', ecma: 2017 },
  webos: { browsers: 'chrome 51', ecma: 2016 },
  android: { browsers: 'chrome 69', ecma: 2018 },
};

/**
 * core-js modules usage mode would add that these engines do not need: it cannot tell an array's
 * `.map` from an iterator helper's, and it replaces whole built-ins the engines have (URL, JSON,
 * typed arrays) for spec additions we never call (URL.parse, JSON.rawJSON, Uint8Array base64).
 * Any `new Set`/`new Map` also brings the ES2025 set algebra and Map#getOrInsert, which no code
 * in the bundles calls (checked with a grep of sdk/ and targets/; TV_BUNDLE_DEBUG=1 lists what is
 * added and why). Array#push is replaced only for a length-overflow edge, and DOMException's
 * stack is cosmetic. Error's `cause` option only helps a debugger (no code reads it; HostError
 * keeps it by hand), and its polyfill wraps every Error constructor. Left out, they would more
 * than double the loader.
 */
const UNNEEDED_POLYFILLS = [
  /^web\.url/,
  /^es(next)?\.json\.(stringify|parse)$/,
  /^es(next)?\.iterator\./,
  /^es(next)?\.uint8-array\./,
  /^es(next)?\.typed-array\./,
  /^es(next)?\.array-buffer\./,
  /^es(next)?\.set\.(union|intersection|difference|symmetric-difference|is-subset-of|is-superset-of|is-disjoint-from)/,
  /^es(next)?\.map\.get-or-insert/,
  /^es\.array\.push$/,
  /^web\.dom-exception\.stack$/,
  /^es\.error\.cause$/,
];

/**
 * The loader must stay small to be the fallback that always loads (at most 20 KB gzipped). The
 * engines' own Promise does all it asks (then/catch, no finally, no unhandled-rejection events);
 * core-js would replace the whole constructor for spec details the loader never meets. The boot
 * check (scripts/tvBoot) runs the loader in V8 5.1 and 5.5 on their native Promise.
 */
const NATIVE_ENOUGH_FOR_LOADER = [/^es\.promise$/];

/**
 * Web APIs the bundles use that core-js does not cover, by name: a module that installs each
 * when the engine lacks it. xstate's fromPromise makes an AbortController (Chromium 66) per actor.
 */
const WEB_POLYFILLS = {
  AbortController: 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only.js',
};

/** The bundle's entry: the web polyfills it asks for, then the target's own entry. */
function entryWithPolyfills(entry, polyfills) {
  const id = '\0marquee-tv-entry';
  return {
    name: 'tv-entry-with-polyfills',
    resolveId: (source) => (source === id ? id : null),
    load: (loaded) =>
      loaded === id
        ? [...polyfills.map((name) => WEB_POLYFILLS[name]), entry]
            .map((module) => `import ${JSON.stringify(module)};`)
            .join('\n')
        : null,
    options: (options) => ({ ...options, input: id }),
  };
}

/**
 * For the shells' loaders: `@marquee/sdk` (imported by the platform files code they share with
 * the player) resolves to `@marquee/sdk/shell`, so no React, zod or player comes along. A name
 * missing from the shell entry fails the build loudly.
 */
const sdkShellOnly = {
  name: 'sdk-shell-only',
  resolveId: (source) => (source === '@marquee/sdk' ? `${repoRoot}sdk/src/host/shell.ts` : null),
};

/**
 * One classic-script (IIFE) bundle for a packaged target: old TV engines have no
 * `<script type="module">`. The sdk comes in as TypeScript sources; TypeScript only strips types,
 * then Babel brings every module (ours and dependencies) down to the engine and imports the
 * core-js polyfills it needs (usage mode). `input` is relative to `targetDir`: the player's entry
 * by default, or the shell's loader (`shellOnly`: built against `@marquee/sdk/shell` alone).
 * `polyfills` names the WEB_POLYFILLS the code needs.
 */
export function tvBundle({
  targetDir,
  engine,
  serverUrl,
  outFile,
  input = 'src/main.tsx',
  polyfills = ['AbortController'],
  shellOnly = false,
}) {
  const level = ENGINES[engine];
  if (!level) throw new Error(`Unknown engine ${engine}: one of ${Object.keys(ENGINES)}`);
  return {
    input: `${targetDir}/${input}`,
    // One classic script: code the web player loads later (the QR encoder) comes inline.
    output: { file: outFile, format: 'iife', sourcemap: false, inlineDynamicImports: true },
    plugins: [
      entryWithPolyfills(`${targetDir}/${input}`, polyfills),
      ...(shellOnly ? [sdkShellOnly] : []),
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
      stripTypes({
        include: [`${targetDir}/src/`, `${repoRoot}sdk/src/`],
        exclude: [/\.test\.tsx?$/, /\/testing\//],
      }),
      // CommonJS (React) becomes ESM first, so Babel's polyfill imports are ESM everywhere.
      commonjs(),
      babel({
        babelHelpers: 'bundled',
        babelrc: false,
        configFile: false,
        extensions: ['.js', '.mjs', '.cjs', '.ts', '.tsx'],
        // core-js is the polyfill itself; transforming it would make it polyfill itself.
        exclude: [/\/node_modules\/core-js\//],
        sourceType: 'unambiguous',
        plugins: [guardBigInt],
        presets: [
          [
            '@babel/preset-env',
            {
              targets: level.browsers,
              bugfixes: true,
              modules: false,
              useBuiltIns: 'usage',
              corejs: coreJsVersion,
              exclude: shellOnly
                ? [...UNNEEDED_POLYFILLS, ...NATIVE_ENOUGH_FOR_LOADER]
                : UNNEEDED_POLYFILLS,
              // Only what the engine lacks: no proposals.
              shippedProposals: false,
              // TV_BUNDLE_DEBUG=1 lists each polyfill added and the module that asked for it.
              debug: Boolean(process.env.TV_BUNDLE_DEBUG),
            },
          ],
        ],
      }),
      terser({ ecma: level.ecma, safari10: false }),
    ],
    onwarn(warning, warn) {
      if (['THIS_IS_UNDEFINED', 'INVALID_ANNOTATION', 'CIRCULAR_DEPENDENCY'].includes(warning.code))
        return;
      if (warning.code === 'SOURCEMAP_ERROR') return;
      warn(warning);
    },
  };
}
