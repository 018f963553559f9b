// Editors on a phone, in Chromium at 390 px against the built server: the panels and dialogs that
// open only when an operator works (a playlist item's timing rules and trigger, the scene editor's
// data table editor with its columns, a text item's table, a schedule's rows, a screen's display
// hours by day) never push the page sideways. The route walk (support/accessibility.ts) sees pages
// as they open; these are what a click unfolds.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInEditorForFile } from './support/signedInEditor.js';
import { clickWhenDrawn, drawn, WAIT_LIMIT_MS } from './support/waits.js';

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

const session = signedInEditorForFile();
let page: Page;
beforeAll(async () => {
  page = session.page;
  await page.setViewport(PHONE);
});

/** The page's width, and the outermost elements that stick out past the phone's right edge. */
const sideways = () =>
  page.evaluate(() => {
    const stickingOut = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((e) => (e.parentElement?.getBoundingClientRect().right ?? 0) <= window.innerWidth + 1)
      .slice(0, 3)
      .map(
        (e) =>
          `<${e.tagName.toLowerCase()} ${e.dataset.testid ?? ''}> "${e.innerText.slice(0, 30)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, stickingOut };
  });

/** Nothing on the page is wider than the phone, `what` being open. */
async function expectNoSidewaysScroll(what: string) {
  const { scrollWidth, stickingOut } = await sideways();
  expect(scrollWidth, `${what}: ${stickingOut.join(', ')}`).toBe(PHONE.width);
}

/** Clicks a control once it is drawn in its place: menus and dialogs slide in first. */
const click = (selector: string) => clickWhenDrawn(page, selector);

/** Adds an item from the scene editor's Add item menu. */
async function addItem(type: string) {
  await page.waitForSelector('[data-testid="add-item"]:not([aria-disabled="true"])', {
    timeout: WAIT_LIMIT_MS,
  });
  await click('[data-testid="add-item"]');
  await click(`[data-testid="add-item-${type}"]`);
}

describe('editors at 390 px', () => {
  it('a playlist item’s timing rules and trigger settings', async () => {
    const { playlists } = await session.gql<{ playlists: { _id: string; name: string }[] }>(
      '{ playlists { _id name } }',
    );
    const demo = playlists.find((p) => p.name === 'Demo playlist')!;
    await page.goto(`${session.server.url}/playlists/${demo._id}`);
    await click('button::-p-text(Timing)');
    await click('button::-p-text(Add rule)');
    // Measured once the rule the click added is drawn.
    await page.waitForSelector('[data-testid="timing-rule"]', { visible: true });
    await expectNoSidewaysScroll('timing rules');
    await click('button::-p-text(Trigger)');
    await page.waitForSelector('[data-testid="playback-priority"]');
    await expectNoSidewaysScroll('trigger settings');
  });

  it('a schedule’s rows, and a screen’s display hours by day', async () => {
    const { playlists } = await session.gql<{ playlists: { _id: string }[] }>(
      '{ playlists { _id } }',
    );
    await session.gql('mutation($i: ScheduleInput!) { createSchedule(input: $i) { _id } }', {
      i: {
        name: 'Mornings',
        playlistTimings: [
          { timeFrom: '08:00', timeTo: '12:00', playlistId: playlists[0]!._id },
          {
            timeFrom: '2026-12-01T00:00',
            timeTo: '2026-12-24T23:59',
            playlistId: playlists[0]!._id,
          },
        ],
      },
    });
    await page.goto(`${session.server.url}/schedules`);
    await page.waitForSelector('[data-testid="schedule-row"]', { timeout: WAIT_LIMIT_MS });
    await expectNoSidewaysScroll('a schedule with a day part and a date range');

    const { requestPairingCode: code } = await session.gql<{
      requestPairingCode: { pairingCode: string };
    }>('mutation { requestPairingCode(platform: "web") { pairingCode } }');
    const { pairDevice } = await session.gql<{ pairDevice: { _id: string } }>(
      'mutation($c: String!) { pairDevice(pairingCode: $c, name: "Counter") { _id } }',
      { c: code.pairingCode },
    );
    await page.goto(`${session.server.url}/devices/${pairDevice._id}`);
    await click('::-p-text(Turn the display off outside set hours)');
    await page.waitForSelector('::-p-text(Add period)');
    await expectNoSidewaysScroll('display hours by day');
  });

  // Last: the editor is left with unsaved changes, which asks before the page is left.
  it('the scene editor’s data table editor, and a text item’s table', async () => {
    const { createScene } = await session.gql<{ createScene: { _id: string } }>(
      'mutation { createScene(input: { name: "Menu", type: slides }) { _id } }',
    );
    await page.goto(`${session.server.url}/scenes/${createScene._id}`);
    await addItem('data_table');
    const dialog = '[role="dialog"]';
    await drawn(page, dialog);
    for (let i = 0; i < 4; i++) await click(`${dialog} button::-p-text(Add column)`);
    await page.waitForFunction(
      (d) => (document.querySelector(d)?.querySelectorAll('input').length ?? 0) >= 10,
      {},
      dialog,
    );
    await expectNoSidewaysScroll('data table editor with four columns');
    await page.keyboard.press('Escape');
    await page.waitForSelector(dialog, { hidden: true });

    await addItem('text');
    await click('[data-testid="text-editor"]');
    await click('button[aria-label*="table" i]');
    await page.waitForSelector('[data-testid="text-editor"] table');
    await expectNoSidewaysScroll('a text item holding a table');
  });
});
