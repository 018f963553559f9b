// Gapless video: how long the screen waits between video A's last frame and video B's
// first when the player's renderer swaps from one to the other, measured in Chromium with
// requestVideoFrameCallback. Usage: node bench/video-gap.mjs [runs per trigger]
// The stage triggers run the whole player stage (StagePlayer on the player clock) over a
// playlist of two videos whose length is off the 250 ms tick grid.
import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer-core';
import { build } from 'rolldown';

const RUNS = Number(process.argv[2] ?? 10);
/**
 * ended: swap on A's ended event; last-frame: swap once A's last frame is on screen; stage: the
 * player's stage switches at the item's exact end; stage-ticks: the same stage switching only on
 * its 250 ms clock ticks (a clock passed in, as before exact end ticks).
 */
const TRIGGERS = ['last-frame', 'ended', 'stage', 'stage-ticks'];
const FPS = 30;
const SECONDS = 2;
/** The stage triggers' clips: 2.1 s ends fall between 250 ms ticks. */
const STAGE_SECONDS = 2.1;
const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'marquee-video-gap-'));
const run = promisify(execFile);

/** Two short clips of distinct colours, VP8 in WebM (what every Chromium build decodes). */
async function makeVideos() {
  const clip = (name, seconds, hue) =>
    run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `testsrc=size=640x360:rate=${FPS}:duration=${seconds}`],
      ...(hue ? ['-vf', 'hue=h=180'] : []),
      ...['-c:v', 'libvpx', '-b:v', '1M', '-auto-alt-ref', '0', join(work, name)],
    ]);
  await Promise.all([
    clip('a.webm', SECONDS, false),
    clip('b.webm', SECONDS, true),
    clip('sa.webm', STAGE_SECONDS, false),
    clip('sb.webm', STAGE_SECONDS, true),
  ]);
}

