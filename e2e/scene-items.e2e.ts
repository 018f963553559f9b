// One of each scene item type in one scene, against the built server in Chromium: the editor's
// preview and a paired player show the same picture, cell by cell. The scene is a 4 × 3 grid
// so that a wrong or missing item shows as one cell that differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tinyPdf, writeSample } from '../fixtures/media/samples.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { previewFillsCanvas, showSceneTime } from './support/sceneEditor.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'scene-items';
let server: RunningServer;
let browser: Browser;
let editor: Page;
let token: string;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  editor = await browser.newPage();
  await editor.setViewport({ width: 1600, height: 1000 });
  recordConsole(editor, pageLog);
  await editor.setCookie({ name: 'screens_token', value: token, url: server.url });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server.url, query, variables, `Bearer ${token}`);

/** Uploads a file as the console does (create, PUT, confirm) and waits until it is ready. */
async function upload(path: string, mimetype: string): Promise<string> {
  const name = path.split('/').pop()!;
  const { createFiles } = await gql<{ createFiles: { _id: string; uploadUrl: string }[] }>(
    'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id uploadUrl } }',
    { f: [{ originalName: name, fileSizeInBytes: statSync(path).size, mimetype }] },
  );
  const [created] = createFiles;
  const put = await fetch(created!.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': mimetype },
    body: readFileSync(path),
  });
  expect(put.ok).toBe(true);
  await gql('mutation($id: ID!) { confirmUpload(fileId: $id) { _id } }', { id: created!._id });
  await vi.waitFor(
    async () => {
      const { file } = await gql<{ file: { status: string; errorMessage: string | null } }>(
        'query($id: ID!) { file(id: $id) { status errorMessage } }',
        { id: created!._id },
      );
      if (file.status === 'ERROR') throw new Error(`${name}: ${file.errorMessage}`);
      expect(file.status).toBe('READY');
    },
    { timeout: WAIT_LIMIT_MS, interval: 200 },
  );
  return created!._id;
}

/** A video of one flat colour, so that any of its frames looks the same. */
function flatVideo(dir: string): string {
  const file = join(dir, 'purple.mp4');
  execFileSync('ffmpeg', [
    '-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x7d3c98:size=320x180:rate=25:duration=20',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-y', file,
  ]); // prettier-ignore
  return file;
}

const COLUMNS = 4;
const ROWS = 3;
/** The item in cell `index` (row-major), inset so that neighbours never touch. */
function cell(index: number, type: string, content: Record<string, unknown>) {
  const col = index % COLUMNS;
  const row = Math.floor(index / COLUMNS);
  return {
    _id: `item-${type}`,
    start: 0,
    end: 60,
    x: col * 25 + 1,
    y: Math.round(row * (100 / ROWS) + 1),
    w: 23,
    h: 31,
    rotation: 0,
    item: { type, ...content },
  };
}

async function thumbnail(png: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(png).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

/** Mean absolute difference per channel (0..255) of each grid cell between two pictures. */
async function cellDifferences(a: Uint8Array, b: Uint8Array): Promise<number[]> {
  const [w, h] = [COLUMNS * 40, ROWS * 40];
  const [ra, rb] = [await thumbnail(a, w, h), await thumbnail(b, w, h)];
  const sums = new Array<number>(COLUMNS * ROWS).fill(0);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = Math.floor(y / 40) * COLUMNS + Math.floor(x / 40);
      for (let k = 0; k < 3; k++) {
        const i = (y * w + x) * 3 + k;
        sums[c]! += Math.abs(ra[i]! - rb[i]!);
      }
    }
  }
  return sums.map((sum) => sum / (40 * 40 * 3));
}

/** How much a cell of one picture varies: an empty (single-colour) cell is near 0. */
async function cellSpread(png: Uint8Array): Promise<number[]> {
  const [w, h] = [COLUMNS * 40, ROWS * 40];
  const raw = await thumbnail(png, w, h);
  const background = [raw[0]!, raw[1]!, raw[2]!];
  const sums = new Array<number>(COLUMNS * ROWS).fill(0);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = Math.floor(y / 40) * COLUMNS + Math.floor(x / 40);
      for (let k = 0; k < 3; k++) sums[c]! += Math.abs(raw[(y * w + x) * 3 + k]! - background[k]!);
    }
  }
  return sums.map((sum) => sum / (40 * 40 * 3));
}

