import type { Page } from 'puppeteer-core';

// How long a wait in a browser test may take before it fails. A wait ends as soon as what it
// waits for is there, so its limit never lengthens a passing test: it only decides how long a
// wait that never ends takes to fail. On CI's two busy cores a first page load was seen to take
// many seconds, so every wait gets the room the unit tests' waits get: just under the e2e tests'
// hang limit (120 s), so a hung wait still fails with its own message.
export const WAIT_LIMIT_MS = 100_000;

/**
 * Clicks what the selector names once the page has drawn it: a control that a click before it
 * added (a toggle opening a section, "Add" adding a row) is drawn a render later, and on busy
 * cores that render can come after the test's next step.
 */
export async function clickWhenDrawn(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true, timeout: WAIT_LIMIT_MS });
  await element!.click();
}
