// End to end: an operator builds a scene with the keyboard alone, as a screen-reader user
// does, in Chromium against the built server: opens the editor, adds a text item from the
// "Add item" menu, moves it with the arrow keys (and hears where to), types its text, sets its
// timing and saves.
// Along the way it checks what a screen reader reads: the page's heading, the menu's names, the
// canvas items' names and states, and the polite announcements.
import type { Page, SerializedAXNode } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInEditorForFile } from './support/signedInEditor.js';

const session = signedInEditorForFile();
const gql = <T>(query: string, variables?: Record<string, unknown>) =>
  session.gql<T>(query, variables);
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** What has the focus: its test id, role and accessible name as the page states them. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.dataset.testid ?? '',
      role: el?.getAttribute('role') ?? '',
      label: el?.getAttribute('aria-label') ?? el?.textContent ?? '',
    };
  });

/** Presses a key until the focus is where `reached` says (a person reads the focus each time). */
async function pressUntil(
  key: 'Tab' | 'ArrowDown',
  reached: (now: Awaited<ReturnType<typeof focused>>) => boolean,
  { shift = false, most = 80 } = {},
) {
  for (let i = 0; i < most; i++) {
    if (reached(await focused())) return;
    if (shift) await page.keyboard.down('Shift');
    await page.keyboard.press(key);
    if (shift) await page.keyboard.up('Shift');
  }
  throw new Error(`the focus never reached the element after ${most} presses of ${key}`);
}

/** Every node of the accessibility tree, depth first. */
function nodes(root: SerializedAXNode | null): SerializedAXNode[] {
  if (!root) return [];
  return [root, ...(root.children ?? []).flatMap(nodes)];
}

/** The text of a live region, as a screen reader would read it out. */
const liveText = (testId: string) =>
  page.$eval(`[data-testid="${testId}"]`, (el) => el.textContent?.trim() ?? '');

const waitForLive = (testId: string, text: string) =>
  page.waitForFunction(
    (id, expected) =>
      document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === expected,
    {},
    testId,
    text,
  );

/** The X field's value and the left edge of the item's box, in percent of the canvas. */
const placeOf = (id: string) =>
  page.evaluate((itemId) => {
    const field = document.querySelector<HTMLInputElement>('[data-testid="item-x"]');
    const box = document.querySelector(`[data-testid="scene-item-${itemId}"]`)!;
    const canvas = document.querySelector('[data-testid="scene-canvas"]')!;
    const a = box.getBoundingClientRect();
    const c = canvas.getBoundingClientRect();
    return { field: field?.value, left: Math.round(((a.left - c.left) / c.width) * 100) };
  }, id);

describe('building a scene by keyboard', () => {
  it('adds, moves, writes, times and saves a text item, and says what happens', async () => {
    const { createScene } = await gql<{ createScene: { _id: string } }>(
      'mutation { createScene(input: { name: "Keyboard lobby", type: slides }) { _id } }',
    );
    const sceneId = createScene._id;
    await page.goto(`${session.server.url}/scenes/${sceneId}`);
    await page.waitForSelector(
      '[data-testid="add-item"]:not([disabled]):not([aria-disabled="true"])',
    );

    // The page is named by its scene, and says it has nothing unsaved.
    const opened = nodes(await page.accessibility.snapshot());
    expect(opened.filter((n) => n.role === 'heading' && n.level === 1).map((n) => n.name)).toEqual([
      'Keyboard lobby',
    ]);
    expect(opened.some((n) => n.role === 'heading' && n.name === 'Timeline')).toBe(true);
    expect(await liveText('save-state')).toBe('All changes saved');

    // Add item, by Tab and Enter; the menu's names are words an operator uses.
    await pressUntil('Tab', (now) => now.testId === 'add-item');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="menu"]');
    // The server's word on its Instagram app has come: that entry shows why it is disabled.
    await page.waitForSelector('[data-testid="add-item-instagram-reason"]');
    const menu = nodes(
      await page.accessibility.snapshot({ root: (await page.$('[role="menu"]'))! }),
    );
    const entries = menu.filter((n) => n.role === 'menuitem');
    const names = entries.map((n) => n.name);
    expect(names).toEqual(expect.arrayContaining(['Text', 'Menu board from Septim']));
    for (const name of names) expect(name).not.toMatch(/\bv1\b|\(|temporarily/);
    // With no Instagram app on this server, its entry is still reached, and says why not.
    const instagram = entries.find((n) => n.name === 'Instagram feed');
    expect(instagram).toMatchObject({
      disabled: true,
      description: 'Instagram is not set up on this server.',
    });
    await pressUntil('ArrowDown', (now) => now.role === 'menuitem' && now.label === 'Text');
    await page.keyboard.press('Enter');

    // The new item has the focus on the canvas, selected, and its addition is announced.
    await page.waitForFunction(() => {
      const el = document.activeElement;
      return el?.getAttribute('role') === 'option' && el.getAttribute('aria-label') === 'Text';
    });
    await waitForLive('editor-announcement', 'Text item added');
    const item = (await focused()).testId.replace('scene-item-', '');
    const canvasTree = nodes(await page.accessibility.snapshot());
    expect(canvasTree.find((n) => n.role === 'listbox')?.name).toBe('Items on the canvas');
    expect(canvasTree.find((n) => n.focused)).toMatchObject({
      role: 'option',
      name: 'Text',
      selected: true,
    });
    expect(await liveText('save-state')).toBe('Unsaved changes');

    // Three presses of → move it 3 % right: the X field and the box on the canvas follow.
    expect(await placeOf(item)).toEqual({ field: '25', left: 25 });
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid="item-x"]')?.value === '28',
    );
    expect(await placeOf(item)).toEqual({ field: '28', left: 28 });
    // Once the arrows rest, the new place is said once, in the fields' unit.
    await waitForLive('editor-announcement', 'Text moved to 28 %, 25 %');

    // Onwards by Tab to the text, which is typed; the formatting tools are not in the way.
    await pressUntil('Tab', (now) => now.testId === 'text-editor', { most: 12 });
    await page.keyboard.type('Welcome');
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="scene-item-${id}"]`)?.getAttribute('aria-label') ===
        'Text: Welcome',
      {},
      item,
    );

    // Its timing: on to the end field, 12 s, Enter.
    await pressUntil('Tab', (now) => now.testId === 'item-end', { most: 12 });
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid="item-end"]')?.value === '12',
    );

    // Back to Save, by Shift+Tab, and Enter: the saved state is announced.
    await pressUntil('Tab', (now) => now.testId === 'save-scene', { shift: true });
    await page.keyboard.press('Enter');
    await waitForLive('save-state', 'All changes saved');

    const { scene } = await gql<{
      scene: { sceneItems: { x: number; y: number; start: number; end: number }[] };
    }>('query($id: ID!) { scene(id: $id) { sceneItems } }', { id: sceneId });
    expect(scene.sceneItems).toEqual([
      expect.objectContaining({ x: 28, y: 25, start: 0, end: 12 }),
    ]);
  });
});
