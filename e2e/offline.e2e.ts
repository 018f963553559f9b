// End to end: a paired web player that has cached its content keeps playing after the
// server is stopped and the page is reloaded (service worker: shell, content queries, media);
// when the server is back on the same data and port, the player is still paired and playing,
// and the plays it kept offline reach the proof-of-play report.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import {
  pairAndPublishDemo,
  reportedPlays,
  shownDemoColour,
  signInAsDemoAdmin,
} from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';

const SUITE = 'offline';

let dataDir = '';
let token = '';
let demoId = '';
let playsBeforeOffline = 0;
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
});

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
      .poll(() => shownColour('published.png'), { timeout: 20_000, interval: 250 })
      .not.toBeNull();

    // The worker controls the page from its first activation; one more online load goes
    // through it, so the page, its content query and the media are all in its caches.
    await player.waitForFunction(() => navigator.serviceWorker?.controller !== null, {
      timeout: 15_000,
    });
    await player.reload();
    await expect.poll(() => shownColour(), { timeout: 20_000, interval: 250 }).not.toBeNull();
    await expect
      .poll(() => coloursWithin(8_000).then((seen) => seen.size), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
  });

  it('keeps playing after the server stops and the page reloads', async () => {
    playsBeforeOffline = await totalPlays();
    await server!.stop();
    server = undefined;
    await player.reload();
    const offlineSince = Date.now();
    await expect
      .poll(() => shownColour('offline-reloaded.png'), { timeout: 20_000, interval: 250 })
      .not.toBeNull();
    // Still a playlist: the screen moves on to the next image without the network.
    const seen = await coloursWithin(15_000);
    expect(seen.size, `colours seen offline: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(2);
    // Stay offline long enough for two 6 s items to end: their events wait in the outbox.
    await expect.poll(() => Date.now() - offlineSince, { timeout: 20_000 }).toBeGreaterThan(13_000);
  });

  it('is still paired and playing when the server is back on the same data and port', async () => {
    server = await start();
    await player.reload();
    await expect.poll(() => shownColour(), { timeout: 20_000, interval: 250 }).not.toBeNull();
    expect(await player.$('[data-testid="pairing-code"]')).toBeNull();
    // The plays that ended offline are delivered now: two more than before, sooner than one
    // new item (6 s) could end online.
    await expect
      .poll(() => totalPlays(), { timeout: 5_000, interval: 250 })
      .toBeGreaterThanOrEqual(playsBeforeOffline + 2);
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
    const code = await frame.waitForSelector('[data-testid="pairing-code"]', { timeout: 15_000 });
    expect((await code!.evaluate((el) => el.textContent ?? '')).trim()).toMatch(/^\w{4}-\w{4}$/);
    expect(new URL(frame.url()).searchParams.get('host')).toBe('frame');
    await page.close();
  });
});
