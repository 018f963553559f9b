// The scene editor in Chromium against the built server: an operator builds a scene of three
// demo images by mouse and keyboard, undoes and redoes, saves, puts the scene in a playlist and
// publishes it; the paired player then shows the same picture as the editor's preview.
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { previewFillsCanvas, selectOnTimeline, showSceneTime } from './support/sceneEditor.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'scene-editor';
let server: RunningServer;
let browser: Browser;
let editor: Page;
let token: string;
const pageLog: string[] = [];

interface StoredItem {
  _id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  start: number;
  end: number;
  item: { type: string; fileId?: string };
}

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

async function storedItems(sceneId: string): Promise<StoredItem[]> {
  const { scene } = await gql<{ scene: { sceneItems: StoredItem[] } }>(
    'query($id: ID!) { scene(id: $id) { sceneItems } }',
    { id: sceneId },
  );
  return scene.sceneItems;
}

/** Geometry of an item's box on the canvas, as the overlay draws it. */
async function boxOf(id: string) {
  const handle = await editor.waitForSelector(`[data-testid="scene-item-${id}"]`);
  return (await handle!.boundingBox())!;
}

/**
 * The item's box once it differs from `from`: an undo or redo the test has just asked for moves
 * it on the next render, which on busy cores may come after the test's next step.
 */
async function boxOnceChanged(id: string, from: { x: number; width: number }) {
  await editor.waitForFunction(
    (testId, before) => {
      const box = document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect();
      return !!box && (Math.abs(box.x - before.x) > 1 || Math.abs(box.width - before.width) > 1);
    },
    {},
    `scene-item-${id}`,
    { x: from.x, width: from.width },
  );
  return boxOf(id);
}

/** Until the item is the selected one: its south-east handle sits on its own corner. */
async function untilSelected(id: string) {
  await editor.waitForFunction(
    (itemId) => {
      const box = document.querySelector(`[data-testid="scene-item-${itemId}"]`);
      const se = document.querySelector('[data-testid="handle-se"]');
      if (!box || !se) return false;
      const a = box.getBoundingClientRect();
      const b = se.getBoundingClientRect();
      return (
        Math.abs(b.x + b.width / 2 - a.right) < 8 && Math.abs(b.y + b.height / 2 - a.bottom) < 8
      );
    },
    {},
    id,
  );
}

/** The ids of the overlay's item boxes, bottom to top. */
const overlayIds = () =>
  editor.$$eval('[data-testid^="scene-item-"]', (els) =>
    els.map((el) => (el as HTMLElement).dataset.testid!.replace('scene-item-', '')),
  );

async function addImage(fileName: string): Promise<string> {
  const before = await overlayIds();
  // Enabled once the item types the account may use have loaded; no dialog still closing.
  await editor.waitForSelector(
    '[data-testid="add-item"]:not([disabled]):not([aria-disabled="true"])',
  );
  await editor.waitForFunction(
    () => !document.querySelector('[role="dialog"], [role="alertdialog"]'),
  );
  await clickWhenDrawn(editor, '[data-testid="add-item"]');
  await clickWhenDrawn(editor, '[data-testid="add-item-image"]');
  const row = await editor.waitForSelector(
    `xpath/.//div[starts-with(@data-testid, "media-file-")][@data-testid != "media-file-list"][.//*[text()="${fileName}"]]`,
  );
  await clickStill((await row!.$('button'))!);
  await editor.waitForFunction(
    (n) => document.querySelectorAll('[data-testid^="scene-item-"]').length === n,
    {},
    before.length + 1,
  );
  await editor.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  const after = await overlayIds();
  return after.find((id) => !before.includes(id))!;
}

