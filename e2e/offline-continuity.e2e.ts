// Offline continuity: a screen that has lost its server keeps to its day parts across
// reloads. The demo playlist is split at a minute boundary B (UTC, the fake host's zone): before
// B only the blue picture plays; from B the orange and green ones alternate every 5 s. The
// server goes away (only the player's files are served), the page reloads before and after B,
// and the recorded screen must switch away from blue at B ± 1 s, keep 5 s steps ± 1 s, and never
// be blank for more than 1 s, counted from each reload's navigation start.
//
// Offline, each reloaded page's clock is set forward so that B is 20 s away at the first reload,
// as the QA page's "Move time" does (Date.now, which the player's clock reads): a screen switched
// off for that long and on again. The test then waits 45 s of the day parts, not the whole
// minute or two up to a real minute boundary.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairAndPublishDemo, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { serveShellOnly, type ShellOnlyServer } from './support/shellOnly.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const PLAYER_PATH = '/player/?host=fake&keep=1';
const STEP_S = 5;
const TOLERANCE_MS = 1_000;

interface Shown {
  /** Epoch ms of the page's clock (this machine's, moved forward offline). */
  t: number;
  /** The visible scene, or '' for nothing on screen. */
  sceneId: string;
}

let server: RunningServer | undefined;
let shell: ShellOnlyServer | undefined;
let browser: Browser;
let player: Page;
const pageLog: string[] = [];

/** Records every change of what is on screen, from each page load's first moment. */
async function recordScreen(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const log: Array<{ t: number; sceneId: string }> = [
      // Nothing is on screen when the navigation starts.
      { t: performance.timeOrigin, sceneId: '' },
    ];
    (window as unknown as { __shown: typeof log }).__shown = log;
    const look = () => {
      const visible = document.querySelector('[data-testid="stage-layer"][data-visible="true"]');
      const sceneId = visible?.getAttribute('data-scene-id') ?? '';
      if (log[log.length - 1]?.sceneId !== sceneId)
        log.push({ t: performance.timeOrigin + performance.now(), sceneId });
    };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-visible'],
      });
      look();
    });
  });
}

const shownSoFar = () =>
  player.evaluate(() => {
    const w = window as unknown as { __shown: Shown[]; __clockShift?: number };
    return w.__shown.map((s) => ({ ...s, t: s.t + (w.__clockShift ?? 0) }));
  });

/**
 * From the next page load on, the page's clock (Date.now) runs `shiftMs` ahead of this
 * machine's. The recording above reads the real clock; shownSoFar adds the shift.
 */
async function moveClockForward(page: Page, shiftMs: number): Promise<void> {
  await page.evaluateOnNewDocument((shift) => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + shift;
    (window as unknown as { __clockShift: number }).__clockShift = shift;
  }, shiftMs);
}

