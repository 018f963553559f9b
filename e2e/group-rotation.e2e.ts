// End to end: two paired web players in one group play a picture whose left half is red and
// right half blue. An operator sets the group's rotation to 90 degrees on the group's page in
// the console; both players turn their output clockwise (the web player cannot turn its panel,
// so it turns its stage): red ends up on top and blue at the bottom, read from their pixels.
// Setting the group back to "not set" turns them upright again.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { DEMO_ADMIN, graphql, pairPlayer, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { twoColourPlaylist, waitForRedOn } from './support/twoColours.js';
import { clickStill, clickWhenDrawn, typeWhenDrawn } from './support/waits.js';

const SUITE = 'group-rotation';
const VIEWPORT = { width: 640, height: 360 };
const GROUP = 'Lobby';
const SCREENS = ['Lobby left', 'Lobby right'] as const;

let server: RunningServer | undefined;
let browser: Browser;
let operator: Page;
const players = new Map<string, Page>();
let token = '';
let groupId = '';
const pageLog: string[] = [];

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server!.url, query, variables, `Bearer ${token}`);

/** On the group's page: chooses a rotation in the settings section and saves it. */
async function setGroupRotation(label: string) {
  const section = await operator.waitForSelector('section[aria-labelledby="group-settings-title"]');
  const rotation = await section!.waitForSelector(
    '::-p-aria([name="Rotation"][role="radiogroup"])',
  );
  const radio = await rotation!.waitForSelector(`::-p-aria([name="${label}"][role="radio"])`);
  // The form's choices are locked until the page knows the operator may change them, and a
  // click on a locked one does nothing: wait for it to be open, then for the choice to be shown.
  await operator.waitForFunction((el) => !(el as HTMLInputElement).disabled, {}, radio);
  await clickStill(radio!);
  await operator.waitForFunction((el) => (el as HTMLInputElement).checked, {}, radio);
  const save = await section!.waitForSelector(
    '::-p-aria([name="Save group settings"][role="button"])',
  );
  await clickStill(save!);
  await operator.waitForFunction(() => document.body.textContent?.includes('Settings saved.'));
}

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  token = await signInAsDemoAdmin(server.url);
  operator = await browser.newPage();
  await operator.setViewport({ width: 1280, height: 900 });
  recordConsole(operator, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('a group rotation turns its screens', () => {
  it('pairs two players into a group that plays the two-colour picture upright', async () => {
    const playlistId = await twoColourPlaylist(server!.url, token);
    const ids: string[] = [];
    for (const name of SCREENS) {
      const player = await (await browser.createBrowserContext()).newPage();
      await player.setViewport(VIEWPORT);
      recordConsole(player, pageLog);
      ids.push(await pairPlayer(player, server!.url, token, name));
      players.set(name, player);
    }
    const { createScreenGroup } = await api<{ createScreenGroup: { _id: string } }>(
      'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
      { n: GROUP },
    );
    groupId = createScreenGroup._id;
    await api(
      `mutation($g: ID!, $d: [ID!]!, $p: ID!) {
        addScreensToGroup(groupId: $g, deviceIds: $d) { _id }
        publishToScreens(content: { collectionName: playlist, entityId: $p }, targets: { groupIds: [$g] }) { screenCount }
      }`,
      { g: groupId, d: ids, p: playlistId },
    );
    for (const name of SCREENS) {
      const upright = await waitForRedOn(players.get(name)!, 'left', {
        suite: SUITE,
        name: `${name}-0.png`,
      });
      expect(upright).toMatchObject({ top: null, bottom: null });
    }
  });

  it('sets 90 degrees on the group in the console: both players turn red to the top', async () => {
    await operator.goto(
      `${server!.url}/login?returnPath=${encodeURIComponent(`/screen-groups/${groupId}`)}`,
    );
    await operator.waitForSelector('input[name="email"]');
    await typeWhenDrawn(operator, 'input[name="email"]', DEMO_ADMIN.email);
    await typeWhenDrawn(operator, 'input[name="password"]', DEMO_ADMIN.password);
    await clickWhenDrawn(operator, 'button[type="submit"]');
    await operator.waitForFunction(
      (n) => document.querySelector('[data-testid="group-title"]')?.textContent === n,
      {},
      GROUP,
    );
    await setGroupRotation('Portrait, turned right (90°)');
    keepArtifact(SUITE, 'group-page-90.png', await operator.screenshot({ fullPage: true }));
    for (const name of SCREENS) {
      const turned = await waitForRedOn(players.get(name)!, 'top', {
        suite: SUITE,
        name: `${name}-90.png`,
      });
      // The whole picture turned: neither colour runs from the top to the bottom any more.
      expect(turned).toMatchObject({ left: null, right: null });
    }
    // Each screen says where its rotation comes from: the group.
    const { device } = await api<{
      device: { settings: { origins: { field: string; groupName: string | null }[] } };
    }>('query($d: ID!) { device(id: $d) { settings { origins { field groupName } } } }', {
      d: (
        await api<{ devicePage: { items: { _id: string; name: string }[] } }>(
          '{ devicePage { items { _id name } } }',
        )
      ).devicePage.items.find((d) => d.name === SCREENS[0])!._id,
    });
    expect(device.settings.origins.find((o) => o.field === 'rotation')?.groupName).toBe(GROUP);
  });

  it('leaves the rotation unset on the group again: both players stand upright', async () => {
    await setGroupRotation('Not set by this group');
    for (const name of SCREENS)
      await waitForRedOn(players.get(name)!, 'left', { suite: SUITE, name: `${name}-unset.png` });
  });
});
