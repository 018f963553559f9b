// The scene editor page seen from a test: moving its time slider, as an operator drags it.
import type { Page } from 'puppeteer-core';
import { WAIT_LIMIT_MS } from './waits.js';

/** Sets the editor's time slider to `ms` and waits until the clock shows that second. */
export async function showSceneTime(editor: Page, ms: number): Promise<void> {
  await editor.$eval(
    '[data-testid="scene-time"]',
    (el, value) => {
      const input = el as HTMLInputElement;
      // React tracks an input's value through the prototype's setter; assigning `value` on the
      // element would be ignored as no change.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(input, String(value));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    ms,
  );
  const clock = `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;
  await editor.waitForFunction(
    (text) => document.querySelector('[data-testid="scene-clock"]')?.textContent?.startsWith(text),
    { timeout: WAIT_LIMIT_MS },
    clock,
  );
}
