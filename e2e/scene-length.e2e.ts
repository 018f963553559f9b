// A scene's length in the real console: an operator adds an RSS feed and a text to a new scene,
// sets every item to end at 60 s, and the scene is 1:00 long (an RSS feed used to make it 6:40,
// with no way back); then the operator sets the length by hand and saves it.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectOnTimeline } from './support/sceneEditor.js';
import { signedInEditorForFile } from './support/signedInEditor.js';
import { clickStill, clickWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const session = signedInEditorForFile();
const gql = <T>(query: string, variables?: Record<string, unknown>) =>
  session.gql<T>(query, variables);
let editor: Page;
beforeAll(() => {
  editor = session.page;
});

const itemIds = () =>
  editor.$$eval('[data-testid^="timeline-row-"]', (els) =>
    els.map((el) => (el as HTMLElement).dataset.testid!.replace('timeline-row-', '')),
  );

/** Adds an item of a type from the Add item menu and returns its id once the timeline shows it. */
async function addItem(type: string): Promise<string> {
  const before = await itemIds();
  await editor.waitForSelector(
    '[data-testid="add-item"]:not([disabled]):not([aria-disabled="true"])',
  );
  await clickWhenDrawn(editor, '[data-testid="add-item"]');
  await clickWhenDrawn(editor, `[data-testid="add-item-${type}"]`);
  await editor.waitForFunction(
    (n) => document.querySelectorAll('[data-testid^="timeline-row-"]').length === n,
    {},
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

/** Waits until the scene length field shows `text` (when it is not being typed into). */
const lengthShows = (text: string) =>
  editor.waitForFunction(
    (expected) =>
      document.querySelector<HTMLInputElement>('[data-testid="scene-length"]')?.value === expected,
    { timeout: WAIT_LIMIT_MS },
    text,
  );

describe('scene length', () => {
  it('follows the items an operator sets to 60 s, and can be set by hand', async () => {
    const { createScene } = await gql<{ createScene: { _id: string } }>(
      'mutation { createScene(input: { name: "News", type: slides }) { _id } }',
    );
    const sceneId = createScene._id;
    await editor.goto(`${session.server.url}/scenes/${sceneId}`);
    await editor.waitForSelector('[data-testid="scene-canvas"]');
    // A scene without items has no length yet, and says the first item gives it one.
    await lengthShows('');
    expect(await editor.$eval('[data-testid="scene-length-mode"]', (el) => el.textContent)).toBe(
      'None yet: the first item you add sets it, or type one.',
    );

    const feed = await addItem('rss_feed');
    const text = await addItem('text');
    // The feed's 20 entries of 20 s no longer make the scene 6:40.
    await lengthShows('0:30');

    for (const id of [feed, text]) {
      await selectOnTimeline(editor, id);
      await typeInto('[data-testid="item-end"]', '60');
    }
    await lengthShows('1:00');
    expect(
      await editor.$eval('[data-testid="scene-clock"]', (el) =>
        el.textContent?.endsWith('/ 1:00.0'),
      ),
    ).toBe(true);

    await typeInto('[data-testid="scene-length"]', '1:30');
    await lengthShows('1:30');
    await editor.waitForSelector('[data-testid="scene-length-warning"]');
    await clickWhenDrawn(editor, '[data-testid="save-scene"]');
    await editor.waitForFunction(() => !document.querySelector('[data-testid="unsaved-changes"]'), {
      timeout: WAIT_LIMIT_MS,
    });
    const { scene } = await gql<{ scene: { duration: number; sceneItems: { end: number }[] } }>(
      'query($id: ID!) { scene(id: $id) { duration sceneItems } }',
      { id: sceneId },
    );
    expect(scene.duration).toBe(90);
    expect(scene.sceneItems.map((item) => item.end)).toEqual([60, 60]);
  });
});