/** "HH:MM" in UTC of an epoch ms. */
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/** Waits until this machine's clock passes `epochMs`: real time is what the test is about. */
const waitUntil = async (epochMs: number) => {
  await expect.poll(() => Date.now(), { timeout: 120_000, interval: 100 }).toBeGreaterThan(epochMs);
};

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  player = await (await browser.createBrowserContext()).newPage();
  await player.setViewport({ width: 480, height: 270 });
  recordConsole(player, pageLog);
  await recordScreen(player);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shell?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.slice(-20).join('\n')}`);
});

describe('offline continuity', () => {
  it('keeps its day parts across reloads with no server, never blank over 1 s', async () => {
    const token = await signInAsDemoAdmin(server!.url);
    const { playlistId } = await pairAndPublishDemo(
      player,
      server!.url,
      token,
      'Canteen',
      PLAYER_PATH,
    );
    const { playlist } = await graphql<{ playlist: { playlistItems: Record<string, unknown>[] } }>(
      server!.url,
      'query($id: ID!) { playlist(id: $id) { playlistItems } }',
      { id: playlistId },
      `Bearer ${token}`,
    );
    const [blue, orange, green] = playlist.playlistItems as Array<{
      scene: Record<string, unknown>;
    }>;
    // B: the first whole minute at least 45 s away, time for the content to be kept first
    // while blue still plays online (offline, the page's clock is moved up to B instead).
    const boundary = Math.ceil((Date.now() + 45_000) / 60_000) * 60_000;
    const morning = { start: hhmm(boundary - 10 * 60_000), end: hhmm(boundary - 60_000) };
    const afternoon = { start: hhmm(boundary), end: hhmm(boundary + 10 * 60_000) };
    const withPart = (item: { scene: Record<string, unknown> }, range: object) => ({
      ...item,
      scene: { ...item.scene, duration: STEP_S },
      timingRules: { timeRange: range },
    });
    await graphql(
      server!.url,
      'mutation($id: ID!, $i: PlaylistInput!) { updatePlaylist(id: $id, input: $i) { _id } }',
      {
        id: playlistId,
        i: {
          playlistItems: [
            withPart(blue!, morning),
            withPart(orange!, afternoon),
            withPart(green!, afternoon),
          ],
        },
      },
      `Bearer ${token}`,
    );
    const blueId = String(blue!.scene._id);
    await expect
      .poll(async () => (await shownSoFar()).at(-1)?.sceneId, {
        timeout: WAIT_LIMIT_MS,
        interval: 200,
      })
      .toBe(blueId);

    // The server goes; the page reloads twice, once on each side of B, on the page's clock.
    await server!.stop();
    server = undefined;
    const port = Number(new URL(player.url()).port);
    shell = await serveShellOnly(port);
    const shift = boundary - 20_000 - Date.now();
    await moveClockForward(player, shift);
    const loads: Shown[][] = [];
    const reloadAt = async (pageMs: number) => {
      await waitUntil(pageMs - shift);
      loads.push(await shownSoFar());
      await player.reload();
    };
    await reloadAt(boundary - 20_000);
    await reloadAt(boundary + 7_500);
    await waitUntil(boundary + 25_000 - shift);
    loads.push(await shownSoFar());
    expect(shell.refused.some((r) => r.includes('/graphql'))).toBe(true);

    // Never blank over 1 s: not after a reload (from its navigation start), not in between.
    const offline = loads.slice(1);
    for (const shown of offline) {
      for (let i = 0; i < shown.length - 1; i++) {
        if (shown[i]!.sceneId !== '') continue;
        const blankMs = shown[i + 1]!.t - shown[i]!.t;
        expect(blankMs, `blank at ${new Date(shown[i]!.t).toISOString()}`).toBeLessThan(1_000);
      }
      expect(shown.at(-1)?.sceneId, 'something is on screen at the end').not.toBe('');
    }

    // Blue up to B, then orange and green every 5 s, each switch on time.
    // A reloaded screen that resumes the same item is no switch.
    const switches: Shown[] = [];
    for (const s of offline.flat())
      if (s.sceneId !== '' && s.sceneId !== switches.at(-1)?.sceneId) switches.push(s);
    const afterB = switches.filter((s) => s.t > boundary - TOLERANCE_MS);
    const firstAway = afterB.find((s) => s.sceneId !== blueId);
    expect(firstAway, 'a switch away from the morning part').toBeDefined();
    expect(Math.abs(firstAway!.t - boundary), 'the day part switches at B').toBeLessThan(
      TOLERANCE_MS,
    );
    expect(
      afterB.filter((s) => s.t > boundary + TOLERANCE_MS && s.sceneId === blueId),
      'blue after B',
    ).toEqual([]);
    // After B the afternoon items alternate in 5 s steps: the first one may be cut short (the
    // playlist keeps its own time, counted from the publish), every later step is 5 s ± 1 s.
    const afternoonSwitches = afterB.filter((s) => s.t >= firstAway!.t);
    for (let i = 2; i < afternoonSwitches.length; i++) {
      const since = afternoonSwitches[i]!.t - afternoonSwitches[i - 1]!.t;
      const step = STEP_S * 1000;
      const offGrid = Math.abs(since - Math.round(since / step) * step);
      expect(
        offGrid,
        `switch to ${afternoonSwitches[i]!.sceneId} at ${new Date(afternoonSwitches[i]!.t).toISOString()}, ${since} ms after the one before`,
      ).toBeLessThan(TOLERANCE_MS);
    }
    expect(afternoonSwitches.length, 'afternoon switches seen').toBeGreaterThanOrEqual(4);
  }, 180_000);
});
