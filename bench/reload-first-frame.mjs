// From a reload to the first frame of kept content, offline, at full CPU speed and with the CPU
// slowed 4× (Chromium's own throttling), side by side in one run. Target: ≤ 500 ms at 4×.
// Usage: node bench/reload-first-frame.mjs [runs per speed] [--trace] [--profile] [--cpu] [--shell=no-store]
// (from the repository root, after `npm run build`; it starts server/dist and loads targets/web/dist;
// BENCH_PORT=<port> serves on that port instead of any free one)
//
// A player on the kept fake host (`/player/?host=fake&keep=1`, the TV path: state and media in
// IndexedDB) is paired, plays the demo playlist and keeps it. Then the server goes away and only
// the player's two files are served, on the same port. Each run reloads the page and measures,
// from the navigation's start, the first animation frame in which a stage layer is visible with
// its picture decoded: what a screen shows first after a reboot. Speeds alternate run by run, so
// both see the same machine.
/* global window, document, requestAnimationFrame, MutationObserver, indexedDB */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './support/built-server.mjs';

const RUNS = Number(process.argv[2] ?? 15);
/** `--trace`: one more reload at 4× under Chromium's tracing, and where its main thread went. */
const TRACE = process.argv.includes('--trace');
/** `--profile`: one more reload at 4× under V8's profiler, self time by source file of the bundle. */
const PROFILE = process.argv.includes('--profile');
/**
 * How the player's files come back offline: `revalidate` (default) as the server sends them
 * (no-cache with an ETag, a 304 when unchanged), so Chromium keeps the bundle's compiled code
 * between loads as it does behind the service worker; `no-store` never keeps them.
 */
const SHELL = process.argv.includes('--shell=no-store') ? 'no-store' : 'revalidate';
/**
 * `--cpu`: every measured reload runs under a light trace, and reports the renderer main
 * thread's CPU time (thread time of its tasks) from the navigation's start to the first frame.
 * Unlike the wall time, it hardly moves with the machine's load or with the 4× throttling, so
 * builds can be compared on a busy machine.
 */
const CPU = process.argv.includes('--cpu');
const SPEEDS = [1, 4];
const root = resolve(import.meta.dirname, '..');
const webDist = join(root, 'targets/web/dist');
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const DEMO_ADMIN = { email: 'admin@marquee.local', password: 'marquee-demo' };

async function graphql(url, query, variables = {}, token = '') {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const until = async (what, check, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

/**
 * Only the player's page and bundle (its entry and the chunks it loads later, under assets/), as
 * from a TV's package: everything else is refused. Chunks are named by their content and cached
 * for good, as the server sends them.
 */
function serveShellOnly(port) {
  const files = { '/player/': 'index.html', '/player/player.js': 'player.js' };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://shell').pathname;
    const chunk = /^\/player\/(assets\/[\w-]+\.js)$/.exec(path)?.[1];
    if (chunk && existsSync(join(webDist, chunk))) {
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      return void res.end(readFileSync(join(webDist, chunk)));
    }
    const file = files[path];
    if (!file) return void req.socket.destroy();
    const body = readFileSync(join(webDist, file));
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (SHELL === 'revalidate' && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': 'no-cache' });
      return void res.end();
    }
    res.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html',
      ...(SHELL === 'revalidate'
        ? { etag, 'cache-control': 'no-cache' }
        : { 'cache-control': 'no-store' }),
    });
    res.end(body);
  });
  server.on('upgrade', (_req, socket) => socket.destroy());
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

/** Installed in every document: the first frame with a visible, decoded stage layer. */
function watchFirstFrame() {
  const look = () => {
    if (window.__firstFrame !== undefined) return;
    const layer = document.querySelector('[data-testid="stage-layer"][data-visible="true"]');
    const img = layer?.querySelector('img');
    if (!img || !img.complete || img.naturalWidth === 0) return;
    requestAnimationFrame(() => {
      if (window.__firstFrame !== undefined) return;
      window.__firstFrame = performance.now();
      performance.mark('marquee-first-frame');
    });
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    // An image that decodes after the layer shows fires load, not a mutation.
    document.addEventListener('load', look, true);
  });
}

/** Where the page's time went, from the Navigation Timing entry. */
const timings = () => {
  const nav = performance.getEntriesByType('navigation')[0];
  const script = performance.getEntriesByType('resource').find((r) => r.name.endsWith('player.js'));
  return {
    firstFrame: window.__firstFrame,
    domContentLoaded: nav.domContentLoadedEventEnd,
    scriptLoaded: script?.responseEnd,
  };
};

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), all: values };
};

/** A top-level task of a thread, as Chromium's traces name it (newer builds: the second). */
const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;

