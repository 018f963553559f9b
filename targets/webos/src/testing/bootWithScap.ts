import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import ts from 'typescript';
import type { BootReport } from '../../../../scripts/tvBoot/bootCheck.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../../..');
const bootScript = join(repoRoot, 'scripts/tvBoot/boot.cjs');

/** What the page loaded and the set kept, read from the reference SCAP device at the end. */
export interface KeptMediaReport {
  /** Each image source the page showed, with what loading it from there gave. */
  shownSrcs: Record<string, { status: number; text: string } | { error: string } | null>;
  /** Internal memory paths, under file://internal/. */
  kept: string[];
  peakReadBytes: number;
  calls: string[];
}

/** helper-23's reference SCAP fake as one classic script defining `__referenceScap`. */
async function referenceScapScript(): Promise<string> {
  const bundle = await rollup({
    input: join(here, './referenceScap.ts'),
    external: ['node:crypto'],
    onwarn: (warning, warn) => {
      if (warning.code !== 'MISSING_NODE_BUILTINS') warn(warning);
    },
    plugins: [
      {
        name: 'ts-for-js',
        resolveId(source, importer) {
          if (importer?.endsWith('.ts') && source.startsWith('.') && source.endsWith('.js'))
            return join(dirname(importer), source.replace(/\.js$/, '.ts'));
          return null;
        },
      },
      {
        name: 'strip-types',
        transform(code, id) {
          if (!id.endsWith('.ts')) return null;
          const options = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
          return ts.transpileModule(code, { compilerOptions: options, fileName: id }).outputText;
        },
      },
    ],
  });
  const { output } = await bundle.generate({
    format: 'iife',
    name: '__referenceScap',
    // Only Storage.getMD5Hash hashes with node:crypto, and nothing here calls it.
    globals: { 'node:crypto': '({})' },
  });
  return output[0].code;
}

/**
 * The page's side of the set: the SCAP globals the set's library would define, fetch reaching
 * the set's local file server at 127.0.0.1:9080, and a record of every <img> source the page
 * showed, loaded from where it points. Written out when the boot ends.
 */
function setScript(served: ReadonlyMap<string, Uint8Array>, out: string): string {
  const entries = [...served].map(([url, bytes]) => [url, [...bytes]]);
  return `(function () {
  // Node's fetch classes load lazily and need the Buffer the boot check removed: hidden here,
  // so the host reads kept files back with Storage.readFile.
  ['Response', 'Request', 'Headers', 'ReadableStream', 'FormData'].forEach(function (name) {
    Object.defineProperty(window, name, { value: undefined, writable: true, configurable: true });
  });
  var device = __referenceScap.createReferenceScap({
    served: new Map(${JSON.stringify(entries)}.map(function (e) { return [e[0], new Uint8Array(e[1])]; }))
  });
  Object.keys(device.globals).forEach(function (name) { window[name] = device.globals[name]; });
  var networkFetch = window.fetch;
  window.fetch = function (url, init) {
    if (String(url).indexOf('http://127.0.0.1:9080/') !== 0) return networkFetch(url, init);
    return device.serve(String(url)).then(function (r) {
      return { ok: r.ok, status: r.status, body: null, arrayBuffer: r.arrayBuffer, text: r.text,
        headers: { get: function () { return null; } } };
    });
  };
  var shown = {};
  setInterval(function () {
    document.body.findAll(function (e) { return e.tagName === 'IMG'; }).forEach(function (img) {
      var src = img.getAttribute('src');
      if (!src || src in shown) return;
      shown[src] = null;
      device.serve(src).then(
        function (r) { shown[src] = { status: r.status, text: new TextDecoder().decode(r.bytes) }; },
        function (e) { shown[src] = { error: String(e) }; });
    });
  }, 10000);
  process.on('exit', function () {
    process.mainModule.require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify({
      shownSrcs: shown,
      kept: Array.from(device.files.keys()),
      peakReadBytes: device.peakReadBytes,
      calls: device.calls.map(function (c) { return c.method; })
    }));
  });
})();
`;
}

/**
 * Boots a package's js/loader.js and js/player.js the way the boot check does (scripts/tvBoot,
 * a paired set, a scripted server publishing `content`), on a set with the SCAP library loaded
 * before the loader, as index.html loads it. It runs in this Node, not the old V8 of the day
 * check: the reference fake is modern code, and the point here is where media is kept and
 * loaded from.
 */
export async function bootWithScap(options: {
  loader: Uint8Array | string;
  player: Uint8Array | string;
  content: unknown;
  served: ReadonlyMap<string, Uint8Array>;
  hours: number;
}): Promise<{ report: BootReport; set: KeptMediaReport }> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-webos-scap-'));
  mkdirSync(join(dir, 'js'));
  const out = join(dir, 'set.json');
  const page = [
    await referenceScapScript(),
    setScript(options.served, out),
    String(options.loader),
  ];
  writeFileSync(join(dir, 'js/loader.js'), page.join(';\n'));
  writeFileSync(join(dir, 'js/player.js'), options.player);
  const scenario = join(dir, 'scenario.json');
  writeFileSync(
    scenario,
    JSON.stringify({
      platform: 'webos',
      dir,
      content: options.content,
      storage: {
        'marquee:marquee.device': JSON.stringify({
          deviceId: 'boot-device',
          deviceToken: 'mqd_boot',
        }),
      },
      start: '2025-03-01T00:00:00.000Z',
      hours: options.hours,
      debug: false,
      userAgent: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/53.0.2785.34',
    }),
  );
  const stdout = execFileSync(process.execPath, [bootScript, scenario], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { PATH: process.env.PATH, TZ: 'UTC' },
  });
  const lines = stdout.trim().split('\n');
  const report = JSON.parse(lines[lines.length - 1]!) as BootReport;
  return { report, set: JSON.parse(readFileSync(out, 'utf8')) as KeptMediaReport };
}