/** The page: the player's zone stage and video widget from the sdk sources, bundled as is. */
async function bundlePage() {
  const entry = join(work, 'entry.tsx');
  writeFileSync(
    entry,
    `
import { createRoot } from 'react-dom/client';
import { ZoneStage } from '${root}sdk/src/render/ZoneStage.tsx';
import { StagePlayer } from '${root}sdk/src/render/StagePlayer.tsx';
import { parsePlayableContent } from '${root}sdk/src/player/content.ts';
import { playerClock } from '${root}sdk/src/player/runtime/clock.ts';
import '${root}sdk/src/widgets/video/index.ts';

const files = new Map(['a', 'b'].map((id) => [id, { _id: id, name: id, mimetype: 'video/webm',
  url: '/' + id + '.webm', checksum: '', fileSizeInBytes: 1, width: 640, height: 360, duration: ${SECONDS} }]));
const layerOf = (id) => ({ key: id, files, mediaFit: 'contain', entry: { key: id, scene: {
  _id: id, name: id, type: 'video', sceneItems: [{ _id: 'item-' + id, start: 0, end: ${SECONDS},
  x: 0, y: 0, w: 100, h: 100, rotation: 0, item: { type: 'video', fileId: id, body: {} } }] } } });

const stage = createRoot(document.getElementById('stage'));
const frames = { a: [], b: [] };
const watch = (id, video) => {
  const onFrame = (now, meta) => {
    frames[id].push({ now, at: meta.expectedDisplayTime, mediaTime: meta.mediaTime, presented: meta.presentedFrames });
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
};
const TRIGGER = new URLSearchParams(location.search).get('trigger');
const videoOf = (id) => document.querySelector('[data-layer-key="' + id + '"] video');

/** A playlist of the two stage clips, played by the player's stage from its first tick. */
const stageContent = () => {
  const scene = (id) => ({ _id: 's' + id, name: id, type: 'video', sceneItems: [{ _id: 'i' + id,
    start: 0, end: ${STAGE_SECONDS}, x: 0, y: 0, w: 100, h: 100, rotation: 0,
    item: { type: 'video', fileId: 's' + id, body: {} } }] });
  const file = (id) => ({ _id: 's' + id, name: id, mimetype: 'video/webm', url: '/s' + id + '.webm',
    checksum: '', fileSizeInBytes: 1, width: 640, height: 360, duration: ${STAGE_SECONDS},
    pageCount: null, playQuota: null });
  const parsed = parsePlayableContent({ collectionName: 'playlist', entityId: 'p', content: {
    playlists: [{ _id: 'p', name: 'p', playlistItems: ['a', 'b'].map((id) => ({ _id: id,
      type: 'scene-inline', scene: scene(id) })) }],
    scenes: [], schedules: [], files: [file('a'), file('b')], playQuotaCounters: [] } },
    location.origin + '/graphql');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
};

/**
 * The stage triggers: A plays from the first tick (its start waits for its first frame, so the
 * stage cuts it that much short), then B, then A again; the B -> A hand-over at 2 × 2.1 s is the
 * one measured, both clips being preloaded and primed by then.
 */
const measureStage = (ticksOnly) => new Promise((resolve) => {
  const content = stageContent();
  const clock = ticksOnly ? () => playerClock() : undefined;
  stage.render(<StagePlayer content={content} timeZone="UTC" clock={clock} />);
  const sceneVideo = (id) => document.querySelector('[data-scene-id="s' + id + '"] video');
  const visible = () => document.querySelector('[data-testid="stage-layer"][data-visible="true"]')
    ?.dataset.sceneId ?? null;
  const watched = new Set();
  const shows = [];
  const poll = (now) => {
    for (const id of ['a', 'b']) {
      const video = sceneVideo(id);
      if (video && !watched.has(video)) {
        watched.add(video);
        frames[id] = [];
        watch(id, video);
      }
    }
    const shown = visible();
    if (shown !== (shows.at(-1)?.scene ?? null)) shows.push({ scene: shown, now });
    if (shows.filter((s) => s.scene === 'sa').length >= 2) {
      const bShownAt = shows.at(-1).now;
      // B's frames under the name the gap uses for "the video before": its one play, up to the
      // swap (hidden again, B rewinds to its first frame; that frame is not part of the play).
      const played = [];
      for (const f of frames.b) {
        if (f.now > bShownAt || (played.length && f.mediaTime < played.at(-1).mediaTime)) break;
        played.push(f);
      }
      setTimeout(() => resolve({ frames: { a: played, b: frames.a }, primed: true,
        swapAt: bShownAt, bShownAt }), 500);
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
});

window.measure = () => TRIGGER === 'stage' || TRIGGER === 'stage-ticks'
  ? measureStage(TRIGGER === 'stage-ticks')
  : measureLayers();

const measureLayers = () => new Promise((resolve) => {
  stage.render(<ZoneStage current={layerOf('a')} preload={[layerOf('b')]} />);
  const wait = () => {
    const a = videoOf('a'), b = videoOf('b');
    if (!a || !b) return requestAnimationFrame(wait);
    watch('a', a);
    watch('b', b);
    // The stage switches at the item's end: on A's ended event (what a browser reports), or as
    // soon as A's last frame is composited (a stage switching exactly at the planned end).
    let swapped = false;
    const swap = () => {
      if (swapped) return;
      swapped = true;
      const primed = b.readyState >= 2 && b.paused;
      const swapAt = performance.now();
      stage.render(<ZoneStage current={layerOf('b')} preload={[]} />);
      // The first animation frame in which B's layer is the visible one paints B's primed frame.
      const shown = (now) => {
        const layer = document.querySelector('[data-layer-key="b"]');
        if (layer?.dataset.visible !== 'true') return requestAnimationFrame(shown);
        setTimeout(() => resolve({ frames, primed, swapAt, bShownAt: now }), 1000);
      };
      requestAnimationFrame(shown);
    };
    if (TRIGGER === 'ended') a.addEventListener('ended', swap, { once: true });
    else {
      const onLast = (now, meta) =>
        meta.mediaTime >= ${SECONDS} - 1.5 / ${FPS} ? swap() : a.requestVideoFrameCallback(onLast);
      a.requestVideoFrameCallback(onLast);
    }
  };
  wait();
});
`,
  );
  const output = await build({
    input: entry,
    cwd: root,
    write: false,
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'react-jsx' },
    resolve: {
      conditionNames: ['source', 'browser', 'import', 'default'],
      modules: ['node_modules', join(root, 'node_modules')],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    output: { format: 'iife' },
  });
  const code = output.output[0].code;
  writeFileSync(join(work, 'page.js'), code);
  writeFileSync(
    join(work, 'index.html'),
    '<!doctype html><body style="margin:0;background:#000"><div id="stage" style="position:relative;width:640px;height:360px"></div><script src="/page.js"></script>',
  );
}

