// A fleet seen from a test: web players paired under names, the playlists they play, and the
// console steps that put screens in groups and start and clear a broadcast. Shared by the tests
// that publish to many screens at once.
import type { Browser, Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { keepArtifact, recordConsole } from './browser.js';
import { DEMO_ADMIN, graphql, pairPlayer, shownDemoColour } from './demo.js';
import {
  attached,
  clickStill,
  clickWhenDrawn,
  clickWhenEnabled,
  drawn,
  selectWhenDrawn,
  typeWhenDrawn,
  WAIT_LIMIT_MS,
} from './waits.js';

/** A player's page size: small, so a screenshot for its pixels is quick. */
export const PLAYER_VIEW = { width: 480, height: 270 };

/** Opens a web player in its own browser context (its own storage) and pairs it as `name`. */
export async function newPlayer(
  browser: Browser,
  serverUrl: string,
  token: string,
  name: string,
  log: string[],
): Promise<Page> {
  const context = await browser.createBrowserContext();
  const player = await context.newPage();
  await player.setViewport(PLAYER_VIEW);
  recordConsole(player, log);
  await pairPlayer(player, serverUrl, token, name);
  return player;
}

/**
 * Waits until the player fills its screen with the demo colour `colour`; with `artifact` the
 * screenshot that showed it is kept as e2e/artifacts/<suite>/<name>.
 */
export async function waitForColour(
  player: Page,
  colour: string,
  artifact: { suite: string; name: string },
): Promise<void> {
  const end = Date.now() + WAIT_LIMIT_MS;
  let last: string | null = null;
  while (Date.now() < end) {
    last = await shownDemoColour(player);
    if (last === colour) {
      await shownDemoColour(player, artifact);
      return;
    }
  }
  throw new Error(`${artifact.name} never showed ${colour} (last seen: ${last ?? 'nothing'})`);
}

/** Signs the operator in through the login page and opens `path`. */
export async function signInConsole(operator: Page, serverUrl: string, path: string) {
  await operator.goto(`${serverUrl}/login?returnPath=${encodeURIComponent(path)}`);
  await typeWhenDrawn(operator, 'input[name="email"]', DEMO_ADMIN.email);
  await typeWhenDrawn(operator, 'input[name="password"]', DEMO_ADMIN.password);
  await clickWhenDrawn(operator, 'button[type="submit"]');
  await operator.waitForFunction((p) => location.pathname === p, {}, path);
}

/**
 * Chooses the option with this text in a native select. The select is drawn before the query
 * that lists its choices has answered (and a cached list may come first), so this waits for the
 * option to be offered, as a user waits to see it, before it chooses it.
 */
export async function chooseOption(operator: Page, selector: string, text: string) {
  await operator.waitForFunction(
    (sel, wanted) =>
      [...(document.querySelector<HTMLSelectElement>(sel)?.options ?? [])].some(
        (o) => o.textContent === wanted,
      ),
    {},
    selector,
    text,
  );
  const select = await attached(operator, selector);
  const value = await select.evaluate(
    (el, wanted) =>
      [...(el as HTMLSelectElement).options].find((o) => o.textContent === wanted)?.value ?? '',
    text,
  );
  expect(value).not.toBe('');
  await selectWhenDrawn(operator, selector, value);
}

/** Until no dialog is left, a confirmation (alertdialog) included, fading out or not. */
export const noDialog = (operator: Page) =>
  operator.waitForFunction(() => !document.querySelector('[role="dialog"], [role="alertdialog"]'));

/** On /screen-groups: makes a group of this name. */
export async function createGroup(operator: Page, name: string) {
  await clickWhenDrawn(operator, '[data-testid="group-create"]');
  await typeWhenDrawn(operator, '[data-testid="group-name-input"]', name);
  await clickWhenEnabled(operator, '[data-testid="group-name-submit"]');
  await operator.waitForSelector(`[data-testid="group-row"][data-group-name="${name}"]`);
  await noDialog(operator);
}

/** On the screens list: ticks the named screens and adds them to the group in one action. */
export async function addToGroup(operator: Page, names: readonly string[], group: string) {
  for (const name of names)
    await clickWhenDrawn(
      operator,
      `[data-testid="device-row"][data-device-name="${name}"] [data-testid="device-select"]`,
    );
  await operator.waitForFunction(
    (n) =>
      document.querySelector('[data-testid="selection-count"]')?.textContent ===
      `${n} screens selected`,
    {},
    names.length,
  );
  await clickWhenDrawn(operator, '[data-testid="bulk-add-to-group"]');
  await chooseOption(operator, '[data-testid="add-to-group-select"]', group);
  await clickWhenEnabled(operator, '[data-testid="add-to-group-submit"]');
  await noDialog(operator);
  await operator.waitForFunction(
    () =>
      document.querySelector('[data-testid="selection-count"]')?.textContent ===
      'No screens selected',
  );
}

/** Opens the group's page from /screen-groups. */
export async function openGroup(operator: Page, serverUrl: string, name: string) {
  await operator.goto(`${serverUrl}/screen-groups`);
  const link = await operator.waitForSelector(
    `[data-testid="group-row"][data-group-name="${name}"] [data-testid="group-link"]`,
  );
  await clickStill(link!);
  await operator.waitForFunction(
    (n) => document.querySelector('[data-testid="group-title"]')?.textContent === n,
    {},
    name,
  );
}

/** On a group's page: adds a screen to the group with its Add screens dialog. */
export async function addScreenToOpenGroup(operator: Page, screenName: string) {
  await clickWhenDrawn(operator, '[data-testid="group-add-screens"]');
  await clickWhenDrawn(operator, `::-p-aria(${screenName}[role="checkbox"])`);
  // The dialog's Add is enabled a render after the tick.
  await clickWhenEnabled(operator, '[data-testid="add-screens-submit"]');
  await noDialog(operator);
  await operator.waitForSelector(
    `[data-testid="group-screen-row"][data-device-name="${screenName}"]`,
  );
}

/** The ids of the demo account's files, by their names (e.g. 'Welcome.png'). */
export async function demoFileIds(serverUrl: string, token: string) {
  const { files } = await graphql<{ files: { _id: string; originalName: string }[] }>(
    serverUrl,
    '{ files { _id originalName } }',
    {},
    `Bearer ${token}`,
  );
  return (name: string) => files.find((f) => f.originalName === name)!._id;
}

/** Makes a playlist of one full-screen image (a demo file) over the API; returns its id. */
export async function imagePlaylist(
  serverUrl: string,
  token: string,
  name: string,
  fileId: string,
): Promise<string> {
  const scene = {
    _id: `scene-${name}`,
    name,
    type: 'image',
    duration: 6,
    sceneItems: [
      {
        _id: `item-${name}`,
        ...{ start: 0, end: 6, x: 0, y: 0, w: 100, h: 100, rotation: 0 },
        item: { type: 'image', fileId, body: { imageSizing: 'cover' } },
      },
    ],
  };
  const { createPlaylist } = await graphql<{ createPlaylist: { _id: string } }>(
    serverUrl,
    'mutation($n: String, $items: JSON) { createPlaylist(input: { name: $n, playlistItems: $items }) { _id } }',
    { n: name, items: [{ _id: `row-${name}`, type: 'scene-inline', zoneId: 0, scene }] },
    `Bearer ${token}`,
  );
  return createPlaylist._id;
}

/** The id of the paired screen of this name. */
export async function deviceIdOf(serverUrl: string, token: string, name: string) {
  const { devices } = await graphql<{ devices: { _id: string; name: string }[] }>(
    serverUrl,
    '{ devices { _id name } }',
    {},
    `Bearer ${token}`,
  );
  const device = devices.find((d) => d.name === name);
  if (!device) throw new Error(`no screen named ${name}`);
  return device._id;
}

/** Answers the open confirmation with its button of this label. */
export async function confirmWith(operator: Page, label: string) {
  const question = await drawn(operator, '[data-testid="confirm-delete"]');
  const clicked = await question.evaluate((el, wanted) => {
    const button = [...el.querySelectorAll('button')].find((b) => b.textContent === wanted);
    button?.click();
    return !!button;
  }, label);
  expect(clicked).toBe(true);
}

/**
 * On /broadcast: starts a broadcast of this content to every screen, answering the question it
 * asks once more, and waits for its dialog to close.
 */
export async function startBroadcast(
  operator: Page,
  kind: 'playlist' | 'file',
  contentName: string,
) {
  await clickStill((await operator.waitForSelector('[data-testid="broadcast-start"]'))!);
  await operator.waitForSelector('[role="dialog"]');
  const kindSelect = await operator.waitForSelector('[role="dialog"] select');
  await kindSelect!.select(kind);
  await operator.waitForSelector('[data-testid="broadcast-content"]');
  await chooseOption(operator, '[data-testid="broadcast-content"]', contentName);
  await clickWhenEnabled(operator, '[data-testid="broadcast-submit"]');
  await operator.waitForFunction(
    (q) => document.querySelector('[data-testid="confirm-delete"]')?.textContent?.includes(q),
    {},
    'Take over every screen with this broadcast now?',
  );
  await confirmWith(operator, 'Start broadcast');
  await noDialog(operator);
}

/**
 * On /broadcast: waits until every one of `screens` has acknowledged the broadcast on the
 * page's count, then opens its list of screens and waits until each of them, by name, says it
 * shows it; keeps that list as e2e/artifacts/<suite>/<name> and closes it.
 */
export async function acknowledgedBy(
  operator: Page,
  screens: readonly string[],
  artifact: { suite: string; name: string },
) {
  await operator.waitForFunction(
    (n) =>
      document.querySelector('[data-testid="broadcast-acknowledged"]')?.textContent ===
      `${n} of ${n} screens showing it`,
    {},
    screens.length,
  );
  await clickStill((await operator.waitForSelector('[data-testid="broadcast-acknowledged"]'))!);
  await operator.waitForFunction(
    (names) => {
      const rows = [...document.querySelectorAll('[data-testid="broadcast-screen"]')];
      const states = new Map(
        rows.map((r) => [
          r.querySelector('a')?.textContent,
          r.querySelector('[data-testid="broadcast-screen-state"]')?.textContent ?? '',
        ]),
      );
      return (
        rows.length === names.length &&
        names.every((n) => states.get(n)?.startsWith('Showing it since'))
      );
    },
    {},
    screens,
  );
  // Kept once it has faded in, so the picture shows what a person reads.
  await operator.waitForFunction(() => {
    const list = document.querySelector('[data-testid="broadcast-screens"]');
    return list !== null && getComputedStyle(list).opacity === '1';
  });
  keepArtifact(artifact.suite, artifact.name, await operator.screenshot({ type: 'png' }));
  await clickStill(
    (await operator.waitForSelector('[data-testid="broadcast-screens"] ::-p-text(Close)'))!,
  );
  await noDialog(operator);
}

/** On /broadcast: clears the broadcast on, confirmed, and waits until the page says none is on. */
export async function clearBroadcast(operator: Page) {
  await clickStill((await operator.waitForSelector('[data-testid="broadcast-clear"]'))!);
  await operator.waitForSelector('[data-testid="confirm-delete"]');
  await confirmWith(operator, 'Clear');
  await operator.waitForFunction(() =>
    document.body.textContent?.includes('No broadcast is on or set.'),
  );
}
