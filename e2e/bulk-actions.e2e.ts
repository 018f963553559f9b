// End to end: bulk screen actions from the screens list. Three paired web players. "Select all
// matching" chooses all three, and the menu knows none of them can switch its display. The operator
// ticks two and reloads them from "Screen actions": the question names how many, Cancel does
// nothing, Reload reloads exactly those two players (the third keeps running) and the list says
// so. Then the operator deletes one screen the same way: asked first, then gone from the list
// while the others stay.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { signInAsDemoAdmin } from './support/demo.js';
import { confirmWith, newPlayer, noDialog, signInConsole } from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const NAMES = ['Bar', 'Till', 'Door'] as const;
const row = (name: string) => `[data-testid="device-row"][data-device-name="${name}"]`;

let server: RunningServer;
let browser: Browser;
let operator: Page;
const players = new Map<string, Page>();
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  const token = await signInAsDemoAdmin(server.url);
  for (const name of NAMES)
    players.set(name, await newPlayer(browser, server.url, token, name, pageLog));
  operator = await browser.newPage();
  await operator.setViewport({ width: 1440, height: 900 });
  operator.setDefaultTimeout(WAIT_LIMIT_MS);
  recordConsole(operator, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

/** Ticks the named screens in the list and waits until the bar counts them. */
async function select(names: readonly string[]) {
  for (const name of names)
    await clickWhenDrawn(operator, `${row(name)} [data-testid="device-select"]`);
  const counted = names.length === 1 ? '1 screen selected' : `${names.length} screens selected`;
  await operator.waitForFunction(
    (text) => document.querySelector('[data-testid="selection-count"]')?.textContent === text,
    {},
    counted,
  );
}

/** Opens "Screen actions" and chooses an item; returns the question it asks. */
async function chooseAction(item: 'reload' | 'delete'): Promise<string> {
  await clickWhenDrawn(operator, '[data-testid="bulk-screen-actions"]');
  await clickWhenDrawn(operator, `[data-testid="bulk-${item}"]`);
  const dialog = await operator.waitForSelector('[role="alertdialog"]');
  return dialog!.evaluate((el) => el.getAttribute('aria-label') ?? '');
}

/** Marks a player's page; the mark is gone once the page has loaded again. */
const mark = (player: Page) =>
  player.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
const reloadedSinceMark = (player: Page) =>
  player.evaluate(() => !(window as { beforeReload?: boolean }).beforeReload);

describe('bulk screen actions from the screens list', () => {
  it('selects every matching screen, knowing what each one can do', async () => {
    await signInConsole(operator, server.url, '/devices');
    await operator.waitForSelector(row('Door'));
    await clickWhenDrawn(operator, '[data-testid="select-all-matching"]');
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="selection-count"]')?.textContent ===
        'All 3 screens matching selected',
    );
    // Web players cannot switch their display: read with the selection, that keeps the item off.
    await clickWhenDrawn(operator, '[data-testid="bulk-screen-actions"]');
    const displayOff = await operator.waitForSelector('[data-testid="bulk-displayOff"]');
    expect(
      await displayOff!.evaluate((item) => [item.getAttribute('aria-disabled'), item.textContent]),
    ).toEqual(['true', expect.stringContaining('None of the selected screens can turn their')]);
    await operator.keyboard.press('Escape');
    await operator.waitForFunction(
      () => !document.querySelector('[data-testid="bulk-displayOff"]'),
    );
  });

  it('asks before reloading the chosen screens, and reloads only those', async () => {
    for (const player of players.values()) await mark(player);
    await signInConsole(operator, server.url, '/devices');
    await operator.waitForSelector(row('Door'));
    await select(['Bar', 'Till']);

    // Cancel: nothing is started.
    expect(await chooseAction('reload')).toBe('Reload 2 screens?');
    await confirmWith(operator, 'Cancel');
    await noDialog(operator);
    expect(await operator.$('[data-testid="bulk-progress"]')).toBeNull();

    expect(await chooseAction('reload')).toBe('Reload 2 screens?');
    await confirmWith(operator, 'Reload');
    await noDialog(operator);
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="bulk-progress"]')?.textContent ===
        'Reload sent to 2 screens',
    );
    // The players themselves load their page again; the one not chosen does not.
    for (const name of ['Bar', 'Till'])
      await players
        .get(name)!
        .waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload);
    expect(await reloadedSinceMark(players.get('Door')!)).toBe(false);
  });

  it('asks before deleting a screen, then removes only that one from the list', async () => {
    await operator.goto(`${server.url}/devices`);
    await operator.waitForSelector(row('Door'));
    await select(['Door']);
    expect(await chooseAction('delete')).toBe('Delete Door?');
    await confirmWith(operator, 'Delete');
    await noDialog(operator);
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="bulk-progress"]')?.textContent === 'Deleted 1 screen',
    );
    await operator.waitForFunction((sel) => !document.querySelector(sel), {}, row('Door'));
    for (const name of ['Bar', 'Till']) expect(await operator.$(row(name))).not.toBeNull();
  });
});
