// End to end: a schedule made in the console's schedule editor (a day part, a promotion's date
// range, a default) and published from its own page to one of two groups in one action. The
// group's screens play what the schedule chooses now, seen on their pixels: the promotion (blue),
// not the default under it (orange) nor the day part above it that is not on now (green). A
// fourth player paired later and added to the group plays it too; the screen outside the group
// keeps playing nothing.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import {
  addScreenToOpenGroup,
  addToGroup,
  chooseOption,
  createGroup,
  newPlayer,
  noDialog,
  openGroup,
  signInConsole,
  waitForColour,
} from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'schedule-to-group';
const ALL = 'All shops';
const SHOP_A = 'Shop A';
const SCHEDULE = 'Cafe week';

let server: RunningServer;
let browser: Browser;
let operator: Page;
let token = '';
const players = new Map<string, Page>();
const pageLog: string[] = [];

/** A playlist of one full-screen image (a demo file), made over the API. */
async function imagePlaylist(name: string, fileId: string) {
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
  await graphql(
    server.url,
    'mutation($n: String, $items: JSON) { createPlaylist(input: { name: $n, playlistItems: $items }) { _id } }',
    { n: name, items: [{ _id: `row-${name}`, type: 'scene-inline', zoneId: 0, scene }] },
    `Bearer ${token}`,
  );
}

/**
 * The player's own wall clock (the zone it plays schedules in): a promotion from yesterday to
 * tomorrow covers now, and an hour half a day away does not, whatever the minute the test runs.
 */
async function playerTimes(player: Page) {
  return player.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    };
    const farHour = pad((new Date().getHours() + 12) % 24);
    return {
      promotionFrom: `${day(-1)}T00:00`,
      promotionTo: `${day(1)}T23:59`,
      dayPartFrom: `${farHour}:00`,
      dayPartTo: `${farHour}:59`,
    };
  });
}

/** Sets a controlled input's value as typing would (React reads the input event). */
async function setInput(selector: string, value: string) {
  await operator.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
  await operator.waitForFunction(
    (s, v) => document.querySelector<HTMLInputElement>(s)?.value === v,
    {},
    selector,
    value,
  );
}

const row = (n: number) => `[data-testid="schedule"] [role="group"][aria-label="Row ${n}"]`;

async function addPlayer(name: string) {
  const player = await newPlayer(browser, server.url, token, name, pageLog);
  players.set(name, player);
  return player;
}

const showsSchedule = (name: string, step: string) =>
  waitForColour(players.get(name)!, 'blue', { suite: SUITE, name: `${name}-${step}.png` });

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  token = await signInAsDemoAdmin(server.url);
  operator = await browser.newPage();
  await operator.setViewport({ width: 1280, height: 900 });
  recordConsole(operator, pageLog);
  const { files } = await graphql<{ files: { _id: string; originalName: string }[] }>(
    server.url,
    '{ files { _id originalName } }',
    {},
    `Bearer ${token}`,
  );
  const file = (name: string) => files.find((f) => f.originalName === name)!._id;
  await imagePlaylist('Breakfast', file('Thank you.png'));
  await imagePlaylist('Promotion', file('Welcome.png'));
  await imagePlaylist('House loop', file('Today.png'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('a schedule published to a group', () => {
  it('pairs three players and puts them in two groups', async () => {
    for (const name of ['Till A', 'Window A', 'Window B']) await addPlayer(name);
    await signInConsole(operator, server.url, '/screen-groups');
    await operator.waitForSelector('[data-testid="group-create"]');
    await createGroup(operator, ALL);
    await createGroup(operator, SHOP_A);
    await operator.goto(`${server.url}/devices`);
    await operator.waitForSelector('[data-testid="device-row"][data-device-name="Window B"]');
    await addToGroup(operator, ['Till A', 'Window A', 'Window B'], ALL);
    await addToGroup(operator, ['Till A', 'Window A'], SHOP_A);
  });

  it('makes the schedule in the editor: a day part, a promotion above the default', async () => {
    const times = await playerTimes(players.get('Till A')!);
    await operator.goto(`${server.url}/schedules`);
    await (await operator.waitForSelector('input[placeholder="Name"]'))!.type(SCHEDULE);
    await (await operator.waitForSelector('::-p-text(Create schedule)'))!.click();
    await operator.waitForSelector(`[data-testid="schedule"][data-schedule-name="${SCHEDULE}"]`);

    await (await operator.waitForSelector('::-p-aria(Add day part)'))!.click();
    await chooseOption(operator, `${row(1)} [data-testid="row-playlist"]`, 'Breakfast');
    await setInput(`${row(1)} [data-testid="row-start"]`, times.dayPartFrom);
    await setInput(`${row(1)} [data-testid="row-end"]`, times.dayPartTo);

    await (await operator.waitForSelector('::-p-aria(Add date range)'))!.click();
    await chooseOption(operator, `${row(2)} [data-testid="row-playlist"]`, 'Promotion');
    await setInput(`${row(2)} [data-testid="row-start"]`, times.promotionFrom);
    await setInput(`${row(2)} [data-testid="row-end"]`, times.promotionTo);

    await (await operator.waitForSelector(
      '::-p-aria(Default (plays when nothing above does))',
    ))!.click();
    await chooseOption(
      operator,
      '[data-testid="schedule-default"] [data-testid="row-playlist"]',
      'House loop',
    );
    await (await operator.waitForSelector('::-p-aria(Save[role="button"])'))!.click();
    await operator.waitForFunction(() => document.body.textContent?.includes('Schedule saved'));
    // The week view, worked out by the players' engine, shows the promotion today.
    await operator.waitForSelector('[data-testid="week-block"][aria-label$=" Promotion"]');
    keepArtifact(SUITE, 'editor.png', await operator.screenshot({ type: 'png', fullPage: true }));
  });

  it('publishes it from its page to one group in one action; the group plays the schedule', async () => {
    await operator.click('[data-testid="schedule-publish"]');
    await operator.waitForSelector('[data-testid="publish-content"]');
    expect(
      await operator.$eval('[data-testid="publish-kind"]', (el) => (el as HTMLSelectElement).value),
    ).toBe('schedule');
    const group = await operator.waitForSelector(`::-p-aria(${SHOP_A} (2)[role="checkbox"])`);
    await group!.click();
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="publish-reach-text"]')?.textContent ===
        'Reaches 2 screens, all online',
    );
    keepArtifact(SUITE, 'publish-dialog.png', await operator.screenshot({ type: 'png' }));
    await operator.click('[data-testid="publish-many-submit"]');
    await noDialog(operator);
    await operator.waitForFunction(
      (name) => document.body.textContent?.includes(`Published ${name} to 2 screens`),
      {},
      SCHEDULE,
    );
    await showsSchedule('Till A', 'published');
    await showsSchedule('Window A', 'published');
    // Outside the group: still nothing published to it.
    expect(await shownDemoColour(players.get('Window B')!)).toBeNull();
  });

  it('a fourth player added to the group later plays the schedule too', async () => {
    const late = await addPlayer('Till B');
    expect(await shownDemoColour(late)).toBeNull();
    await openGroup(operator, server.url, SHOP_A);
    await addScreenToOpenGroup(operator, 'Till B');
    await showsSchedule('Till B', 'added');
    await operator.waitForFunction(
      () => document.querySelectorAll('[data-testid="group-screen-row"]').length === 3,
      { timeout: WAIT_LIMIT_MS },
    );
  });
});
