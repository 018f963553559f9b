// Dragging one item in the scene editor, in the system Chromium against the built server: creates
// scenes of 20 and 200 image items (the demo image, so every item draws real pixels), opens each
// in /scenes/<id>, drags one item across the canvas with real mouse input (one move per frame,
// 120 moves) and reports, per move, the main-thread work of the frame that shows it (the pointer
// handlers with React's render, then style, layout and paint) and the requestAnimationFrame
// deltas over the drag (a frame over budget shows as a 33 ms delta).
//
//   flock /tmp/marquee-build.lock npm run build && node bench/scene-drag.mjs
/* global window, requestAnimationFrame -- used inside page.evaluate */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './support/built-server.mjs';

const SIZES = (process.env.SCENE_SIZES ?? '20,200').split(',').map(Number);
const MOVES = Number(process.env.DRAG_MOVES ?? 120);
const { server, url, dataDir } = await startBuiltServer('scene');

async function gql(query, variables, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** n image items on a grid, each 8 % wide, all showing for the whole scene. */
function sceneItems(n, fileId) {
  const perRow = Math.ceil(Math.sqrt(n));
  return Array.from({ length: n }, (_, i) => ({
    _id: `item-${i}`,
    start: 0,
    end: 60,
    x: Math.min(92, ((i % perRow) * 100) / perRow),
    y: Math.min(92, (Math.floor(i / perRow) * 100) / perRow),
    w: 8,
    h: 8,
    rotation: 0,
    item: { type: 'image', fileId, body: { imageSizing: 'cover' } },
  }));
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n) => `${n.toFixed(1)} ms`;

let browser;
const results = [];
try {
  const { signIn } = await gql(
    'mutation { signIn(email: "admin@marquee.local", password: "marquee-demo") { token } }',
  );
  const token = signIn.token;
  const { files } = await gql('{ files(parentFolderId: null) { _id mimetype } }', {}, token);
  const image = files.find((f) => f.mimetype.startsWith('image/'));
  if (!image) throw new Error('no demo image to place');

  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: mkdtempSync(join(tmpdir(), 'marquee-chromium-')),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  for (const n of SIZES) {
    const { createScene } = await gql(
      'mutation($input: CreateSceneInput!) { createScene(input: $input) { _id } }',
      {
        input: {
          name: `Drag ${n}`,
          type: 'slides',
          duration: 60,
          sceneItems: sceneItems(n, image._id),
        },
      },
      token,
    );
    const page = await browser.newPage();
    await page.setViewport({ width: 1600, height: 1000 });
    await page.setCookie({ name: 'screens_token', value: token, url });
    await page.goto(`${url}/scenes/${createScene._id}`);
    const target = `[data-testid="scene-item-item-${n - 1}"]`;
    await page.waitForSelector(target, { timeout: 60_000 });
    // Let images decode and the first frames settle before timing.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
    const box = await (await page.$(target)).boundingBox();
    const canvas = await (await page.$('[data-testid="scene-canvas"]')).boundingBox();

    await page.evaluate(() => {
      // Per move: the handlers' time (window capture → window bubble, which holds React's
      // synchronous render of the XState stores) plus the frame's own work after it (from the
      // requestAnimationFrame callback to the task after it: style, layout, paint). The wait for
      // the next vsync in between is idle time and not counted.
      const probe = { frames: [], deltas: [], started: null, last: null };
      window.__dragProbe = probe;
      window.addEventListener(
        'pointermove',
        () => {
          probe.started = performance.now();
        },
        { capture: true },
      );
      window.addEventListener('pointermove', () => {
        if (probe.started === null) return;
        const handlers = performance.now() - probe.started;
        probe.started = null;
        requestAnimationFrame(() => {
          const frameStart = performance.now();
          setTimeout(() => probe.frames.push(handlers + performance.now() - frameStart), 0);
        });
      });
      const tick = (now) => {
        if (probe.last !== null) probe.deltas.push(now - probe.last);
        probe.last = now;
        if (!probe.stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const startX = box.x + box.width / 2;
    const startY = box.y + box.height / 2;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    for (let i = 1; i <= MOVES; i += 1) {
      const x = startX - (i / MOVES) * canvas.width * 0.5;
      const y = startY - (i / MOVES) * canvas.height * 0.4;
      await page.mouse.move(x, y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    }
    await page.mouse.up();
    const probe = await page.evaluate(() => {
      window.__dragProbe.stop = true;
      return { frames: window.__dragProbe.frames, deltas: window.__dragProbe.deltas };
    });
    const moved = await (await page.$(target)).boundingBox();
    const frames = [...probe.frames].sort((a, b) => a - b);
    const deltas = [...probe.deltas].sort((a, b) => a - b);
    results.push({
      n,
      moves: frames.length,
      p50: percentile(frames, 0.5),
      p95: percentile(frames, 0.95),
      max: frames.at(-1),
      deltaP95: percentile(deltas, 0.95),
      moved: Math.round(Math.hypot(moved.x - box.x, moved.y - box.y)),
    });
    await page.close();
  }
  console.log(`node ${process.version}, ${new Date().toISOString()}, ${MOVES} moves per drag`);
  console.log(
    '| items | moves timed | frame p50 | frame p95 | frame max | rAF delta p95 | item moved px |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.n} | ${r.moves} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${ms(r.deltaP95)} | ${r.moved} |`,
    );
  }
  if (results.length === 2) {
    console.log(
      `p95 ratio ${results[1].n} ÷ ${results[0].n} items: ${(results[1].p95 / results[0].p95).toFixed(2)}`,
    );
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