/**
 * The summed `field` (dur: wall time, tdur: thread time) of a thread's top-level tasks, in µs.
 * A task inside another (a nested run loop, or one trace naming it twice) counts in its outer one.
 */
function taskTime(events, field) {
  const tasks = events
    .filter((e) => e.ph === 'X' && TASK.test(e.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let total = 0;
  let end = 0;
  for (const e of tasks) {
    if (e.ts < end) continue;
    total += e[field] ?? 0;
    end = e.ts + (e.dur ?? 0);
  }
  return total;
}

/** Main-thread work of the player's page by kind, in ms, up to its first frame. */
const KINDS = {
  'script evaluation (module top level)': /^(EvaluateScript|v8\.evaluateModule)$/,
  'tasks: timers, promises, events':
    /^(FunctionCall|TimerFire|RunMicrotasks|EventDispatch|FireAnimationFrame)$/,
  'HTML parse': /^ParseHTML$/,
  'style and layout': /^(UpdateLayoutTree|Layout|RecalculateStyles)$/,
  'paint and composite': /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit)$/,
};

async function tracedReload(page, cdp) {
  const file = join(mkdtempSync(join(tmpdir(), 'marquee-trace-')), 'reload-4x.json');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({
    path: file,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.reload({ waitUntil: 'load' });
  await until('the first frame', () => page.evaluate(() => window.__firstFrame), 20_000);
  const firstFrame = await page.evaluate(() => window.__firstFrame);
  await page.tracing.stop();
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
  // The renderer's main thread that ran the player: where the first-frame mark was set; the
  // window: from that thread's first task after the reload to the mark.
  const mark = traceEvents.find((e) => e.name === 'marquee-first-frame');
  const onMain = traceEvents.filter(
    (e) => e.pid === mark?.pid && e.tid === mark?.tid && e.ph === 'X' && e.ts <= mark.ts,
  );
  const end = mark?.ts ?? 0;
  const start = end - firstFrame * 1000;
  const main = onMain.filter((e) => e.ts >= start);
  const sum = (pattern) =>
    Math.round(
      main.filter((e) => pattern.test(e.name)).reduce((t, e) => t + (e.dur ?? 0), 0) / 1000,
    );
  const busy = taskTime(main, 'dur');
  return {
    trace: file,
    firstFrame: Math.round(firstFrame),
    mainThreadBusy: Math.round(busy / 1000),
    mainThreadCpu: Math.round(taskTime(main, 'tdur') / 1000),
    // Kinds overlap (a compile inside an evaluation inside a task): each is its own total.
    ...Object.fromEntries(Object.entries(KINDS).map(([kind, pattern]) => [kind, sum(pattern)])),
  };
}

/** The package or sdk folder a bundle position comes from, e.g. "zod" or "sdk/src/widgets". */
const sourceOf = (source) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = /(sdk|targets)\/(src|web)\/([^/]+)/.exec(source);
  return own ? own.slice(1).join('/') : source;
};

async function profiledReload(page, cdp) {
  const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
  // The player's files (its entry and its chunks under assets/), each with its source map.
  const maps = new Map();
  const mapOf = (url) => {
    const file = /\/player\/((?:assets\/)?[\w-]+\.js)$/.exec(url)?.[1];
    if (!file || !existsSync(join(webDist, `${file}.map`))) return null;
    if (!maps.has(file))
      maps.set(
        file,
        new SourceMapConsumer(JSON.parse(readFileSync(join(webDist, `${file}.map`), 'utf8'))),
      );
    return maps.get(file);
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'load' });
  await until('the first frame', () => page.evaluate(() => window.__firstFrame), 20_000);
  const { profile } = await cdp.send('Profiler.stop');
  const spent = new Map();
  profile.samples.forEach((id, i) => spent.set(id, (spent.get(id) ?? 0) + profile.timeDeltas[i]));
  const bySource = new Map();
  for (const { id, callFrame: f } of profile.nodes) {
    let key = f.url ? f.url.split('/').pop() : `(${f.functionName || 'program'})`;
    const map = f.lineNumber >= 0 ? mapOf(f.url) : null;
    if (map) {
      const at = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
      key = sourceOf(at.source ?? '?');
    }
    bySource.set(key, (bySource.get(key) ?? 0) + (spent.get(id) ?? 0));
  }
  return Object.fromEntries(
    [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([key, us]) => [key, Math.round(us / 1000)]),
  );
}

/** Starts a light trace (tasks and the first-frame mark) before a reload, when `--cpu`. */
async function startCpuTrace(page) {
  if (!CPU) return null;
  const file = join(mkdtempSync(join(tmpdir(), 'marquee-cpu-')), 'reload.json');
  await page.tracing.start({ path: file, categories: ['toplevel', 'blink.user_timing'] });
  return file;
}

/**
 * The renderer main thread's CPU time (ms) in the tasks that started from the navigation's
 * start to the first-frame mark; a task that runs past the mark counts in full.
 */
async function cpuToFirstFrame(page, file, firstFrame) {
  await page.tracing.stop();
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
  if (!process.env.KEEP_TRACE) rmSync(dirname(file), { recursive: true, force: true });
  const mark = traceEvents.find((e) => e.name === 'marquee-first-frame');
  if (!mark) return NaN;
  const start = mark.ts - firstFrame * 1000;
  const onMain = traceEvents.filter(
    (e) => e.pid === mark.pid && e.tid === mark.tid && e.ts >= start && e.ts <= mark.ts,
  );
  return Math.round(taskTime(onMain, 'tdur') / 1000);
}

async function main() {
  const { server, url } = await startBuiltServer('reload', { PORT: process.env.BENCH_PORT ?? '0' });
  const port = Number(new URL(url).port);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: mkdtempSync(join(tmpdir(), 'marquee-bench-chromium-')),
    args: FLAGS,
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 960, height: 540 });
  await page.evaluateOnNewDocument(watchFirstFrame);
  const { signIn } = await graphql(
    url,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
    { e: DEMO_ADMIN.email, p: DEMO_ADMIN.password },
  );
  const token = `Bearer ${signIn.token}`;
  await page.goto(`${url}/player/?host=fake&keep=1`);
  const code = await until('the pairing code', () =>
    page.$eval('[data-testid="pairing-code"]', (el) => el.textContent.trim()).catch(() => ''),
  );
  const { pairDevice } = await graphql(
    url,
    'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id } }',
    { c: code, n: 'Bench' },
    token,
  );
  const { playlists } = await graphql(url, '{ playlists { _id name } }', {}, token);
  await graphql(
    url,
    'mutation($d: ID!, $c: PublishContentInput!) { publishToDevice(deviceId: $d, content: $c) { _id } }',
    {
      d: pairDevice._id,
      c: {
        collectionName: 'playlist',
        entityId: playlists.find((p) => p.name === 'Demo playlist')._id,
      },
    },
    token,
  );
  // Kept: the content for the next boot and its three pictures, in the fake host's IndexedDB,
  // and the content on screen (a renderer's code, loaded when first drawn, came while online).
  await until('the kept content and media', () =>
    page.evaluate(
      () =>
        new Promise((done) => {
          const open = indexedDB.open('marquee-fake');
          open.onsuccess = () => {
            const tx = open.result.transaction(['files', 'state']);
            const files = tx.objectStore('files').getAllKeys();
            const state = tx.objectStore('state').getAllKeys();
            tx.oncomplete = () =>
              done(
                files.result.filter((k) => String(k).startsWith('media-')).length >= 3 &&
                  state.result.includes('marquee.keptContent') &&
                  window.__firstFrame !== undefined,
              );
          };
          open.onerror = () => done(false);
        }),
    ),
  );
  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  const shell = await serveShellOnly(port);

  const cdp = await page.createCDPSession();
  const results = Object.fromEntries(SPEEDS.map((s) => [s, { firstFrame: [], dcl: [], cpu: [] }]));
  // One warm-up reload per speed: the first offline load compiles the bundle afresh.
  for (let run = -1; run < RUNS; run++) {
    for (const rate of SPEEDS) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const traceFile = await startCpuTrace(page);
      await page.reload({ waitUntil: 'load' });
      await until('the first frame', () => page.evaluate(() => window.__firstFrame), 20_000);
      const t = await page.evaluate(timings);
      const cpu = traceFile ? await cpuToFirstFrame(page, traceFile, t.firstFrame) : NaN;
      if (run < 0) continue;
      results[rate].firstFrame.push(Math.round(t.firstFrame));
      results[rate].dcl.push(Math.round(t.domContentLoaded));
      if (CPU) results[rate].cpu.push(cpu);
    }
  }
  const breakdown = TRACE ? await tracedReload(page, cdp) : undefined;
  const selfTime = PROFILE ? await profiledReload(page, cdp) : undefined;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const out = {};
  for (const rate of SPEEDS)
    out[`${rate}x`] = {
      firstFrame: summary(results[rate].firstFrame),
      domContentLoaded: summary(results[rate].dcl),
      ...(CPU ? { mainThreadCpu: summary(results[rate].cpu) } : {}),
    };
  const ratio = out['4x'].firstFrame.median / out['1x'].firstFrame.median;
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        shell: SHELL,
        load: os.loadavg().map((l) => Math.round(l * 10) / 10),
        ...out,
        ratio: Math.round(ratio * 100) / 100,
        breakdown,
        selfTime,
      },
      null,
      2,
    ),
  );
  await browser.close();
  await new Promise((r) => shell.close(r));
}

await main();
