// End to end: three paired web players, two groups made in the console, one publish of a playlist
// to a group that reaches its screens (seen on their pixels); a fourth player paired later and
// added to the group plays the group's playlist too.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import {
  addScreenToOpenGroup,
  addToGroup,
  chooseOption,
  createGroup,
  newPlayer,
  noDialog,
  openGroup,
  signInConsole,
} from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, clickWhenEnabled, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'screen-groups';
const ALL = 'All shops';
const SHOP_A = 'Shop A';

let server: RunningServer;
let browser: Browser;
let operator: Page;
const players = new Map<string, Page>();
let token = '';
const pageLog: string[] = [];

async function addPlayer(name: string): Promise<Page> {
  const player = await newPlayer(browser, server.url, token, name, pageLog);
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
    for (const name of ['Till A', 'Window A', 'Window B']) await addPlayer(name);
  });

  it('creates two groups in the console and puts the screens in them', async () => {
    await signInConsole(operator, server.url, '/screen-groups');
    await operator.waitForSelector('[data-testid="group-create"]');
    await createGroup(operator, ALL);
    await createGroup(operator, SHOP_A);

    await operator.goto(`${server.url}/devices`);
    await operator.waitForSelector('[data-testid="device-row"][data-device-name="Window B"]');
    await addToGroup(operator, ['Till A', 'Window A', 'Window B'], ALL);
    await addToGroup(operator, ['Till A', 'Window A'], SHOP_A);

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
    await openGroup(operator, server.url, ALL);
    await clickWhenDrawn(operator, '[data-testid="group-publish"]');
    await operator.waitForSelector('[data-testid="publish-content"]');
    await chooseOption(operator, '[data-testid="publish-content"]', 'Demo playlist');
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="publish-reach-text"]')?.textContent ===
        'Reaches 3 screens, all online',
    );
    await clickWhenEnabled(operator, '[data-testid="publish-many-submit"]');
    await noDialog(operator);
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
    await clickStill(link!);
    await operator.waitForFunction(
      (group) =>
        document.querySelector('[data-testid="content-source"]')?.textContent ===
        `Content: From group ${group}`,
      {},
      ALL,
    );
  });

  it('a fourth player added to the group later plays the group’s playlist', async () => {
    const late = await addPlayer('Till B');
    expect(await shownDemoColour(late)).toBeNull();
    await openGroup(operator, server.url, ALL);
    await addScreenToOpenGroup(operator, 'Till B');
    expect(await waitForDemoContent('Till B')).not.toBeNull();
  });
});
