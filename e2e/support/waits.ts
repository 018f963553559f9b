import type { ClickOptions, ElementHandle, Page } from 'puppeteer-core';

// How long a wait in a browser test may take before it fails. A wait ends as soon as what it
// waits for is there, so its limit never lengthens a passing test: it only decides how long a
// wait that never ends takes to fail. On CI's two busy cores a first page load was seen to take
// many seconds, so every wait gets the room the unit tests' waits get: just under the e2e tests'
// hang limit (120 s), so a hung wait still fails with its own message.
export const WAIT_LIMIT_MS = 100_000;

/**
 * What the selector names once the page has drawn it and it can be seen: a control that a click
 * or a navigation before it added is drawn a render later, and on busy cores that render can
 * come after the test's next step.
 */
export async function drawn(page: Page, selector: string): Promise<ElementHandle> {
  const element = await page.waitForSelector(selector, { visible: true, timeout: WAIT_LIMIT_MS });
  return element!;
}

/**
 * What the selector names once it is in the page, seen or not (a hidden file input, a list
 * React fills a render after the page loads): for reading it, never for a user's action.
 */
export async function attached(page: Page, selector: string): Promise<ElementHandle> {
  const element = await page.waitForSelector(selector, { timeout: WAIT_LIMIT_MS });
  return element!;
}

/**
 * Clicks the element once it has stopped moving (the same box in two frames running): a menu, a
 * dialog or a panel that opens is placed, and slides in, after it is first drawn, and a click
 * aimed at where it first was lands beside it on a busy machine. A person waits for it too.
 */
export async function clickStill(
  element: ElementHandle,
  options?: Readonly<ClickOptions>,
): Promise<void> {
  await element.evaluate(
    (e) =>
      new Promise<void>((resolve) => {
        let last = '';
        const look = () => {
          const { x, y, width, height } = e.getBoundingClientRect();
          const box = `${x} ${y} ${width} ${height}`;
          if (box === last) resolve();
          else {
            last = box;
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(look);
      }),
  );
  await element.click(options);
}

/** Clicks what the selector names once the page has drawn it (see `drawn`) and it stands still. */
export async function clickWhenDrawn(
  page: Page,
  selector: string,
  options?: Readonly<ClickOptions>,
): Promise<void> {
  await clickStill(await drawn(page, selector), options);
}

/** Types into the field the selector names once the page has drawn it; typing focuses it first. */
export async function typeWhenDrawn(page: Page, selector: string, text: string): Promise<void> {
  await (await drawn(page, selector)).type(text);
}

/** Chooses these values in the native select the selector names once the page has drawn it. */
export async function selectWhenDrawn(
  page: Page,
  selector: string,
  ...values: string[]
): Promise<string[]> {
  return (await drawn(page, selector)).select(...values);
}

/**
 * Clicks the button the CSS selector names once it is drawn and enabled: a form's submit button
 * is enabled a render after the choice that allows it, and a click on it before then does
 * nothing. Fluent's disabledFocusable buttons say so with aria-disabled, others with disabled.
 */
export async function clickWhenEnabled(page: Page, selector: string): Promise<void> {
  await clickWhenDrawn(page, `${selector}:not([disabled]):not([aria-disabled="true"])`);
}
