// End to end: an installer registers a Sony BRAVIA display by the one-time code it shows (Sony's
// kitting cloud is the faithful fake), in the console. The display then opens the player at the
// address it received in its user data, as its kitting would: the player starts paired, with no
// pairing code, in the chosen group, and plays the demo playlist published to that group. The
// installer releases the display in the console, and the player falls back to a pairing code.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKitting, type FakeKitting } from '../server/src/test/fakes/sony-bravia/index.js';
import { launchChromium, recordConsole } from './support/browser.js';
import { graphql, shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import {
  chooseOption,
  confirmWith,
  noDialog,
  PLAYER_VIEW,
  signInConsole,
} from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenEnabled, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'sony-bravia';
const API_KEY = 'e2e-sony-key';
const CODE = '482913';
const SCREEN = 'Sony lobby';
const GROUP = 'Sony displays';

let kitting: FakeKitting;
let server: RunningServer;
let browser: Browser;
let operator: Page;
let player: Page;
let token = '';
const pageLog: string[] = [];

beforeAll(async () => {
  kitting = await startFakeKitting({ apiKey: API_KEY });
  server = await startBuiltServer({
    MARQUEE_SONY_KITTING_URL: kitting.url,
    MARQUEE_SONY_API_KEY: API_KEY,
    OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${new URL(kitting.url).port}`,
  });
  browser = await launchChromium();
  operator = await browser.newPage();
  await operator.setViewport({ width: 1440, height: 900 });
  recordConsole(operator, pageLog);
  token = await signInAsDemoAdmin(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await kitting?.close();
});

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server.url, query, variables, `Bearer ${token}`);

/** A group with the demo playlist published to it: a screen that joins plays it. */
async function groupPlayingDemo(): Promise<void> {
  const { createScreenGroup } = await api<{ createScreenGroup: { _id: string } }>(
    'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
    { n: GROUP },
  );
  const { playlists } = await api<{ playlists: { _id: string; name: string }[] }>(
    '{ playlists { _id name } }',
  );
  const playlistId = playlists.find((p) => p.name === 'Demo playlist')!._id;
  await api(
    'mutation($c: PublishContentInput!, $t: PublishTargetsInput!) { publishToScreens(content: $c, targets: $t) { screenCount } }',
    {
      c: { collectionName: 'playlist', entityId: playlistId },
      t: { groupIds: [createScreenGroup._id] },
    },
  );
}

/** Until the player fills its screen with one of the demo colours. */
async function untilDemoShows(page: Page): Promise<string> {
  const end = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < end) {
    const colour = await shownDemoColour(page);
    if (colour) {
      await shownDemoColour(page, { suite: SUITE, name: 'playing.png' });
      return colour;
    }
  }
  throw new Error('the provisioned player never showed a demo colour');
}

describe('Sony BRAVIA zero-touch provisioning', () => {
  it('registers a display by its code and the display starts playing with no pairing', async () => {
    await groupPlayingDemo();
    kitting.addDisplay({ oneTimeCode: CODE, mac: '04:5D:4B:AD:6D:E1' });
    await signInConsole(operator, server.url, '/sony-bravia/ztp');
    await clickStill((await operator.waitForSelector('[data-testid="sony-code-link"]'))!);
    await operator.waitForFunction(() => location.pathname === '/sony-bravia/ztp/code');
    await operator.waitForSelector('[data-testid="sony-code"]');
    await typeWhenDrawn(operator, '[data-testid="sony-code"]', CODE);
    await typeWhenDrawn(operator, '[data-testid="sony-name"]', SCREEN);
    await operator.waitForFunction(
      (g) => [...document.querySelectorAll('option')].some((o) => o.textContent === g),
      { timeout: WAIT_LIMIT_MS },
      GROUP,
    );
    await chooseOption(operator, '[data-testid="sony-group"]', GROUP);
    await clickWhenEnabled(operator, '[data-testid="sony-code-submit"]');
    await operator.waitForSelector('[data-testid="sony-code-done"]', { timeout: WAIT_LIMIT_MS });

    const posted = kitting.requests().find((r) => r.status === 200)!;
    const { url } = JSON.parse((posted.body as { userData: string }).userData) as { url: string };
    expect(new URL(url).searchParams.get('provision')).toMatch(/^mqz_/);

    const context = await browser.createBrowserContext();
    player = await context.newPage();
    await player.setViewport(PLAYER_VIEW);
    recordConsole(player, pageLog);
    await player.goto(url);
    await player.waitForSelector('[data-testid="player"][data-state="session.playing"]', {
      timeout: WAIT_LIMIT_MS,
    });
    expect(await player.$('[data-testid="pairing-code"]')).toBeNull();
    expect(await untilDemoShows(player)).not.toBeNull();
  });

  it('releases the display in the console and its player returns to a pairing code', async () => {
    await operator.bringToFront();
    await operator.goto(`${server.url}/sony-bravia/deregister`);
    await operator.waitForFunction(
      (s) => [...document.querySelectorAll('option')].some((o) => o.textContent?.startsWith(s)),
      { timeout: WAIT_LIMIT_MS },
      SCREEN,
    );
    await chooseOption(operator, '[data-testid="sony-release-choice"]', `${SCREEN} — Playing`);
    await clickWhenEnabled(operator, '[data-testid="sony-release"]');
    await operator.waitForSelector('[data-testid="confirm-delete"]');
    await confirmWith(operator, 'Release');
    await noDialog(operator);

    await player.bringToFront();
    await player.waitForSelector('[data-testid="pairing-code"]', { timeout: WAIT_LIMIT_MS });
    const { sonyDisplays } = await api<{ sonyDisplays: { name: string; status: string }[] }>(
      '{ sonyDisplays { name status } }',
    );
    expect(sonyDisplays).toEqual([{ name: SCREEN, status: 'released' }]);
  });

  it('shows the displays and the code form on a phone without sideways scrolling', async () => {
    await operator.bringToFront();
    await operator.setViewport({ width: 390, height: 844 });
    for (const [path, ready] of [
      ['/sony-bravia/ztp', '[data-testid="sony-status"]'],
      ['/sony-bravia/ztp/code', '[data-testid="sony-code"]'],
      ['/sony-bravia/deregister', '[data-testid="sony-release-choice"]'],
    ] as const) {
      await operator.goto(`${server.url}${path}`);
      await operator.waitForSelector(ready, { timeout: WAIT_LIMIT_MS });
      const wide = await operator.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, path).toBeLessThanOrEqual(390);
    }
  });
});