/** Static files with byte ranges, as a blob store serves them. */
function serve() {
  const types = { html: 'text/html', js: 'text/javascript', webm: 'video/webm' };
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    const name = pathname === '/' ? 'index.html' : pathname.slice(1).replaceAll('/', '');
    const path = join(work, name);
    let size;
    try {
      size = statSync(path).size;
    } catch {
      res.writeHead(404).end();
      return;
    }
    const type = types[name.split('.').pop()] ?? 'application/octet-stream';
    const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Number(range[2]) : size - 1;
      res.writeHead(206, {
        'content-type': type,
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': end - start + 1,
      });
      createReadStream(path, { start, end }).pipe(res);
    } else {
      res.writeHead(200, {
        'content-type': type,
        'accept-ranges': 'bytes',
        'content-length': size,
      });
      createReadStream(path).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The gap of one run, in frames at the video's rate: from the animation frame that composited
 * A's last video frame (requestVideoFrameCallback's `now`) to the first animation frame in which
 * B's layer is visible (B is primed hidden, so that frame paints B's frame 0), minus the one
 * frame interval consecutive frames always have. 0 means B's first frame follows A's last as
 * the next frame of one video would.
 */
function gapOf({ frames, primed, swapAt, bShownAt }) {
  const frameMs = 1000 / FPS;
  const lastA = frames.a.at(-1);
  const firstPlayedB = frames.b.find((f) => f.now > bShownAt);
  if (!lastA) return null;
  return {
    primed,
    lastAMediaTime: lastA.mediaTime,
    swapAfterLastAms: +(swapAt - lastA.now).toFixed(1),
    gapFrames: +((bShownAt - lastA.now) / frameMs - 1).toFixed(2),
    bSecondFrameAfterMs: firstPlayedB ? +(firstPlayedB.now - bShownAt).toFixed(1) : null,
    bSecondFrameMediaTime: firstPlayedB?.mediaTime ?? null,
  };
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

try {
  await makeVideos();
  await bundlePage();
  const server = await serve();
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  });
  const results = new Map(TRIGGERS.map((trigger) => [trigger, []]));
  try {
    for (const trigger of TRIGGERS) {
      for (let i = 0; i < RUNS; i += 1) {
        const page = await browser.newPage();
        await page.setViewport({ width: 640, height: 360 });
        await page.goto(`http://127.0.0.1:${server.address().port}/?trigger=${trigger}`);
        const measured = await page.evaluate(() => globalThis.measure());
        results.get(trigger).push(gapOf(measured));
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const { stdout: version } = await run('/usr/bin/chromium', ['--version']);
  console.log(`${version.trim()}; ${FPS} fps clips of ${SECONDS} s; ${RUNS} runs per trigger`);
  for (const [trigger, runs] of results) {
    for (const r of runs) console.log(trigger, JSON.stringify(r));
    const gaps = runs.filter(Boolean).map((r) => r.gapFrames);
    const mean = gaps.reduce((sum, g) => sum + g, 0) / gaps.length;
    console.log(
      `${trigger}: gap from A's last frame to B's first, in frames: max ${Math.max(...gaps).toFixed(2)}, mean ${mean.toFixed(2)}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
