// The scene editor page seen from a test: moving its time slider, as an operator drags it, and
// choosing an item on its timeline.
import type { Page } from 'puppeteer-core';
import { WAIT_LIMIT_MS, clickWhenDrawn } from './waits.js';

/** Sets the editor's time slider to `ms` and waits until the clock shows that second. */
export async function showSceneTime(editor: Page, ms: number): Promise<void> {
  // The slider may be drawn after the canvas the test waited for.
  const slider = await editor.waitForSelector('[data-testid="scene-time"]', {
    timeout: WAIT_LIMIT_MS,
  });
  await slider!.evaluate((el, value) => {
    const input = el as HTMLInputElement;
    // React tracks an input's value through the prototype's setter; assigning `value` on the
    // element would be ignored as no change.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, ms);
  const clock = `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;
  await editor.waitForFunction(
    (text) => document.querySelector('[data-testid="scene-clock"]')?.textContent?.startsWith(text),
    { timeout: WAIT_LIMIT_MS },
    clock,
  );
}

/**
 * Selects the item by its row on the timeline, and waits until the row shows it chosen: the
 * item's fields beside the canvas are the selected item's, and until that render they are still
 * the item chosen before, so typing into them then changes the wrong item.
 */
export async function selectOnTimeline(editor: Page, itemId: string): Promise<void> {
  const row = `[data-testid="timeline-row-${itemId}"]`;
  await clickWhenDrawn(editor, row);
  await editor.waitForSelector(`${row}[aria-pressed="true"]`, { timeout: WAIT_LIMIT_MS });
}

/**
 * Waits until the preview is drawn at the canvas's size: the canvas measures its width after it
 * is laid out and scales the scene (drawn at 1920 × 1080) to it, and until then the scene is
 * drawn at another scale, or at none when the width is still unknown, over the canvas's black.
 * A screenshot of the canvas taken before that shows black, however ready its items are.
 */
export async function previewFillsCanvas(editor: Page): Promise<void> {
  await editor.waitForFunction(
    () => {
      const canvas = document.querySelector('[data-testid="scene-canvas"]');
      const stage = document.querySelector('[data-testid="scene-preview"]');
      if (!canvas || !stage) return false;
      const c = canvas.getBoundingClientRect();
      const s = stage.getBoundingClientRect();
      return c.width > 0 && Math.abs(s.width - c.width) < 1 && Math.abs(s.height - c.height) < 1;
    },
    { timeout: WAIT_LIMIT_MS },
  );
}
