// End to end: two paired web players in one group play a schedule whose "every day" row (blue)
// runs from an hour before to two hours after now on the wall clock of a zone far from the
// players' own, with a default (orange) under it. In their own zone the row is not on: both show
// orange. An operator sets the group's time zone to that zone on the group's page in the
// console; both players read the schedule in it and switch to blue, seen on their pixels, and a
// screen's page says its zone comes from the group. Clearing the group's zone puts them back on
// orange. A zone that does not exist is refused beside the field and nothing is saved.
// The players run on the real clock, so the zone and the row's hours are chosen from now.
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import {
  demoFileIds,
  imagePlaylist,
  newPlayer,
  signInConsole,
  waitForColour,
} from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { zoneAwayFrom, type ZoneWindow } from './support/zones.js';
import { clickStill } from './support/waits.js';

const SUITE = 'group-time-zone';
const GROUP = 'Harbour';
const SCREENS = ['Harbour east', 'Harbour west'] as const;
/** The row's playlist (blue) and the default's (orange). */
const ROW_COLOUR = 'blue';
const DEFAULT_COLOUR = 'orange';
const UNKNOWN_ZONE = 'Mars/Olympus';
const ZONE_REFUSAL = 'Choose a time zone by its name, such as Europe/Paris';

let server: RunningServer;
let browser: Browser;
let operator: Page;
let token = '';
let groupId = '';
let rowWindow: ZoneWindow;
const ids: string[] = [];
const players = new Map<string, Page>();
const pageLog: string[] = [];

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server.url, query, variables, `Bearer ${token}`);

const bothShow = async (colour: string, step: string) => {
  for (const name of SCREENS)
    await waitForColour(players.get(name)!, colour, { suite: SUITE, name: `${name}-${step}.png` });
};

const groupZone = async () =>
  (
    await api<{ screenGroup: { settings: { timeZone: string | null } } }>(
      'query($g: ID!) { screenGroup(id: $g) { settings { timeZone } } }',
      { g: groupId },
    )
  ).screenGroup.settings.timeZone;

/** The group page's settings section. */
const settingsSection = async () =>
  (await operator.waitForSelector('section[aria-labelledby="group-settings-title"]'))!;

/** The group page's Time zone picker, once the page lets the operator change it. */
async function timeZonePicker() {
  const section = await settingsSection();
  const input = await section.waitForSelector('::-p-aria([name="Time zone"][role="combobox"])');
  // The field is locked until the page knows the operator may change it; typing then is lost.
  await operator.waitForFunction((el) => !(el as HTMLInputElement).disabled, {}, input);
  return input!;
}

/** Waits until the picker's text is `value`. */
const pickerHolds = (input: ElementHandle, value: string) =>
  operator.waitForFunction((el, v) => (el as HTMLInputElement).value === v, {}, input, value);

/**
 * On the group's page: replaces what the Time zone picker holds with `text`, typed, and closes
 * its list without choosing (a name that is no zone stays as typed).
 */
async function typeTimeZone(text: string) {
  const input = await timeZonePicker();
  await clickStill(input);
  await input.evaluate((el) => (el as HTMLInputElement).select());
  await operator.keyboard.press('Backspace');
  await input.type(text);
  await operator.keyboard.press('Escape');
  await pickerHolds(input, text);
}

/** On the group's page: finds `zone` in the picker by its place ("New York") and chooses it. */
async function chooseTimeZone(zone: string) {
  const place = zone.split('/').at(-1)!.replaceAll('_', ' ');
  const input = await timeZonePicker();
  await clickStill(input);
  await input.evaluate((el) => (el as HTMLInputElement).select());
  await operator.keyboard.press('Backspace');
  await input.type(place);
  // Each option is the zone and its offset now, e.g. "Asia/Tokyo (UTC+09:00)".
  const option = (
    await operator.waitForFunction(
      (z) =>
        [...document.querySelectorAll('[role="option"]')].find((o) =>
          o.textContent?.startsWith(`${z} (UTC`),
        ),
      {},
      zone,
    )
  ).asElement() as ElementHandle;
  await clickStill(option);
  await pickerHolds(input, zone);
}

/** On the group's page: chooses "Not set by this group" in the picker. */
async function clearTimeZone() {
  const input = await timeZonePicker();
  await clickStill(input);
  await input.evaluate((el) => (el as HTMLInputElement).select());
  await operator.keyboard.press('Backspace');
  const unset = await operator.waitForSelector(
    '::-p-aria([name="Not set by this group"][role="option"])',
  );
  await clickStill(unset!);
  await pickerHolds(input, '');
}

