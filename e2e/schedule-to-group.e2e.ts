// End to end: a schedule made in the console's schedule editor (a day part, a promotion's date
// range, a default) and published from its own page to one of two groups in one action. The
// group's screens play what the schedule chooses now, seen on their pixels: the promotion (blue),
// not the default under it (orange) nor the day part above it that is not on now (green). A
// fourth player paired later and added to the group plays it too; the screen outside the group
// keeps playing nothing. Then the screen outside the group gets its own playlist (orange), an
// emergency broadcast (green) from the console's broadcast page takes over all four screens and
// the page counts all four showing it, and clearing it puts each screen back on its own content:
// the group's three on the schedule, the fourth on its own playlist.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { publishPlaylist, shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import {
  acknowledgedBy,
  addScreenToOpenGroup,
  addToGroup,
  chooseOption,
  clearBroadcast,
  createGroup,
  demoFileIds,
  deviceIdOf,
  imagePlaylist,
  newPlayer,
  noDialog,
  openGroup,
  signInConsole,
  startBroadcast,
  waitForColour,
} from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import {
  clickStill,
  clickWhenDrawn,
  clickWhenEnabled,
  drawn,
  WAIT_LIMIT_MS,
} from './support/waits.js';

const SUITE = 'schedule-to-group';
const ALL = 'All shops';
const SHOP_A = 'Shop A';
const SCHEDULE = 'Cafe week';
/** The screen outside the group's own playlist (orange) and the broadcast (green). */
const WINDOW_OWN = 'Window B loop';
const EMERGENCY = 'Evacuate now';

let server: RunningServer;
let browser: Browser;
let operator: Page;
let token = '';
let ownPlaylistId = '';
const players = new Map<string, Page>();
const pageLog: string[] = [];

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
  // The row's fields are drawn a render after the click that added the row.
  await (
    await drawn(operator, selector)
  ).evaluate((el, v) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
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

const shows = (name: string, colour: string, step: string) =>
  waitForColour(players.get(name)!, colour, { suite: SUITE, name: `${name}-${step}.png` });
const showsSchedule = (name: string, step: string) => shows(name, 'blue', step);

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  token = await signInAsDemoAdmin(server.url);
  operator = await browser.newPage();
  await operator.setViewport({ width: 1280, height: 900 });
  recordConsole(operator, pageLog);
  const file = await demoFileIds(server.url, token);
  await imagePlaylist(server.url, token, 'Breakfast', file('Thank you.png'));
  await imagePlaylist(server.url, token, 'Promotion', file('Welcome.png'));
  await imagePlaylist(server.url, token, 'House loop', file('Today.png'));
  ownPlaylistId = await imagePlaylist(server.url, token, WINDOW_OWN, file('Today.png'));
  await imagePlaylist(server.url, token, EMERGENCY, file('Thank you.png'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('a schedule published to a group', () => {
  it('three paired screens are put in two groups from the console', async () => {
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

  it('the schedule made in the editor shows the promotion on today’s week', async () => {
    const times = await playerTimes(players.get('Till A')!);
    await operator.goto(`${server.url}/schedules`);
    await (await operator.waitForSelector('input[placeholder="Name"]'))!.type(SCHEDULE);
    await clickStill((await operator.waitForSelector('::-p-text(Create schedule)'))!);
    await operator.waitForSelector(`[data-testid="schedule"][data-schedule-name="${SCHEDULE}"]`);

    await clickStill((await operator.waitForSelector('::-p-aria(Add day part)'))!);
    await chooseOption(operator, `${row(1)} [data-testid="row-playlist"]`, 'Breakfast');
    await setInput(`${row(1)} [data-testid="row-start"]`, times.dayPartFrom);
    await setInput(`${row(1)} [data-testid="row-end"]`, times.dayPartTo);

    await clickStill((await operator.waitForSelector('::-p-aria(Add date range)'))!);
    await chooseOption(operator, `${row(2)} [data-testid="row-playlist"]`, 'Promotion');
    await setInput(`${row(2)} [data-testid="row-start"]`, times.promotionFrom);
    await setInput(`${row(2)} [data-testid="row-end"]`, times.promotionTo);

    await clickStill(
      (await operator.waitForSelector('::-p-aria(Default (plays when nothing above does))'))!,
    );
    await chooseOption(
      operator,
      '[data-testid="schedule-default"] [data-testid="row-playlist"]',
      'House loop',
    );
    await clickStill((await operator.waitForSelector('::-p-aria(Save[role="button"])'))!);
    await operator.waitForFunction(() => document.body.textContent?.includes('Schedule saved'));
    // The week view, worked out by the players' engine, shows the promotion today.
    await operator.waitForSelector('[data-testid="week-block"][aria-label$=" Promotion"]');
    keepArtifact(SUITE, 'editor.png', await operator.screenshot({ type: 'png', fullPage: true }));
  });

  it('published from its page to one group, the group’s screens play the promotion', async () => {
    await clickWhenDrawn(operator, '[data-testid="schedule-publish"]');
    await operator.waitForSelector('[data-testid="publish-content"]');
    expect(
      await operator.$eval('[data-testid="publish-kind"]', (el) => (el as HTMLSelectElement).value),
    ).toBe('schedule');
    const group = await operator.waitForSelector(`::-p-aria(${SHOP_A} (2)[role="checkbox"])`);
    await clickStill(group!);
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="publish-reach-text"]')?.textContent ===
        'Reaches 2 screens, all online',
    );
    keepArtifact(SUITE, 'publish-dialog.png', await operator.screenshot({ type: 'png' }));
    await clickWhenEnabled(operator, '[data-testid="publish-many-submit"]');
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

describe('an emergency broadcast over the same four screens', () => {
  it('the screen outside the group plays its own playlist', async () => {
    const windowB = await deviceIdOf(server.url, token, 'Window B');
    await publishPlaylist(server.url, token, windowB, ownPlaylistId);
    await shows('Window B', 'orange', 'own');
  });

  it('a broadcast started on the broadcast page fills all four screens, and all four acknowledge it', async () => {
    await operator.goto(`${server.url}/broadcast`);
    await startBroadcast(operator, 'playlist', EMERGENCY);
    for (const name of ['Till A', 'Window A', 'Till B', 'Window B'])
      await shows(name, 'green', 'broadcast');
    // The page counts them, and its list names each screen as showing it.
    await acknowledgedBy(operator, ['Till A', 'Till B', 'Window A', 'Window B'], {
      suite: SUITE,
      name: 'broadcast-screens.png',
    });
    keepArtifact(SUITE, 'broadcast-page.png', await operator.screenshot({ type: 'png' }));
  });

  it('clearing it, confirmed, puts each screen back on its own content', async () => {
    await clearBroadcast(operator);
    for (const name of ['Till A', 'Window A', 'Till B']) await showsSchedule(name, 'cleared');
    await shows('Window B', 'orange', 'cleared');
  });
});
