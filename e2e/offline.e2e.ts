// End to end: a paired web player that has cached its content keeps playing after the
// server is stopped and the page is reloaded (service worker: shell, content queries, media);
// when the server is back on the same data and port, the player is still paired and playing,
// and the plays it kept offline reach the proof-of-play report.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import {
  pairAndPublishDemo,
  reportedPlays,
  shownDemoColour,
  signInAsDemoAdmin,
} from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'offline';

let dataDir = '';
let token = '';
let demoId = '';
let playsBeforeOffline = 0;
let offlineFrom = 0;
let offlineUntil = 0;
/** Start times (ms) of the plays the server acknowledged from this player's batches. */
const acknowledgedStarts: number[] = [];
let port = '';
let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
const pageLog: string[] = [];

async function start(): Promise<RunningServer> {
  const running = await startBuiltServer({ DATA_DIR: dataDir, PORT: port || '0' });
  port = new URL(running.url).port;
  return running;
}

const totalPlays = () => reportedPlays(server!.url, token, demoId);
const shownColour = (name?: string) =>
  shownDemoColour(player, name ? { suite: SUITE, name } : undefined);

/** The distinct demo colours the screen shows within `ms` (sampled), to see it play on. */
async function coloursWithin(ms: number): Promise<Set<string>> {
  const seen = new Set<string>();
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const colour = await shownColour();
    if (colour) seen.add(colour);
    if (seen.size >= 2) break;
  }
  return seen;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marquee-offline-'));
  server = await start();
  browser = await launchChromium();
  player = await (await browser.createBrowserContext()).newPage();
  await player.setViewport({ width: 960, height: 540 });
  recordConsole(player, pageLog);
  player.on('response', (response) => void noteAcknowledgedPlays(response));
});

/** Notes the start times of the plays in a RecordPlaybackEvents batch the server acknowledged. */
async function noteAcknowledgedPlays(response: HTTPResponse): Promise<void> {
  const body = response.request().postData() ?? '';
  if (!body.includes('RecordPlaybackEvents')) return;
  try {
    const { variables } = JSON.parse(body) as {
      variables: { events: { id: string; startTime: string }[] };
    };
    const answer = (await response.json()) as {
      data?: { recordPlaybackEvents?: { acknowledgedIds: string[] } };
    };
    const acknowledged = new Set(answer.data?.recordPlaybackEvents?.acknowledgedIds ?? []);
    for (const event of variables.events) {
      if (acknowledged.has(event.id)) acknowledgedStarts.push(Date.parse(event.startTime));
    }
  } catch {
    // A batch the server refused or the page dropped delivers nothing, so nothing is noted.
  }
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('offline web player', () => {
  it('pairs, plays the demo playlist, and caches it through the service worker', async () => {
    token = await signInAsDemoAdmin(server!.url);
    ({ playlistId: demoId } = await pairAndPublishDemo(
      player,
      server!.url,
      token,
      'Offline lobby',
    ));
    await expect
      .poll(() => shownColour('published.png'), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .not.toBeNull();

    // The worker controls the page from its first activation; one more online load goes
    // through it, so the page, its content query and the media are all in its caches.
    await player.waitForFunction(() => navigator.serviceWorker?.controller !== null, {
      timeout: WAIT_LIMIT_MS,
    });
    await player.reload();
    await expect
      .poll(() => shownColour(), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .not.toBeNull();
    await expect
      .poll(() => coloursWithin(8_000).then((seen) => seen.size), { timeout: WAIT_LIMIT_MS })
      .toBeGreaterThanOrEqual(2);
  });

  it('keeps playing after the server stops and the page reloads', async () => {
    playsBeforeOffline = await totalPlays();
    await server!.stop();
    server = undefined;
    offlineFrom = Date.now();
    await player.reload();
    await expect
      .poll(() => shownColour('offline-reloaded.png'), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .not.toBeNull();
    const playingOfflineSince = Date.now();
    // Still a playlist: the screen moves on to the next image without the network.
    const seen = await coloursWithin(15_000);
    expect(seen.size, `colours seen offline: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(2);
    // Stay offline long enough for two whole 6 s items to play after the reloaded page's first
    // frame: their events wait in the outbox.
    await expect
      .poll(() => Date.now() - playingOfflineSince, { timeout: WAIT_LIMIT_MS })
      .toBeGreaterThan(20_000);
  });

  it('is still paired and playing when the server is back on the same data and port', async () => {
    offlineUntil = Date.now();
    server = await start();
    await player.reload();
    await expect
      .poll(() => shownColour(), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .not.toBeNull();
    expect(await player.$('[data-testid="pairing-code"]')).toBeNull();
    // The plays that started while the server was gone are delivered now, and counted.
    const playedOffline = () =>
      acknowledgedStarts.filter((at) => at >= offlineFrom && at < offlineUntil).length;
    await expect
      .poll(playedOffline, { timeout: WAIT_LIMIT_MS, interval: 250 })
      .toBeGreaterThanOrEqual(2);
    expect(await totalPlays()).toBeGreaterThanOrEqual(playsBeforeOffline + playedOffline());
  });
});

describe('TV frame', () => {
  it('runs the player in an iframe on the host the frame page lends it over postMessage', async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    recordConsole(page, pageLog);
    await page.goto(`${server!.url}/player/frame.html`);
    const iframe = await page.waitForSelector('iframe[data-testid="player-frame"]');
    const frame = await iframe!.contentFrame();
    // The bridged host resolves only once the parent has described itself: a pairing code in
    // the iframe means the player runs on the frame's host.
    const code = await frame.waitForSelector('[data-testid="pairing-code"]', {
      timeout: WAIT_LIMIT_MS,
    });
    expect((await code!.evaluate((el) => el.textContent ?? '')).trim()).toMatch(/^\w{4}-\w{4}$/);
    expect(new URL(frame.url()).searchParams.get('host')).toBe('frame');
    await page.close();
  });
});
