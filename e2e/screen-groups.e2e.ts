// End to end: three paired web players, two groups made in the console, one publish of a playlist
// to a group that reaches its screens (seen on their pixels); a fourth player paired later and
// added to the group plays the group's playlist too.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { DEMO_ADMIN, pairPlayer, shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'screen-groups';
const PLAYER_VIEW = { width: 480, height: 270 };
const ALL = 'All shops';
const SHOP_A = 'Shop A';

let server: RunningServer;
let browser: Browser;
let operator: Page;
const players = new Map<string, Page>();
let token = '';
const pageLog: string[] = [];

async function newPlayer(name: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const player = await context.newPage();
  await player.setViewport(PLAYER_VIEW);
  recordConsole(player, pageLog);
  await pairPlayer(player, server.url, token, name);
  players.set(name, player);
  return player;
}

/** Waits until the player fills its screen with one of the demo playlist's colours. */
async function waitForDemoContent(name: string): Promise<string> {
  const player = players.get(name)!;
  const end = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < end) {
    const colour = await shownDemoColour(player);
    if (colour) {
      await shownDemoColour(player, { suite: SUITE, name: `${name}.png` });
      return colour;
    }
  }
  throw new Error(`${name} never showed the demo playlist`);
}

/** Chooses the option with this text in a native select. */
async function chooseOption(selector: string, text: string) {
  const value = await operator.$eval(
    selector,
    (el, wanted) =>
      [...(el as HTMLSelectElement).options].find((o) => o.textContent === wanted)?.value ?? '',
    text,
  );
  expect(value).not.toBe('');
  await operator.select(selector, value);
}

const noDialog = () => operator.waitForFunction(() => !document.querySelector('[role="dialog"]'));

async function createGroup(name: string) {
  await operator.click('[data-testid="group-create"]');
  await operator.waitForSelector('[data-testid="group-name-input"]');
  await operator.type('[data-testid="group-name-input"]', name);
  await operator.click('[data-testid="group-name-submit"]');
  await operator.waitForSelector(`[data-testid="group-row"][data-group-name="${name}"]`);
  await noDialog();
}

/** On the screens list: ticks the named screens and adds them to the group in one action. */
async function addToGroup(names: readonly string[], group: string) {
  for (const name of names)
    await operator.click(
      `[data-testid="device-row"][data-device-name="${name}"] [data-testid="device-select"]`,
    );
  await operator.waitForFunction(
    (n) =>
      document.querySelector('[data-testid="selection-count"]')?.textContent ===
      `${n} screens selected`,
    {},
    names.length,
  );
  await operator.click('[data-testid="bulk-add-to-group"]');
  await operator.waitForSelector('[data-testid="add-to-group-select"]');
  await chooseOption('[data-testid="add-to-group-select"]', group);
  await operator.click('[data-testid="add-to-group-submit"]');
  await noDialog();
  await operator.waitForFunction(
    () =>
      document.querySelector('[data-testid="selection-count"]')?.textContent ===
      'No screens selected',
  );
}

async function openGroup(name: string) {
  await operator.goto(`${server.url}/screen-groups`);
  const link = await operator.waitForSelector(
    `[data-testid="group-row"][data-group-name="${name}"] [data-testid="group-link"]`,
  );
  await link!.click();
  await operator.waitForFunction(
    (n) => document.querySelector('[data-testid="group-title"]')?.textContent === n,
    {},
    name,
  );
}

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  token = await signInAsDemoAdmin(server.url);
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

describe('screen groups: one publish to many screens', () => {
  it('pairs three players', async () => {
    for (const name of ['Till A', 'Window A', 'Window B']) await newPlayer(name);
  });

  it('creates two groups in the console and puts the screens in them', async () => {
    await operator.goto(`${server.url}/login?returnPath=%2Fscreen-groups`);
    await operator.waitForSelector('input[name="email"]');
    await operator.type('input[name="email"]', DEMO_ADMIN.email);
    await operator.type('input[name="password"]', DEMO_ADMIN.password);
    await operator.click('button[type="submit"]');
    await operator.waitForSelector('[data-testid="group-create"]');
    await createGroup(ALL);
    await createGroup(SHOP_A);

    await operator.goto(`${server.url}/devices`);
    await operator.waitForSelector('[data-testid="device-row"][data-device-name="Window B"]');
    await addToGroup(['Till A', 'Window A', 'Window B'], ALL);
    await addToGroup(['Till A', 'Window A'], SHOP_A);

    await operator.goto(`${server.url}/screen-groups`);
    await operator.waitForFunction(
      (all, shop) =>
        document.querySelector(`[data-group-name="${all}"]`)?.textContent?.includes('3 screens') &&
        document.querySelector(`[data-group-name="${shop}"]`)?.textContent?.includes('2 screens'),
      {},
      ALL,
      SHOP_A,
    );
  });

  it('publishes the demo playlist to a group in one action, and its screens play it', async () => {
    await openGroup(ALL);
    await operator.click('[data-testid="group-publish"]');
    await operator.waitForSelector('[data-testid="publish-content"]');
    await chooseOption('[data-testid="publish-content"]', 'Demo playlist');
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="publish-reach-text"]')?.textContent ===
        'Reaches 3 screens, all online',
    );
    await operator.click('[data-testid="publish-many-submit"]');
    await noDialog();
    await operator.waitForFunction(() =>
      document.body.textContent?.includes('Published Demo playlist to 3 screens'),
    );
    for (const name of ['Till A', 'Window A', 'Window B'])
      expect(await waitForDemoContent(name)).not.toBeNull();

    // The screen's page says where its content comes from.
    await operator.goto(`${server.url}/devices`);
    const link = await operator.waitForSelector(
      '[data-testid="device-row"][data-device-name="Window B"] [data-testid="device-link"]',
    );
    await link!.click();
    await operator.waitForFunction(
      (group) =>
        document.querySelector('[data-testid="content-source"]')?.textContent ===
        `Content: From group ${group}`,
      {},
      ALL,
    );
  });

  it('a fourth player added to the group later plays the group’s playlist', async () => {
    const late = await newPlayer('Till B');
    expect(await shownDemoColour(late)).toBeNull();
    await openGroup(ALL);
    await operator.click('[data-testid="group-add-screens"]');
    const option = await operator.waitForSelector('::-p-aria(Till B[role="checkbox"])');
    await option!.click();
    await operator.click('[data-testid="add-screens-submit"]');
    await noDialog();
    await operator.waitForSelector('[data-testid="group-screen-row"][data-device-name="Till B"]');
    expect(await waitForDemoContent('Till B')).not.toBeNull();
  });
});
