// End to end, against the built server and the recorded point-of-sale fixture server in
// Chromium. An operator creates a Septim location in the console, puts a menu board showing its
// daily menu into a scene, and sees today's meals from the store in the editor and on a paired
// screen. The store marks a meal sold out; the screen drops it within the cache period (the
// player's 120 s, looked at every 60 s, run on Chromium's virtual time; the server's own cache
// is cut to 1 s by POS_MENU_CACHE_SECONDS so the wait is the player's). Then a static board is
// built from a meal template and shown.
import type { Browser, CDPSession, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosFixtureServer, type PosFixtureServer } from '../fixtures/pos/server.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'menu-boards';
/** fixtures/pos/septim/1042.json: the Technická 2 canteen's recorded first day. */
const STORE_ID = '1042';
const SOLD_OUT_MEAL = { id: '6601a003c9e2', name: 'Svíčková na smetaně' };
const STAYING_MEAL = 'Polévka bramboračka';
const TEMPLATE_MEAL = 'Guláš s houskovým knedlíkem';

let pos: PosFixtureServer | undefined;
let server: RunningServer | undefined;
let browser: Browser;
let editor: Page;
let player: Page;
let token: string;
const pageLog: string[] = [];

beforeAll(async () => {
  pos = await startPosFixtureServer();
  server = await startBuiltServer({
    // The guard refuses loopback addresses; this exact one is the operator's allowed intranet.
    OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${pos.port}`,
    SEPTIM_API_URL: pos.origin,
    POS_MENU_CACHE_SECONDS: '1',
  });
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  editor = await browser.newPage();
  // A wait fails only when the page never gets there; a busy machine only slows it.
  editor.setDefaultTimeout(WAIT_LIMIT_MS);
  await editor.setViewport({ width: 1600, height: 1000 });
  recordConsole(editor, pageLog);
  await editor.setCookie({ name: 'screens_token', value: token, url: server.url });
  player = await browser.newPage();
  player.setDefaultTimeout(WAIT_LIMIT_MS);
  await player.setViewport({ width: 1280, height: 720 });
  recordConsole(player, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pos?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server!.url, query, variables, `Bearer ${token}`);

/** An XPath string literal of any text (the meal names carry no quotes, labels may). */
const literal = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`);

async function byXPath(page: Page, xpath: string): Promise<ElementHandle<Element>> {
  try {
    const found = await page.waitForSelector(`xpath/${xpath}`, { timeout: WAIT_LIMIT_MS });
    return found!;
  } catch (error) {
    // What the page showed instead is the quickest way to what went wrong.
    keepArtifact(SUITE, 'not-found.png', await page.screenshot({ type: 'png' }));
    throw new Error(`Not found on ${page.url()}: ${xpath}`, { cause: error });
  }
}

/** A button (or a link styled as one) by its visible text, inside `within` (an XPath). */
const button = (page: Page, text: string, within = '') =>
  byXPath(
    page,
    `${within}//*[self::button or @role="tab" or @role="menuitem"][normalize-space(.)=${literal(text)}]`,
  );

/** The input, select or textarea of a Fluent Field, by its label. */
const field = (page: Page, label: string, within = '') =>
  byXPath(
    page,
    `${within}//label[starts-with(normalize-space(.), ${literal(label)})]/ancestor::div[1]//*[self::input or self::select or self::textarea]`,
  );

async function typeInto(page: Page, label: string, text: string, within = ''): Promise<void> {
  const input = await field(page, label, within);
  await clickStill(input, { count: 3 });
  await input.type(text);
}

async function choose(page: Page, label: string, optionText: string, within = ''): Promise<void> {
  const select = await field(page, label, within);
  // Options that come from the server (the account's locations) arrive after the dialog opens:
  // wait for the one asked for (the limit only catches a hang), then pick it.
  const hasOption = (el: Element, text: string) =>
    [...(el as HTMLSelectElement).options].some((o) => o.textContent?.trim() === text);
  await page
    .waitForFunction(hasOption, { timeout: WAIT_LIMIT_MS }, select, optionText)
    .catch(() => undefined);
  const value = await select.evaluate(
    (el, text) =>
      [...(el as HTMLSelectElement).options].find((o) => o.textContent?.trim() === text)?.value,
    optionText,
  );
  expect(value, `option "${optionText}" of ${label}`).toBeDefined();
  await select.select(value!);
}

const DIALOG = '//*[@role="dialog"]';

async function textOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);
}

/**
 * Runs `budget` ms of the page's virtual time. Time stands still while a request is in flight, as
 * it does for a screen on a healthy network, so a refetch that a timer starts lands inside the
 * step that started it. A page that keeps posting immediate work (renders, clock ticks) could
 * starve virtual time on a busy machine; the starvation count moves it on after that many tasks.
 */
async function runVirtualTime(cdp: CDPSession, budget: number): Promise<void> {
  const expired = new Promise((resolve) => cdp.once('Emulation.virtualTimeBudgetExpired', resolve));
  await cdp.send('Emulation.setVirtualTimePolicy', {
    policy: 'pauseIfNetworkFetchesPending',
    budget,
    maxVirtualTimeTaskStarvationCount: 1_000,
  });
  await expired;
}

/** Adds a menu board to the scene open in the editor; Edit Menu Board opens at once. */
async function addMenuBoard(page: Page): Promise<void> {
  await page.waitForSelector(
    '[data-testid="add-item"]:not([disabled]):not([aria-disabled="true"])',
    { timeout: WAIT_LIMIT_MS },
  );
  await clickWhenDrawn(page, '[data-testid="add-item"]');
  await clickWhenDrawn(page, '[data-testid="add-item-menu_board"]');
  await byXPath(page, `${DIALOG}//*[normalize-space(.)="Edit Menu Board"]`);
}

async function closeDialogAndSave(page: Page): Promise<void> {
  await clickStill(await button(page, 'Close', DIALOG));
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  await clickWhenDrawn(page, '[data-testid="save-scene"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="unsaved-changes"]'), {
    timeout: WAIT_LIMIT_MS,
  });
}

