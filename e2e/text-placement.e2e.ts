// A text item placed by its fields, in the real console: text cannot be moved by handles, so an
// operator types its X, Y, width and height. The canvas draws the box there, a second text
// does not land on top of the first, and the saved scene keeps the place.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectOnTimeline } from './support/sceneEditor.js';
import { signedInEditorForFile } from './support/signedInEditor.js';
import { clickStill, clickWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const session = signedInEditorForFile();
let editor: Page;
beforeAll(() => {
  editor = session.page;
});

const itemIds = () =>
  editor.$$eval('[data-testid^="timeline-row-"]', (els) =>
    els.map((el) => (el as HTMLElement).dataset.testid!.replace('timeline-row-', '')),
  );

/** Adds a text item from the Add item menu and returns its id once the timeline shows it. */
async function addText(): Promise<string> {
  const before = await itemIds();
  await editor.waitForSelector(
    '[data-testid="add-item"]:not([disabled]):not([aria-disabled="true"])',
  );
  await clickWhenDrawn(editor, '[data-testid="add-item"]');
  await clickWhenDrawn(editor, '[data-testid="add-item-text"]');
  await editor.waitForFunction(
    (n) => document.querySelectorAll('[data-testid^="timeline-row-"]').length === n,
    { timeout: WAIT_LIMIT_MS },
    before.length + 1,
  );
  return (await itemIds()).find((id) => !before.includes(id))!;
}

/** Replaces a field's text as a person does (select all, type) and presses Enter. */
async function typeInto(selector: string, text: string) {
  const field = (await editor.waitForSelector(selector))!;
  await clickStill(field, { count: 3 });
  await field.type(text);
  await editor.keyboard.press('Enter');
}

/** The item's box on the canvas, in whole percent of the canvas. */
const boxOf = (id: string) =>
  editor.evaluate((itemId) => {
    const box = document.querySelector(`[data-testid="scene-item-${itemId}"]`)!;
    const canvas = document.querySelector('[data-testid="scene-canvas"]')!;
    const a = box.getBoundingClientRect();
    const c = canvas.getBoundingClientRect();
    const pct = (n: number, of: number) => Math.round((n / of) * 100);
    return {
      x: pct(a.left - c.left, c.width),
      y: pct(a.top - c.top, c.height),
      w: pct(a.width, c.width),
      h: pct(a.height, c.height),
    };
  }, id);

describe('a text item', () => {
  it('is placed and sized by its fields, and keeps that place once saved', async () => {
    const { createScene } = await session.gql<{ createScene: { _id: string } }>(
      'mutation { createScene(input: { name: "Opening hours", type: slides }) { _id } }',
    );
    const sceneId = createScene._id;
    await editor.goto(`${session.server.url}/scenes/${sceneId}`);
    await editor.waitForSelector('[data-testid="scene-canvas"]', { timeout: WAIT_LIMIT_MS });

    const first = await addText();
    const second = await addText();
    // The second text does not hide the first: it lands further along.
    const [a, b] = [await boxOf(first), await boxOf(second)];
    expect(b.x !== a.x || b.y !== a.y).toBe(true);

    // The fields are there and usable for the selected text, which the handles cannot move.
    await selectOnTimeline(editor, first);
    for (const field of ['x', 'y', 'w', 'h']) {
      const disabled = await editor.$eval(
        `[data-testid="item-${field}"]`,
        (el) => (el as HTMLInputElement).disabled || el.getAttribute('aria-disabled') === 'true',
      );
      expect(disabled, `${field} is usable`).toBe(false);
    }
    // Size first: a place is kept inside the canvas for the size the item has then.
    await typeInto('[data-testid="item-w"]', '30');
    await typeInto('[data-testid="item-h"]', '20');
    await typeInto('[data-testid="item-x"]', '10');
    await typeInto('[data-testid="item-y"]', '60');
    await editor.waitForFunction(
      (id) => {
        const box = document.querySelector(`[data-testid="scene-item-${id}"]`);
        const canvas = document.querySelector('[data-testid="scene-canvas"]');
        if (!box || !canvas) return false;
        const a = box.getBoundingClientRect();
        const c = canvas.getBoundingClientRect();
        return Math.round(((a.top - c.top) / c.height) * 100) === 60;
      },
      { timeout: WAIT_LIMIT_MS },
      first,
    );
    expect(await boxOf(first)).toEqual({ x: 10, y: 60, w: 30, h: 20 });

    await clickWhenDrawn(editor, '[data-testid="save-scene"]');
    await editor.waitForFunction(() => !document.querySelector('[data-testid="unsaved-changes"]'), {
      timeout: WAIT_LIMIT_MS,
    });
    const { scene } = await session.gql<{
      scene: { sceneItems: { _id: string; x: number; y: number; w: number; h: number }[] };
    }>('query($id: ID!) { scene(id: $id) { sceneItems } }', { id: sceneId });
    const saved = scene.sceneItems.find((item) => item._id === first);
    expect(saved && { x: saved.x, y: saved.y, w: saved.w, h: saved.h }).toEqual({
      x: 10,
      y: 60,
      w: 30,
      h: 20,
    });
  });
});
