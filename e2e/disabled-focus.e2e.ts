// Unavailable actions stay in the Tab order, in Chromium against the built server: a keyboard
// or screen-reader user presses Tab from a form's field and lands on its button, hears that it
// is unavailable, and pressing it does nothing. On Playlists and Schedules ("Create …" before a
// name is typed, a changed schedule's Publish) and on the audit log's pager ("Newer" on page 1).
import type { Page, SerializedAXNode } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInEditorForFile } from './support/signedInEditor.js';
import { clickStill, WAIT_LIMIT_MS } from './support/waits.js';

const session = signedInEditorForFile();
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** The focused element as a screen reader reads it: role, name, and whether it is unavailable. */
async function focusedNode(): Promise<Pick<SerializedAXNode, 'role' | 'name' | 'disabled'>> {
  const tree = await page.accessibility.snapshot();
  const all = (n: SerializedAXNode | null): SerializedAXNode[] =>
    n ? [n, ...(n.children ?? []).flatMap(all)] : [];
  const node = all(tree).find((n) => n.focused);
  return { role: node?.role ?? '', name: node?.name ?? '', disabled: node?.disabled ?? false };
}

/** Presses Tab until the focus is on a button named `name` (as a person tabs along the page). */
async function tabTo(name: string, most = 60): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedNode();
    if (now.role === 'button' && now.name === name) return;
  }
  throw new Error(`Tab never reached the button "${name}" in ${most} presses`);
}

/** Focuses the field labelled `label` by clicking it, as a person starts at a form. */
async function clickField(label: string): Promise<void> {
  await clickStill((await page.waitForSelector(`::-p-aria(${label}[role="textbox"])`))!);
}

const countOf = (selector: string) => page.$$eval(selector, (els) => els.length);

describe('unavailable actions in the Tab order', () => {
  it('Playlists: Tab reaches "Create playlist", unavailable until a name is typed', async () => {
    await page.goto(`${session.server.url}/playlists`);
    await page.waitForSelector('[data-testid="playlist-row"]', { timeout: WAIT_LIMIT_MS });
    const rows = await countOf('[data-testid="playlist-row"]');

    await clickField('New playlist');
    await tabTo('Create playlist', 1);
    expect(await focusedNode()).toEqual({
      role: 'button',
      name: 'Create playlist',
      disabled: true,
    });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await countOf('[data-testid="playlist-row"]')).toBe(rows);

    // With a name it is available, from the same place, and makes the playlist (and opens it).
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await page.keyboard.type('Evening');
    await tabTo('Create playlist', 1);
    expect((await focusedNode()).disabled).toBe(false);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^\/playlists\/[^/]+$/.test(location.pathname), {
      timeout: WAIT_LIMIT_MS,
    });
  });

  it('Schedules: "Create schedule" and a changed schedule’s Publish are reached, unavailable', async () => {
    await page.goto(`${session.server.url}/schedules`);
    await page.waitForSelector('::-p-text(There are no schedules yet.)', {
      timeout: WAIT_LIMIT_MS,
    });

    await clickField('New schedule');
    await tabTo('Create schedule', 1);
    expect(await focusedNode()).toEqual({
      role: 'button',
      name: 'Create schedule',
      disabled: true,
    });
    await page.keyboard.press('Enter');
    expect(await countOf('[data-testid="schedule"]')).toBe(0);

    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await page.keyboard.type('Mornings');
    await tabTo('Create schedule', 1);
    expect((await focusedNode()).disabled).toBe(false);
    await page.keyboard.press('Enter');
    const card = '[data-testid="schedule"][data-schedule-name="Mornings"]';
    await page.waitForSelector(`${card} [data-testid="schedule-publish"]`, {
      timeout: WAIT_LIMIT_MS,
    });

    // A day part added and not saved: Publish would send the saved schedule, so it waits.
    await clickStill((await page.waitForSelector(`${card} ::-p-text(Add day part)`))!);
    await page.waitForSelector(`${card} [data-testid="schedule-row"]`);
    await tabTo('Publish');
    expect(await focusedNode()).toEqual({ role: 'button', name: 'Publish', disabled: true });
    await page.keyboard.press('Enter');
    expect(await page.$('[role="dialog"]')).toBe(null);

    // The row is not saved: leaving the page asks first (the browser's own question), and the
    // operator leaves anyway.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.goto(`${session.server.url}/playlists`);
    expect(await asked).toBe('beforeunload');
  });

  it('the audit log: "Newer" on its first page is reached, unavailable', async () => {
    await page.goto(`${session.server.url}/account/audit-log`);
    await page.waitForSelector('[data-testid="audit-entry"]', { timeout: WAIT_LIMIT_MS });
    const first = await page.$eval('[data-testid="audit-entry"]', (el) => el.textContent);
    await tabTo('Newer');
    expect(await focusedNode()).toEqual({ role: 'button', name: 'Newer', disabled: true });
    await page.keyboard.press('Enter');
    expect(await page.$eval('[data-testid="audit-entry"]', (el) => el.textContent)).toBe(first);
  });
});