async function saveGroupSettings() {
  const section = await settingsSection();
  const save = await section.waitForSelector(
    '::-p-aria([name="Save group settings"][role="button"])',
  );
  await clickStill(save!);
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

describe("a group's time zone decides when its screens' schedule plays", () => {
  it('pairs two players into a group that plays the default of a schedule set in another zone', async () => {
    for (const name of SCREENS) {
      const player = await newPlayer(browser, server.url, token, name, pageLog);
      players.set(name, player);
      ids.push(
        (
          await api<{ devices: { _id: string; name: string }[] }>('{ devices { _id name } }')
        ).devices.find((d) => d.name === name)!._id,
      );
    }
    // The players read schedules in their browser's zone until told otherwise.
    const playerZone = await players
      .get(SCREENS[0])!
      .evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    rowWindow = zoneAwayFrom(playerZone);
    console.log(
      `players in ${playerZone}; row ${rowWindow.timeFrom}-${rowWindow.timeTo} in ${rowWindow.zone}`,
    );

    const file = await demoFileIds(server.url, token);
    const rowPlaylist = await imagePlaylist(server.url, token, 'Harbour tide', file('Welcome.png'));
    const defaultPlaylist = await imagePlaylist(
      server.url,
      token,
      'Harbour loop',
      file('Today.png'),
    );
    const { createSchedule } = await api<{ createSchedule: { _id: string } }>(
      'mutation($i: ScheduleInput!) { createSchedule(input: $i) { _id } }',
      {
        i: {
          name: 'Harbour day',
          playlistTimings: [
            { timeFrom: rowWindow.timeFrom, timeTo: rowWindow.timeTo, playlistId: rowPlaylist },
            { timeFrom: '00:00', timeTo: '23:59:59', playlistId: defaultPlaylist },
          ],
        },
      },
    );
    const { createScreenGroup } = await api<{ createScreenGroup: { _id: string } }>(
      'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
      { n: GROUP },
    );
    groupId = createScreenGroup._id;
    await api(
      `mutation($g: ID!, $d: [ID!]!, $s: ID!) {
        addScreensToGroup(groupId: $g, deviceIds: $d) { _id }
        publishToScreens(content: { collectionName: schedule, entityId: $s }, targets: { groupIds: [$g] }) { screenCount }
      }`,
      { g: groupId, d: ids, s: createSchedule._id },
    );
    await bothShow(DEFAULT_COLOUR, 'own-zone');
  });

  it('refuses a zone that does not exist beside the field, and saves nothing', async () => {
    await operator.bringToFront();
    await signInConsole(operator, server.url, `/screen-groups/${groupId}`);
    await operator.waitForFunction(
      (n) => document.querySelector('[data-testid="group-title"]')?.textContent === n,
      {},
      GROUP,
    );
    await typeTimeZone(UNKNOWN_ZONE);
    await saveGroupSettings();
    // The refusal is the field's own message, inside the Time zone field.
    await operator.waitForFunction(
      (refusal) =>
        [...document.querySelectorAll('section[aria-labelledby="group-settings-title"] .fui-Field')]
          .find((f) => f.querySelector('label')?.textContent?.startsWith('Time zone'))
          ?.textContent?.includes(refusal),
      {},
      ZONE_REFUSAL,
    );
    keepArtifact(SUITE, 'refused.png', await operator.screenshot({ type: 'png' }));
    // The server refuses it too, on the same field, for a client that does not check.
    await expect(
      api(
        'mutation($g: ID!, $i: DeviceSettingsInput!) { updateScreenGroupSettings(groupId: $g, input: $i) { _id } }',
        { g: groupId, i: { timeZone: UNKNOWN_ZONE } },
      ),
    ).rejects.toThrow(/timeZone/);
    expect(await groupZone()).toBeNull();
    for (const name of SCREENS)
      expect(await shownDemoColour(players.get(name)!)).toBe(DEFAULT_COLOUR);
  });

  it("sets the group's zone in the console: both players play the row, and a screen says why", async () => {
    await operator.bringToFront();
    await chooseTimeZone(rowWindow.zone);
    await saveGroupSettings();
    await operator.waitForFunction(() => document.body.textContent?.includes('Settings saved.'));
    expect(await groupZone()).toBe(rowWindow.zone);
    await bothShow(ROW_COLOUR, 'group-zone');

    // The screen's page: its zone comes from the group.
    await operator.bringToFront();
    await operator.goto(`${server.url}/devices/${ids[0]}`);
    await operator.waitForFunction(
      (text) =>
        document
          .querySelector('section[aria-labelledby="display-settings-title"]')
          ?.textContent?.includes(text),
      {},
      `From group ${GROUP}: ${rowWindow.zone}.`,
    );
    await (await operator.waitForSelector(
      'section[aria-labelledby="display-settings-title"] ::-p-aria([name="Time zone"][role="combobox"])',
    ))!.scrollIntoView();
    keepArtifact(SUITE, 'screen-page.png', await operator.screenshot({ type: 'png' }));
  });

  it("clears the group's zone: both players are back on the default", async () => {
    await operator.bringToFront();
    await operator.goto(`${server.url}/screen-groups/${groupId}`);
    await pickerHolds(await timeZonePicker(), rowWindow.zone);
    await clearTimeZone();
    await saveGroupSettings();
    await bothShow(DEFAULT_COLOUR, 'cleared');
    expect(await groupZone()).toBeNull();
  });
});