describe('scene items', () => {
  it('play on a paired screen as the editor previews them, one of each type', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-scene-items-'));
    const videoId = await upload(flatVideo(dir), 'video/mp4');
    const pdfId = await upload(
      writeSample(dir, 'menu.pdf', tinyPdf(['Soup of the day'])),
      'application/pdf',
    );
    const { files } = await gql<{
      files: { _id: string; originalName: string; mimetype: string }[];
    }>('query { files { _id originalName mimetype } }');
    const imageId = files.find((f) => f.mimetype.startsWith('image/'))!._id;
    const orangeId = files.filter((f) => f.mimetype.startsWith('image/'))[1]!._id;

    // The nested playlist shows one image the whole time, so that any moment looks the same.
    const { createPlaylist: nested } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Nested", playlistItems: $items }) { _id } }',
      {
        items: [
          {
            _id: 'n1',
            type: 'scene-inline',
            zoneId: 0,
            scene: {
              _id: 'nested-orange',
              name: 'Orange',
              type: 'image',
              duration: 600,
              sceneItems: [
                {
                  _id: 'nested-orange-image',
                  start: 0,
                  end: 600,
                  x: 0,
                  y: 0,
                  w: 100,
                  h: 100,
                  item: { type: 'image', fileId: orangeId, body: {} },
                },
              ],
            },
          },
        ],
      },
    );

    const textValue = [
      {
        type: 'paragraph',
        align: 'center',
        children: [
          { text: 'Lunch ', bold: true, fontSize: 60 },
          { text: 'from noon', fontSize: 60 },
        ],
      },
    ];
    const items = [
      cell(0, 'image', { fileId: imageId, body: { imageSizing: 'cover' } }),
      cell(1, 'video', { fileId: videoId, body: { imageSizing: 'cover' } }),
      cell(2, 'pdf', { fileId: pdfId, body: {} }),
      cell(3, 'playlist', { body: { playlistId: nested._id, imageSizing: 'cover' } }),
      cell(4, 'rectangle', {
        body: { backgroundColor: '#2e8b57', borderWidth: 10, borderColor: '#ffffff' },
      }),
      cell(5, 'gradient', { body: {} }),
      cell(6, 'text', { body: { slateValue: textValue, backgroundColor: '#203040' } }),
      cell(7, 'clock', { body: { shouldShowDate: true, shouldShowTime: true } }),
      cell(8, 'qrcode', { body: { value: { type: 'url', url: 'https://marquee.example/menu' } } }),
      cell(9, 'iframe', { body: { url: `${server.url}/health` } }),
      cell(10, 'youtube', { body: { videoId: 'dQw4w9WgXcQ' } }),
      cell(11, 'canva', { body: { designId: 'DAFabcdefgh' } }),
    ];
    const { createScene } = await gql<{ createScene: { _id: string } }>(
      'mutation($items: JSON) { createScene(input: { name: "Every item", type: slides, sceneItems: $items }) { _id } }',
      { items },
    );
    const sceneId = createScene._id;

    // The editor's preview at 5 s.
    await editor.goto(`${server.url}/scenes/${sceneId}`);
    await editor.waitForSelector('[data-testid="scene-canvas"]', { timeout: WAIT_LIMIT_MS });
    await showSceneTime(editor, 5000);
    const canvasEl = (await editor.$('[data-testid="scene-canvas"]'))!;
    // The nested playlist's content arrives by a query of its own: its picture must be there
    // too, or "every image complete" holds before it exists.
    await editor.waitForFunction(
      () =>
        document.querySelector('[data-testid="nested-playlist-layer"][data-visible="true"] img') &&
        [...document.querySelectorAll('img')].every((img) => img.complete),
      { timeout: WAIT_LIMIT_MS },
    );
    await previewFillsCanvas(editor);
    const preview = await canvasEl.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'editor-preview.png', preview);

    const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Everything", playlistItems: $items }) { _id } }',
      { items: [{ _id: 'everything', type: 'scene-reference', sceneId }] },
    );
    const player = await browser.newPage();
    await player.setViewport({ width: 1280, height: 720 });
    const deviceId = await pairPlayer(player, server.url, token, 'Canteen');
    await publishPlaylist(server.url, token, deviceId, createPlaylist._id);
    await player.waitForFunction(
      (id) =>
        document
          .querySelector(`[data-testid="stage-layer"][data-scene-id="${id}"]`)
          ?.getAttribute('data-visible') === 'true' &&
        [...document.querySelectorAll('img')].every((img) => img.complete),
      { timeout: WAIT_LIMIT_MS },
      sceneId,
    );
    const played = await player.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'player.png', played);
    await player.close();

    const differences = await cellDifferences(preview, played);
    const spread = await cellSpread(played);
    const report = items.map((item, i) => ({
      type: item.item.type,
      difference: Math.round(differences[i]! * 10) / 10,
      spread: Math.round(spread[i]! * 10) / 10,
    }));
    console.log(JSON.stringify(report));
    // Every cell draws something on the screen: no item type left a hole.
    for (const row of report)
      expect({ type: row.type, drawn: row.spread > 3 }).toEqual({ type: row.type, drawn: true });
    // And the screen shows what the editor showed. The clock's digits and the live web items
    // may move between the two pictures. A QR code's sharp modules fall on other pixel
    // boundaries in the editor's smaller canvas (965 px against 1280 px), which costs it more
    // than a photo. Everything else is the same picture.
    const limits: Record<string, number> = {
      clock: 25,
      iframe: 25,
      youtube: 25,
      canva: 25,
      qrcode: 16,
    };
    for (const row of report) {
      const limit = limits[row.type] ?? 8;
      expect({ type: row.type, same: row.difference < limit }).toEqual({
        type: row.type,
        same: true,
      });
    }
  });
});
