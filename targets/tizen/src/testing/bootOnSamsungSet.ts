import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import ts from 'typescript';
import { bootTvBundle, type BootReport } from '../../../../scripts/tvBoot/bootCheck.js';

const here = dirname(fileURLToPath(import.meta.url));

/** One call the page made on tizen.filesystem or tizen.download. */
export interface SamsungSetCall {
  /** "filesystem.rename", "download.start"... */
  method: string;
  /** Its arguments as JSON has them: a callback as null, a DownloadRequest as its fields. */
  args: unknown[];
}

/** What the page showed and the set kept, read from the reference Samsung set at the end. */
export interface SamsungSetReport {
  /**
   * Each image source the page showed, with what opening it on the set's file system gave when
   * it was first seen: the bytes as Latin-1 text, or the error.
   */
  shownSrcs: Record<string, { text: string } | { error: string }>;
  /** The set's files by virtual path ("wgt-private/..."), as the fake keeps them. */
  kept: string[];
  calls: SamsungSetCall[];
  /** Every file system or download call that failed: thrown, or through its error callback. */
  failures: string[];
}

/**
 * The reference Tizen fake as one classic script defining `__referenceTizen`, in the language of
 * the boot check's engine: the fakes import each other as "./x.js" from their .ts sources, and
 * TypeScript only strips the types and lowers the syntax to ES2017.
 */
async function referenceTizenScript(): Promise<string> {
  const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2017 };
  const bundle = await rollup({
    input: join(here, 'referenceTizen.ts'),
    plugins: [
      {
        name: 'reference-fake-sources',
        resolveId: (source, importer) =>
          importer && source.startsWith('.')
            ? join(dirname(importer), source.replace(/\.js$/, '.ts'))
            : null,
        transform: (code, id) =>
          ts.transpileModule(code, { compilerOptions, fileName: id }).outputText,
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'iife', name: '__referenceTizen' });
  await bundle.close();
  return output[0].code;
}

/**
 * The page's side of the set, run before the loader as the firmware defines its globals before
 * index.html's scripts: `tizen`, `webapis` and `b2bapis` from the reference fake, with every
 * tizen.filesystem and tizen.download call recorded, and every <img> source the page shows
 * opened on the set's file system (as the web engine would load a file: URL). Written out when
 * the boot ends. Plain ES5, for the boot check's old engine.
 */
function setScript(options: {
  served: ReadonlyMap<string, Uint8Array>;
  privileges: readonly string[];
  packageId: string;
  out: string;
}): string {
  const served = [...options.served].map(([url, bytes]) => [url, [...bytes]]);
  return `(function () {
  var device = __referenceTizen.createReferenceTizen({
    served: new Map(${JSON.stringify(served)}.map(function (e) { return [e[0], new Uint8Array(e[1])]; })),
    privileges: ${JSON.stringify(options.privileges)},
    packageId: ${JSON.stringify(options.packageId)}
  });
  var platform = device.platform;
  var calls = [];
  var failures = [];
  var isError = function (value) {
    return value !== null && typeof value === 'object' && 'code' in value && 'name' in value;
  };
  var watched = function (method, fn) {
    return function () {
      var self = this;
      var args = Array.prototype.slice.call(arguments);
      Array.prototype.forEach.call(arguments, function (value) {
        if (isError(value)) failures.push(method + ': ' + value.name + ': ' + value.message);
      });
      return fn.apply(self, args);
    };
  };
  // Callbacks, alone or in a DownloadCallback object, report the error they are handed.
  var watchCallbacks = function (method, value) {
    if (typeof value === 'function') return watched(method, value);
    if (value === null || typeof value !== 'object' || value instanceof platform.tizen.DownloadRequest)
      return value;
    var out = {};
    Object.keys(value).forEach(function (key) { out[key] = watchCallbacks(method, value[key]); });
    return out;
  };
  var recorded = function (name, api) {
    var out = {};
    Object.keys(api).forEach(function (key) {
      var value = api[key];
      if (typeof value !== 'function') return (out[key] = value);
      var method = name + '.' + key;
      out[key] = function () {
        var args = Array.prototype.slice.call(arguments);
        calls.push({ method: method, args: JSON.parse(JSON.stringify(args, function (k, v) {
          return typeof v === 'function' ? undefined : v;
        })) });
        try {
          return value.apply(api, args.map(function (arg) { return watchCallbacks(method, arg); }));
        } catch (error) {
          failures.push(method + ' threw ' + (error && error.name) + ': ' + (error && error.message));
          throw error;
        }
      };
    });
    return out;
  };
  var tizen = {};
  Object.keys(platform.tizen).forEach(function (key) { tizen[key] = platform.tizen[key]; });
  tizen.filesystem = recorded('filesystem', platform.tizen.filesystem);
  tizen.download = recorded('download', platform.tizen.download);
  window.tizen = tizen;
  window.webapis = platform.webapis;
  if (platform.b2bapis) window.b2bapis = platform.b2bapis;

  var fs = platform.tizen.filesystem;
  var load = function (src) {
    try {
      var handle = fs.openFile(src, 'r');
      try {
        var bytes = handle.readData();
      } finally {
        handle.close();
      }
      var text = '';
      for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
      return { text: text };
    } catch (error) {
      return { error: (error && error.name) + ': ' + (error && error.message) };
    }
  };
  var shown = {};
  setInterval(function () {
    document.body.findAll(function (e) { return e.tagName === 'IMG'; }).forEach(function (img) {
      var src = img.getAttribute('src');
      if (src && !(src in shown)) shown[src] = load(src);
    });
  }, 10000);
  process.on('exit', function () {
    process.mainModule.require('fs').writeFileSync(${JSON.stringify(options.out)}, JSON.stringify({
      shownSrcs: shown,
      kept: Array.from(device.files.keys()),
      calls: calls,
      failures: failures
    }));
  });
})();
`;
}

/** Local state of a paired set (storageLocalState's prefix + the credentials key). */
const PAIRED = {
  'marquee:marquee.device': JSON.stringify({ deviceId: 'boot-device', deviceToken: 'mqd_boot' }),
};

/**
 * Boots a .wgt's js/loader.js and js/player.js with the boot check (scripts/tvBoot: its old V8,
 * a paired set, a scripted server publishing `content`) on a Samsung set made of the reference
 * Tizen fake, which grants `privileges` (config.xml's) to the application package `packageId`,
 * and whose network serves `served`.
 */
export async function bootOnSamsungSet(options: {
  loader: Uint8Array | string;
  player: Uint8Array | string;
  content: unknown;
  served: ReadonlyMap<string, Uint8Array>;
  privileges: readonly string[];
  packageId: string;
  hours: number;
}): Promise<{ report: BootReport; set: SamsungSetReport }> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-tizen-set-'));
  mkdirSync(join(dir, 'js'));
  const out = join(dir, 'set.json');
  const page = [
    await referenceTizenScript(),
    setScript({ ...options, out }),
    String(options.loader),
  ];
  writeFileSync(join(dir, 'js/loader.js'), page.join(';\n'));
  writeFileSync(join(dir, 'js/player.js'), options.player);
  const report = bootTvBundle({
    platform: 'tizen',
    dir,
    content: options.content,
    storage: PAIRED,
    start: '2025-03-01T00:00:00.000Z',
    hours: options.hours,
  });
  return { report, set: JSON.parse(readFileSync(out, 'utf8')) as SamsungSetReport };
}
