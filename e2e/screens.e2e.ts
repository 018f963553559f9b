// End to end: the operator builds a two-zone playlist from demo media in the console,
// with a time-ranged priority item, publishes it to a paired web player and sees both zones
// play (screenshot pixels); changes it and sees the player switch without a reload; sends a
// remote reload and sees the player restart and the command reported done.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql } from './support/demo.js';
import { colourShare, hexToRgb } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const DEMO = { email: 'admin@marquee.local', password: 'marquee-demo' };
const ORANGE = hexToRgb('#E0761F'); // "Today.png"
const GREEN = hexToRgb('#2E8B57'); // "Thank you.png"
const SUITE = 'screens';
const VIEW = { width: 1280, height: 720 };

let server: RunningServer;
let browser: Browser;
let operator: Page;
let player: Page;
let apiToken = '';
const pageLog: string[] = [];

const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server.url, query, variables, `Bearer ${apiToken}`);

/** Sets a controlled input's value the way typing would (React listens to input events). */
async function setValue(page: Page, selector: string, value: string) {
  // The field may be drawn a render after the click that added it.
  const field = await page.waitForSelector(selector, { timeout: WAIT_LIMIT_MS });
  await field!.evaluate((el, v) => {
    const input = el as HTMLInputElement;
    // The prototype's setter, not the instance's that React wraps: React then sees a change.
    Reflect.set(HTMLInputElement.prototype, 'value', v, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Picks a layout preset in the editor's layout picker (drawings with names, by preset id). */
async function chooseLayout(presetId: string) {
  // A closing dialog (publish) still covers the page for a moment.
  await operator.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  await clickWhenDrawn(operator, '[data-testid="layout-select"]');
  const option = `[data-testid="layout-option-${presetId}"]`;
  const name = await (await operator.waitForSelector(option))!.evaluate(
    (el) => el.textContent ?? '',
  );
  await clickWhenDrawn(operator, option);
  // The picker then shows the chosen preset's drawing and name.
  await operator.waitForFunction(
    (chosen) => document.querySelector('[data-testid="layout-select"]')?.textContent === chosen,
    {},
    name,
  );
}

/** Share of each colour in the left and right halves of the player's screen. */
async function halves(name?: string) {
  const png = await player.screenshot({ type: 'png' });
  if (name) keepArtifact(SUITE, name, png);
  const half = { y: 0, width: VIEW.width / 2, height: VIEW.height };
  const [left, right] = await Promise.all([
    player.screenshot({ type: 'png', clip: { ...half, x: 0 } }),
    player.screenshot({ type: 'png', clip: { ...half, x: VIEW.width / 2 } }),
  ]);
  return {
    full: { orange: await colourShare(png, ORANGE), green: await colourShare(png, GREEN) },
    left: { orange: await colourShare(left, ORANGE), green: await colourShare(left, GREEN) },
    right: { orange: await colourShare(right, ORANGE), green: await colourShare(right, GREEN) },
  };
}

/**
 * Reads the screen's pixels until `done` holds. The limit only decides when a screen that never
 * shows it fails: a publish reaches a loaded CI machine's player in its own time (20 s was
 * once too short), so every wait gets the suite's wait limit.
 */
async function waitForScreen(
  done: (h: Awaited<ReturnType<typeof halves>>) => boolean,
  deadlineMs = WAIT_LIMIT_MS,
) {
  const end = Date.now() + deadlineMs;
  let last: Awaited<ReturnType<typeof halves>> | undefined;
  while (Date.now() < end) {
    last = await halves();
    if (done(last)) return last;
  }
  throw new Error(`screen never showed the expected picture; last: ${JSON.stringify(last)}`);
}

type PlaylistDoc = { playlistItems: { zoneId?: number; timingRulesV2?: unknown[] }[] };

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  operator = await browser.newPage();
  await operator.setViewport({ width: 1400, height: 900 });
  const screenContext = await browser.createBrowserContext();
  player = await screenContext.newPage();
  await player.setViewport(VIEW);
  recordConsole(operator, pageLog);
  recordConsole(player, pageLog);
  const signIn = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
      variables: { e: DEMO.email, p: DEMO.password },
    }),
  });
  apiToken = ((await signIn.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('screens, playlists and remote commands', () => {
  let playlistId = '';

  it('signs in and pairs a web player', async () => {
    await operator.goto(`${server.url}/login?returnPath=%2Fdevices`);
    await operator.waitForSelector('input[name="email"]');
    await typeWhenDrawn(operator, 'input[name="email"]', DEMO.email);
    await typeWhenDrawn(operator, 'input[name="password"]', DEMO.password);
    await clickWhenDrawn(operator, 'button[type="submit"]');
    await operator.waitForSelector('[data-testid="pair-screen-button"]', {
      timeout: WAIT_LIMIT_MS,
    });

    await player.goto(`${server.url}/player`);
    const codeEl = await player.waitForSelector('[data-testid="pairing-code"]', {
      timeout: WAIT_LIMIT_MS,
    });
    const code = (await codeEl!.evaluate((el) => el.textContent ?? '')).trim();
    await operator.goto(`${server.url}/devices?pairingCode=${encodeURIComponent(code)}`);
    await operator.waitForSelector('[data-testid="pairing-code-input"]');
    await typeWhenDrawn(operator, '[data-testid="device-name-input"]', 'Entrance');
    await clickWhenDrawn(operator, '[data-testid="pair-submit"]');
    await operator.waitForSelector('[data-testid="device-row"][data-device-name="Entrance"]', {
      timeout: WAIT_LIMIT_MS,
    });
  });

  it('builds a two-zone playlist from media with a time-ranged priority item', async () => {
    await operator.goto(`${server.url}/playlists`);
    await operator.waitForSelector('[data-testid="new-playlist-name"]');
    await typeWhenDrawn(operator, '[data-testid="new-playlist-name"]', 'Two zones');
    await clickWhenDrawn(operator, '[data-testid="create-playlist"]');
    await operator.waitForSelector('[data-testid="playlist-title"]', { timeout: WAIT_LIMIT_MS });
    playlistId = new URL(operator.url()).pathname.split('/').pop()!;

    // The Media library picker: each file card's Add button appends that file at once.
    await clickWhenDrawn(operator, '[data-testid="add-media"]');
    let added = 0;
    for (const name of ['Today.png', 'Thank you.png']) {
      const add = await operator.waitForSelector(
        `[data-testid="add-file-${name}"]:not([disabled]):not([aria-disabled="true"])`,
        {
          timeout: WAIT_LIMIT_MS,
        },
      );
      await clickStill(add!);
      added += 1;
      await operator.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="playlist-item"]').length === n,
        { timeout: WAIT_LIMIT_MS },
        added,
      );
    }
    await clickWhenDrawn(operator, '[data-testid="media-picker-done"]');
    await operator.waitForFunction(
      () => !document.querySelector('[data-testid="media-picker-done"]'),
    );

    await chooseLayout('m50v');
    // One zone choice per item, each offering the layout's second zone, before choosing it.
    await operator.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLSelectElement>('[data-testid="item-zone"]')].filter(
          (select) => [...select.options].some((o) => o.value === '1'),
        ).length === 2,
      { timeout: WAIT_LIMIT_MS },
    );
    const zoneSelects = await operator.$$('[data-testid="item-zone"]');
    await zoneSelects[1]!.select('1');
    await expect
      .poll(
        async () =>
          (
            await api<{ playlist: PlaylistDoc }>(
              'query($id: ID!) { playlist(id: $id) { playlistItems } }',
              { id: playlistId },
            )
          ).playlist.playlistItems.map((i) => i.zoneId),
        { timeout: WAIT_LIMIT_MS },
      )
      .toEqual([0, 1]);

    // The first item plays all day with priority: a timing rule with a time range and the flag.
    const first = '[data-testid="playlist-item"]:nth-child(1)';
    await clickWhenDrawn(operator, `${first} [data-testid="item-timing-toggle"]`);
    await clickWhenDrawn(operator, `${first} [data-testid="add-timing-rule"]`);
    await clickWhenDrawn(operator, `${first} [data-testid="add-time-range"]`);
    // A start after the end shows "Start time must be before end time" and is not saved.
    await setValue(operator, `${first} [data-testid="rule-time-start"]`, '10:00');
    await setValue(operator, `${first} [data-testid="rule-time-end"]`, '09:00');
    await operator.waitForFunction(
      () => document.body.textContent?.includes('Start time must be before end time'),
      { timeout: WAIT_LIMIT_MS },
    );
    await setValue(operator, `${first} [data-testid="rule-time-start"]`, '00:00');
    await setValue(operator, `${first} [data-testid="rule-time-end"]`, '23:59');
    const firstRules = async () =>
      JSON.stringify(
        (
          await api<{ playlist: PlaylistDoc }>(
            'query($id: ID!) { playlist(id: $id) { playlistItems } }',
            { id: playlistId },
          )
        ).playlist.playlistItems[0]?.timingRulesV2,
      );
    await expect
      .poll(firstRules, { timeout: WAIT_LIMIT_MS })
      .toContain('"timeRangesV2":[{"start":"00:00","end":"23:59"}]');
    const priority = await operator.waitForSelector(
      `${first} [data-testid="rule-priority"] input[type="checkbox"], ${first} input[type="checkbox"][data-testid="rule-priority"]`,
      { timeout: WAIT_LIMIT_MS },
    );
    await priority!.evaluate((el) => el.click());
    await expect.poll(firstRules, { timeout: WAIT_LIMIT_MS }).toContain('"isPriority":true');

    // The editor's player preview plays the playlist being edited.
    await operator.waitForSelector('[data-testid="player-preview"] [data-testid="stage-layer"]', {
      timeout: WAIT_LIMIT_MS,
    });
    await clickWhenDrawn(operator, '[data-testid="preview-play-toggle"]');
    await operator.waitForSelector('[data-testid="player-preview"][data-playing="true"]');
    keepArtifact(SUITE, '01-editor.png', await operator.screenshot());
  });

  it('publishes it to the player, which shows both zones', async () => {
    await clickWhenDrawn(operator, '[data-testid="publish-playlist"]');
    await operator.waitForSelector('[data-testid="publish-device-select"]');
    await operator.waitForFunction(
      () =>
        document.querySelector<HTMLSelectElement>('[data-testid="publish-device-select"]')?.options
          .length === 1,
    );
    await clickWhenDrawn(operator, '[data-testid="publish-playlist-submit"]');
    // The dialog closes and the console's notice says what was published where.
    await operator.waitForSelector('::-p-text(Published Two zones to Entrance)', {
      timeout: WAIT_LIMIT_MS,
    });
    const seen = await waitForScreen(
      // Each 16:9 image is contained in a half of the screen: it fills about half of that half.
      (h) => h.left.orange > 0.35 && h.right.green > 0.35,
    );
    expect(seen.left.green).toBeLessThan(0.05);
    expect(seen.right.orange).toBeLessThan(0.05);
    await halves('02-two-zones.png');
  });

  it('switches the player without a reload when the playlist changes', async () => {
    await player.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    // Back to one zone: both items share it, and the priority item wins the whole screen.
    await chooseLayout('m');
    await waitForScreen((h) => h.full.orange > 0.5 && h.full.green < 0.05);
    expect(
      await player.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      ),
    ).toBe(true);
    await halves('03-one-zone.png');
  });

  it('delivers a remote reload: the player restarts and the command is reported done', async () => {
    await operator.goto(`${server.url}/devices`);
    await operator.waitForSelector('[data-testid="device-link"]');
    await clickWhenDrawn(operator, '[data-testid="device-link"]');
    await operator.waitForSelector('[data-testid="command-reload"]', { timeout: WAIT_LIMIT_MS });
    await clickWhenDrawn(operator, '[data-testid="command-reload"]');
    // Reloading interrupts the screen, so it is asked first. Focus starts on Cancel, the safe
    // answer, and Enter there cancels: nothing is sent.
    const focusedButton = () => operator.evaluate(() => document.activeElement?.textContent);
    await operator.waitForSelector('::-p-text(Reload the player on Entrance?)');
    await operator.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await operator.keyboard.press('Enter');
    await operator.waitForFunction(() => !document.querySelector('[role="alertdialog"]'));
    expect(await operator.$('::-p-text(Reload player sent to Entrance)')).toBeNull();
    // Asked again, the operator tabs to Reload player and presses Enter; the notice says so.
    await clickWhenDrawn(operator, '[data-testid="command-reload"]');
    await operator.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await operator.keyboard.press('Tab');
    expect(await focusedButton()).toBe('Reload player');
    await operator.keyboard.press('Enter');
    await operator.waitForSelector('::-p-text(Reload player sent to Entrance)');
    await player.waitForFunction(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === undefined,
      { timeout: WAIT_LIMIT_MS },
    );
    await operator.waitForSelector('[data-testid="command-row"][data-status="done"]', {
      timeout: WAIT_LIMIT_MS,
    });
    // After the restart it plays the published playlist again.
    await waitForScreen((h) => h.full.orange > 0.5);
    keepArtifact(SUITE, '04-command-done.png', await operator.screenshot());
  });

  it('counts the plays that happened in the proof-of-play report', async () => {
    const { playlists } = await api<{ playlists: { _id: string; name: string }[] }>(
      '{ playlists { _id name } }',
    );
    const demo = playlists.find((p) => p.name === 'Demo playlist')!;
    const { devicePage } = await api<{ devicePage: { items: { _id: string }[] } }>(
      '{ devicePage { items { _id } } }',
    );
    await api(
      'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }',
      { d: devicePage.items[0]!._id, e: demo._id },
    );
    // Demo items last 6 s each: after two have ended, their events reach the server.
    const report = () =>
      api<{ proofOfPlayReport: { totalPlays: number } }>(
        'query($id: ID!) { proofOfPlayReport(entityType: playlist, entityId: $id) { totalPlays } }',
        { id: demo._id },
      );
    await expect
      .poll(async () => (await report()).proofOfPlayReport.totalPlays, {
        timeout: WAIT_LIMIT_MS,
        interval: 1000,
      })
      .toBeGreaterThanOrEqual(2);

    await operator.goto(`${server.url}/data-integrations/proof-of-play/playlist/${demo._id}`);
    const total = await operator.waitForSelector('[data-testid="pop-total"]', {
      timeout: WAIT_LIMIT_MS,
    });
    expect(await total!.evaluate((el) => el.textContent)).toMatch(/^\d+ plays/);
    expect(await operator.$$('[data-testid="pop-row"]')).toHaveLength(1);
    // The CSV link downloads with the operator's cookie.
    const csv = await operator.evaluate(async () => {
      const href = document.querySelector<HTMLAnchorElement>('[data-testid="pop-csv"]')!.href;
      const res = await fetch(href);
      return { status: res.status, text: await res.text() };
    });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[1]).toMatch(/,Entrance,\d+,/);
    keepArtifact(SUITE, '05-proof-of-play.png', await operator.screenshot());
  });
});