async function newScene(name: string): Promise<string> {
  const { createScene } = await gql<{ createScene: { _id: string } }>(
    'mutation($n: String!) { createScene(input: { name: $n, type: slides }) { _id } }',
    { n: name },
  );
  return createScene._id;
}

async function playlistOfScene(name: string, sceneId: string): Promise<string> {
  const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
    'mutation($n: String!, $items: JSON) { createPlaylist(input: { name: $n, playlistItems: $items }) { _id } }',
    { n: name, items: [{ _id: `${sceneId}-item`, type: 'scene-reference', sceneId }] },
  );
  return createPlaylist._id;
}

describe('menu boards', () => {
  let deviceId: string;

  it("shows a Septim location's menu of today in the editor and on a paired screen", async () => {
    // The operator creates the location in the console: name, then the source under Advanced.
    // (A page behind another never finishes a click: Chromium does not lay it out.)
    await editor.bringToFront();
    await editor.goto(`${server!.url}/data-integrations/menu-board-locations`);
    await clickStill(await button(editor, 'Create location'));
    await typeInto(editor, 'Location name', 'Technická canteen', DIALOG);
    await clickStill(await button(editor, 'Advanced Settings', DIALOG));
    await choose(editor, 'Data source type', 'Septim', DIALOG);
    await typeInto(editor, 'Septim Store ID', STORE_ID, DIALOG);
    await clickStill(await button(editor, 'Save', DIALOG));
    await byXPath(editor, '//table//*[normalize-space(.)="Technická canteen"]');

    // A scene with a menu board on the location's daily menu.
    const sceneId = await newScene('Canteen menu');
    await editor.goto(`${server!.url}/scenes/${sceneId}`);
    await editor.waitForSelector('[data-testid="scene-canvas"]', { timeout: WAIT_LIMIT_MS });
    await addMenuBoard(editor);
    await choose(editor, 'Location', 'Technická canteen', DIALOG);
    await closeDialogAndSave(editor);

    // The editor's canvas draws the store's meals of today.
    await editor.waitForFunction(
      (name) => document.querySelector('[data-testid="scene-canvas"]')?.textContent?.includes(name),
      { timeout: WAIT_LIMIT_MS },
      SOLD_OUT_MEAL.name,
    );
    const preview = await (await editor.$('[data-testid="scene-canvas"]'))!.screenshot();
    keepArtifact(SUITE, 'editor-daily.png', preview);
    expect(pos!.requestsFor(STORE_ID)).toBeGreaterThan(0);

    const playlistId = await playlistOfScene('Canteen', sceneId);
    await player.bringToFront();
    deviceId = await pairPlayer(player, server!.url, token, 'Canteen screen');
    await publishPlaylist(server!.url, token, deviceId, playlistId);
    await player.waitForFunction(
      (meals) => {
        const text = document.querySelector('[data-testid="stage"]')?.textContent ?? '';
        return meals.every((meal) => text.includes(meal));
      },
      { timeout: WAIT_LIMIT_MS },
      [SOLD_OUT_MEAL.name, STAYING_MEAL],
    );
    keepArtifact(SUITE, 'player-daily.png', await player.screenshot({ type: 'png' }));
  });

  it('drops a meal the store sold out within the cache period', async () => {
    pos!.markSoldOut(STORE_ID, SOLD_OUT_MEAL.id);
    const cdp = await player.createCDPSession();
    // A store menu is kept 120 s, looked at every 60 s, so at the latest 180 s after the last
    // fetch the screen asks again. Each step ends once what it sent has been answered.
    let elapsed = 0;
    let text = await textOf(player, '[data-testid="stage"]');
    try {
      while (text.includes(SOLD_OUT_MEAL.name) && elapsed < 190_000) {
        await runVirtualTime(cdp, 10_000);
        elapsed += 10_000;
        // A request sent in a step's last moment is answered after the step has ended.
        await player.waitForNetworkIdle({ idleTime: 100, timeout: WAIT_LIMIT_MS });
        text = await textOf(player, '[data-testid="stage"]');
      }
    } finally {
      await cdp.detach();
    }
    keepArtifact(SUITE, 'player-sold-out.png', await player.screenshot({ type: 'png' }));
    expect(text, `after ${elapsed / 1000} s of virtual time`).not.toContain(SOLD_OUT_MEAL.name);
    expect(text).toContain(STAYING_MEAL);
    expect(elapsed).toBeLessThanOrEqual(180_000);
  });

  it('builds a static board from a meal template and shows it', async () => {
    // A template another operator defined: a meal in the server's shape.
    await gql(
      'mutation($d: CreateMenuBoardMealTemplateInput!) { createMenuBoardMealTemplate(data: $d) { _id } }',
      {
        d: {
          internalName: 'Goulash of the house',
          body: {
            name: { default: TEMPLATE_MEAL, alternatives: [] },
            description: { default: 'Hovězí kýta, cibule, paprika', alternatives: [] },
            price: '139',
            allergens: [1, 3, 7],
          },
        },
      },
    );
    await editor.bringToFront();
    await editor.goto(`${server!.url}/data-integrations/menu-boards/create`);
    await typeInto(editor, 'Name', 'Weekly specials');
    await clickStill(await button(editor, 'Add category'));
    await clickStill(
      await byXPath(editor, '//button[@aria-label="From template in New Category"]'),
    );
    await clickStill(
      await byXPath(editor, `${DIALOG}//button[@aria-label="Use Goulash of the house"]`),
    );
    await editor.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await clickStill(await button(editor, 'Save'));
    await editor.waitForFunction(
      () => /\/data-integrations\/menu-boards\/(?!create)/.test(location.pathname),
      {
        timeout: WAIT_LIMIT_MS,
      },
    );

    const sceneId = await newScene('Weekly specials');
    await editor.goto(`${server!.url}/scenes/${sceneId}`);
    await editor.waitForSelector('[data-testid="scene-canvas"]', { timeout: WAIT_LIMIT_MS });
    await addMenuBoard(editor);
    // Fluent draws a tab's label twice (one copy reserves the bold width): match by contains.
    await clickStill(await byXPath(editor, `${DIALOG}//*[@role="tab"][contains(., "Static")]`));
    await choose(editor, 'Menu board', 'Weekly specials', DIALOG);
    await closeDialogAndSave(editor);

    // A second screen (its own storage, so a pairing of its own), on real time, shows the board.
    const screen = await (await browser.createBrowserContext()).newPage();
    await screen.setViewport({ width: 1280, height: 720 });
    recordConsole(screen, pageLog);
    await screen.bringToFront();
    const screenId = await pairPlayer(screen, server!.url, token, 'Specials screen');
    await publishPlaylist(server!.url, token, screenId, await playlistOfScene('Specials', sceneId));
    await screen.waitForFunction(
      (meal) => document.querySelector('[data-testid="stage"]')?.textContent?.includes(meal),
      { timeout: WAIT_LIMIT_MS },
      TEMPLATE_MEAL,
    );
    expect(await textOf(screen, '[data-testid="menu-board"]')).toMatch(/139[\u00a0 ]Kč/);
    keepArtifact(SUITE, 'player-static.png', await screen.screenshot({ type: 'png' }));
  });
});
