// The Media grid with 10,000 files in one folder, in the system Chromium against the built
// server: seeds 10,000 ready file rows straight into a fresh server's SQLite DB (copies of a demo
// image, so thumbnails load), opens /files, scrolls from top to bottom one step per frame and
// reports the DOM size, the time to the first rendered card and the frame times
// (requestAnimationFrame deltas). The grid loads files a page at a time (Query.filesPage), so the
// run also reports how long the last card took to show after the scroll reached the bottom.
//
//   flock /tmp/marquee-build.lock npm run build && node bench/media-grid.mjs
/* global document, getComputedStyle, requestAnimationFrame -- used inside page.evaluate */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './support/built-server.mjs';

const FILES = Number(process.env.MEDIA_FILES ?? 10_000);
const STEP_PX = Number(process.env.SCROLL_STEP_PX ?? 600);
const { server, url, dataDir } = await startBuiltServer('media');

async function gql(query, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, bytes: Number(res.headers.get('content-length') ?? 0) };
}

/** 10,000 copies of a demo image's row, in the root folder, as the account's own files. */
function seed() {
  const db = new Database(join(dataDir, 'marquee.db'));
  const demo = db.prepare('select * from files where is_demo = 1 limit 1').get();
  const columns = Object.keys(demo);
  const insert = db.prepare(
    `insert into files (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const start = Date.parse('2026-01-01T00:00:00Z');
  db.transaction(() => {
    for (let i = 0; i < FILES; i += 1) {
      insert.run({
        ...demo,
        id: randomUUID(),
        original_name: `File ${String(i + 1).padStart(5, '0')}.png`,
        is_demo: 0,
        parent_folder_id: null,
        created_at: new Date(start + i * 1000).toISOString(),
        updated_at: new Date(start + i * 1000).toISOString(),
      });
    }
  })();
  db.close();
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n) => `${n.toFixed(1)} ms`;

let browser;
try {
  const { data } = await gql(
    'mutation { signIn(email: "admin@marquee.local", password: "marquee-demo") { token } }',
  );
  const token = data.signIn.token;
  seed();
  const q0 = performance.now();
  const listed = await gql(
    '{ files(parentFolderId: null) { _id originalName url downloadUrl thumbnailUrl status } }',
    token,
  );
  const queryMs = performance.now() - q0;
  const fileCount = listed.data.files.length;
  const p0 = performance.now();
  const firstPage = await gql(
    '{ filesPage(parentFolderId: null, first: 200) { items { _id originalName url downloadUrl thumbnailUrl status } totalCount } }',
    token,
  );
  const pageMs = performance.now() - p0;

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
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.setCookie({ name: 'screens_token', value: token, url });
  await page.goto(`${url}/files`);
  // From navigation start to the first file card on screen (query, JSON, render).
  const firstRenderMs = await (
    await page.waitForFunction(
      () => document.querySelector('[data-testid^="file-card-"]') && performance.now(),
      { timeout: 60_000, polling: 'raf' },
    )
  ).jsonValue();
  const settled = await page.evaluate(() => ({
    nodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[data-testid^="file-card-"]').length,
    gridItems: Number(document.querySelector('[data-testid="media-grid"]')?.dataset.itemCount),
  }));

  // Scroll the grid's scroll container top to bottom, one step per frame, timing every frame.
  const run = await page.evaluate(
    async ([step, count]) => {
      const grid = document.querySelector('[data-testid="media-grid"]');
      let scroller = grid.parentElement;
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) {
        scroller = scroller.parentElement;
      }
      scroller ??= document.scrollingElement;
      const deltas = [];
      let maxNodes = 0;
      let maxCards = 0;
      let last = await new Promise((r) => requestAnimationFrame(r));
      const t0 = last;
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += step;
        const now = await new Promise((r) => requestAnimationFrame(r));
        deltas.push(now - last);
        last = now;
        maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
        maxCards = Math.max(
          maxCards,
          document.querySelectorAll('[data-testid^="file-card-"]').length,
        );
      }
      // The last page may still be on its way when the scroll reaches the bottom.
      const lastSelector = `[data-testid="file-card-File ${String(count).padStart(5, '0')}.png"]`;
      const bottomAt = performance.now();
      let lastCard = false;
      while (!lastCard && performance.now() - bottomAt < 30_000) {
        lastCard = document.querySelector(lastSelector) !== null;
        if (!lastCard) await new Promise((r) => requestAnimationFrame(r));
      }
      const lastCardWaitMs = performance.now() - bottomAt;
      return {
        lastCardWaitMs,
        deltas,
        maxNodes,
        maxCards,
        totalMs: last - t0,
        lastCard,
        height: scroller.scrollHeight,
      };
    },
    [STEP_PX, FILES],
  );

  const sorted = [...run.deltas].sort((a, b) => a - b);
  const over = (limit) => run.deltas.filter((d) => d > limit).length;
  console.log(`files in the folder: ${fileCount} (grid cells ${settled.gridItems})`);
  console.log(
    `files query (server, HTTP, ${(listed.bytes / 1e6).toFixed(1)} MB JSON): ${ms(queryMs)}`,
  );
  console.log(
    `filesPage first 200 (server, HTTP, ${(firstPage.bytes / 1e6).toFixed(2)} MB JSON, totalCount ${firstPage.data.filesPage.totalCount}): ${ms(pageMs)}`,
  );
  console.log(`first card rendered: ${ms(firstRenderMs)} after navigation start`);
  console.log(
    `DOM after load: ${settled.nodes} elements, ${settled.cards} file cards; during scroll max ${run.maxNodes} elements, ${run.maxCards} cards`,
  );
  console.log(
    `scroll ${run.height} px in ${run.deltas.length} frames (${STEP_PX} px/frame, ${ms(run.totalMs)}), last card shown: ${run.lastCard} (${ms(run.lastCardWaitMs)} after reaching the bottom)`,
  );
  console.log(
    `frame time p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1))}; frames > 33 ms: ${over(33.4)}, > 50 ms: ${over(50)}`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