/** A picture reduced to 64×36 raw RGB, to compare two renderings of one scene. */
async function thumbnail(png: Uint8Array): Promise<Buffer> {
  return sharp(png).removeAlpha().resize(64, 36, { fit: 'fill' }).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

describe('scene editor', () => {
  let sceneId: string;

  it('builds a scene of three images by mouse and keyboard, with undo and redo', async () => {
    const { createScene } = await gql<{ createScene: { _id: string } }>(
      'mutation { createScene(input: { name: "Lobby", type: slides }) { _id } }',
    );
    sceneId = createScene._id;
    await editor.goto(`${server.url}/scenes/${sceneId}`);
    await editor.waitForSelector('[data-testid="scene-canvas"]');
    const canvas = (await (await editor.$('[data-testid="scene-canvas"]'))!.boundingBox())!;

    // 1. Welcome (blue), dragged by mouse into the top-left corner: the canvas edges snap it.
    const welcome = await addImage('Welcome.png');
    const start = await boxOf(welcome);
    await editor.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await editor.mouse.down();
    for (let step = 1; step <= 20; step++) {
      await editor.mouse.move(
        start.x + start.width / 2 - (step / 20) * (start.x - canvas.x + 3),
        start.y + start.height / 2 - (step / 20) * (start.y - canvas.y + 3),
      );
    }
    await editor.mouse.up();

    // 2. Today (orange), moved by keyboard: five presses of → are 5 % of the canvas.
    const today = await addImage('Today.png');
    // The arrows move the selection: press them once the new item is shown selected.
    await untilSelected(today);
    for (let i = 0; i < 5; i++) await editor.keyboard.press('ArrowRight');

    // 3. Thank you (green), resized by its south-east handle to the bottom-right corner.
    const thanks = await addImage('Thank you.png');
    // The new item is selected: its handles sit on its own corners.
    await untilSelected(thanks);
    const handle = (await (await editor.$('[data-testid="handle-se"]'))!.boundingBox())!;
    await editor.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await editor.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await editor.mouse.move(
        handle.x + (step / 10) * (canvas.x + canvas.width - handle.x + 5),
        handle.y + (step / 10) * (canvas.y + canvas.height - handle.y + 5),
      );
    }
    await editor.mouse.up();

    const resized = await boxOf(thanks);
    expect(resized.x + resized.width).toBeCloseTo(canvas.x + canvas.width, -1);

    // Undo the resize, then redo it: the box goes back and returns.
    await editor.keyboard.down('Control');
    await editor.keyboard.press('z');
    await editor.keyboard.up('Control');
    const undone = await boxOnceChanged(thanks, resized);
    expect(undone.width).toBeLessThan(resized.width - 50);
    await clickWhenDrawn(editor, '[data-testid="redo"]');
    const redone = await boxOnceChanged(thanks, undone);
    expect(redone.width).toBeCloseTo(resized.width, 0);

    // Today lies under Thank you: pick it on the timeline and bring it forward by keyboard.
    await selectOnTimeline(editor, today);
    await editor.keyboard.down('Control');
    await editor.keyboard.press(']');
    await editor.keyboard.up('Control');
    // The overlay is read once the order has changed from what it was before the key.
    await editor.waitForFunction(
      (before) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid^="scene-item-"]')]
          .map((el) => el.dataset.testid!.replace('scene-item-', ''))
          .join() !== before,
      {},
      [welcome, today, thanks].join(),
    );
    expect(await overlayIds()).toEqual([welcome, thanks, today]);

    await clickWhenDrawn(editor, '[data-testid="save-scene"]');
    await editor.waitForFunction(() => !document.querySelector('[data-testid="unsaved-changes"]'), {
      timeout: WAIT_LIMIT_MS,
    });
    const stored = await storedItems(sceneId);
    expect(stored.map((i) => i._id)).toEqual([welcome, thanks, today]);
    const [w, g, t] = stored as [StoredItem, StoredItem, StoredItem];
    expect(w).toMatchObject({ x: 0, y: 0, w: 50, h: 50, start: 0, end: 30 });
    expect(t).toMatchObject({ x: 30, y: 25, w: 50, h: 50 });
    expect(g.x).toBe(25);
    expect(g.x + g.w).toBeCloseTo(100, 0);
    expect(g.y + g.h).toBeCloseTo(100, 0);
    for (const item of stored) expect(item.item).toMatchObject({ type: 'image' });
  });

  it('plays on a paired screen as the editor previews it', async () => {
    // The preview at 5 s (the slider counts ms), with nothing selected (no outlines over it).
    await editor.keyboard.press('Escape');
    await showSceneTime(editor, 5000);
    await previewFillsCanvas(editor);
    const canvasEl = (await editor.$('[data-testid="scene-canvas"]'))!;
    const preview = await canvasEl.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'editor-preview.png', preview);

    const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Lobby loop", playlistItems: $items }) { _id } }',
      { items: [{ _id: 'lobby', type: 'scene-reference', sceneId }] },
    );

    const player = await browser.newPage();
    await player.setViewport({ width: 1280, height: 720 });
    const deviceId = await pairPlayer(player, server.url, token, 'Lobby screen');
    await publishPlaylist(server.url, token, deviceId, createPlaylist._id);
    await player.waitForSelector(`[data-testid="stage-layer"][data-scene-id="${sceneId}"]`, {
      timeout: WAIT_LIMIT_MS,
    });
    // Every image decoded: the layer is ready and visible.
    await player.waitForFunction(
      (id) =>
        document
          .querySelector(`[data-testid="stage-layer"][data-scene-id="${id}"]`)
          ?.getAttribute('data-visible') === 'true' &&
        [...document.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
      { timeout: WAIT_LIMIT_MS },
      sceneId,
    );
    const played = await player.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'player.png', played);

    const difference = meanDifference(await thumbnail(preview), await thumbnail(played));
    // Same scene, same renderer: the pictures differ only by scaling and anti-aliasing.
    expect(difference).toBeLessThan(6);
    // And the picture is the scene, not an empty screen: blue, orange and green all show.
    const raw = await thumbnail(played);
    const has = (r: number, g: number, b: number) => {
      for (let i = 0; i < raw.length; i += 3) {
        if (
          Math.abs(raw[i]! - r) < 30 &&
          Math.abs(raw[i + 1]! - g) < 30 &&
          Math.abs(raw[i + 2]! - b) < 30
        )
          return true;
      }
      return false;
    };
    expect([has(0x1e, 0x5a, 0xa8), has(0xe0, 0x76, 0x1f), has(0x2e, 0x8b, 0x57)]).toEqual([
      true,
      true,
      true,
    ]);
    await player.close();
  });
});
