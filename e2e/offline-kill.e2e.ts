// End to end: the server process is killed (SIGKILL, no graceful shutdown) for half a
// minute, five of the demo's 6 s items, while a paired web player plays the demo playlist. Every frame meanwhile shows one of
// the demo images (no blank frame), the plays that end offline wait in the player's outbox, and
// once the server is back on the same data and port every play reaches the proof-of-play report
// exactly once — a second delivery of the same events counts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import {
  graphql,
  pairAndPublishDemo,
  reportedPlays as reportedPlaysOf,
  shownDemoColour,
  signInAsDemoAdmin,
} from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'offline-kill';
/**
 * Long enough for several item changes with no server, which is what shows the playlist keeps
 * moving on its own; a longer span repeats the same changes (two minutes added 90 s to CI).
 */
const OFFLINE_MS = 30_000;
const DEMO_ITEM_MS = 6000;
/** Looks at the screen per item shown while the server is down: dense enough to catch a gap. */
const LOOKS_PER_ITEM = 5;

let dataDir = '';
let port = '';
let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
let token = '';
let demoId = '';
const pageLog: string[] = [];

/** Plays the player ended, as its `item-ended-playing` browser events told this test. */
let playsEnded = 0;
/** How many of `deliveries` were sent by the time the report had every play. */
let deliveriesStored = 0;
/** The player's recordPlaybackEvents requests, as sent (body and device authorization). */
const deliveries: { authorization: string; body: string }[] = [];

async function start(): Promise<RunningServer> {
  const running = await startBuiltServer({ DATA_DIR: dataDir, PORT: port || '0' });
  port = new URL(running.url).port;
  return running;
}

const reportedPlays = () => reportedPlaysOf(server!.url, token, demoId);
const shownColour = (name?: string) =>
  shownDemoColour(player, name ? { suite: SUITE, name } : undefined);

/**
 * Waits until the report shows every play the player ended. Read in this order the report can
 * lag (a play is sent a moment after it ends) but never lead, so it must never exceed.
 */
async function waitForEveryPlay(timeoutMs: number): Promise<number> {
  const end = Date.now() + timeoutMs;
  let last = { reported: -1, ended: -1 };
  while (Date.now() < end) {
    const reported = await reportedPlays();
    const ended = playsEnded;
    last = { reported, ended };
    expect(reported, 'the report counts more plays than the player ended').toBeLessThanOrEqual(
      ended,
    );
    if (reported === ended) return reported;
    await new Promise((r) => setTimeout(r, 500)); // polling a real server, not waiting on time
  }
  throw new Error(`the report never caught up: ${JSON.stringify(last)}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marquee-offline-kill-'));
  server = await start();
  browser = await launchChromium();
  player = await (await browser.createBrowserContext()).newPage();
  await player.setViewport({ width: 960, height: 540 });
  recordConsole(player, pageLog);
  // Counted in this process from the first document on, so the count survives reloads.
  await player.exposeFunction('__marqueeItemEnded', () => {
    playsEnded += 1;
  });
  await player.evaluateOnNewDocument(() => {
    window.addEventListener('item-ended-playing', () => {
      void (window as unknown as { __marqueeItemEnded: () => Promise<void> }).__marqueeItemEnded();
    });
  });
  player.on('request', (request) => {
    const body = request.postData();
    if (request.method() === 'POST' && body?.includes('recordPlaybackEvents'))
      deliveries.push({ authorization: request.headers()['authorization'] ?? '', body });
  });
  token = await signInAsDemoAdmin(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('server killed while the player plays', () => {
  it('pairs a web player and plays the demo playlist', async () => {
    ({ playlistId: demoId } = await pairAndPublishDemo(
      player,
      server!.url,
      token,
      'Killed-server lobby',
    ));
    await expect
      .poll(() => shownColour('published.png'), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .not.toBeNull();
    // Two plays end online and reach the report before the server goes away.
    await expect
      .poll(() => reportedPlays(), { timeout: WAIT_LIMIT_MS, interval: 500 })
      .toBeGreaterThanOrEqual(2);
  }, 60_000);

  let endedWhileDown = 0;
  let reportedBeforeKill = 0;

  it(
    'shows an image in every frame for half a minute with the server process killed',
    async () => {
      reportedBeforeKill = await reportedPlays();
      const endedBeforeKill = playsEnded;
      await server!.kill();
      const killedAt = Date.now();

      let frames = 0;
      let changes = 0;
      let previous: string | null = null;
      const blank: number[] = [];
      // Screenshots back to back: each takes tens of milliseconds, which paces the loop.
      while (Date.now() - killedAt < OFFLINE_MS) {
        const colour = await shownColour();
        frames += 1;
        if (colour === null) {
          blank.push(Date.now() - killedAt);
          if (blank.length === 1) await shownColour('blank-frame.png');
        } else if (previous !== null && colour !== previous) changes += 1;
        if (colour) previous = colour;
      }
      endedWhileDown = playsEnded - endedBeforeKill;
      console.log(
        `server down ${OFFLINE_MS / 1000} s: ${frames} frames checked, ${changes} item changes seen, ` +
          `${endedWhileDown} plays ended`,
      );
      expect(blank, `ms after the kill of frames with no demo image`).toEqual([]);
      expect(frames).toBeGreaterThan((LOOKS_PER_ITEM * OFFLINE_MS) / DEMO_ITEM_MS);
      // Half a minute of 6 s items: about 5 changes; the playlist kept moving without a server.
      expect(changes).toBeGreaterThanOrEqual(OFFLINE_MS / DEMO_ITEM_MS - 2);
      expect(endedWhileDown).toBeGreaterThanOrEqual(OFFLINE_MS / DEMO_ITEM_MS - 2);
      await shownColour('after-the-outage.png');
    },
    OFFLINE_MS + 30_000,
  );

  it('delivers every play exactly once after the server restarts on the same data and port', async () => {
    server = await start();
    // Nothing ended offline has arrived yet: the plays wait in the player's outbox.
    expect(await reportedPlays()).toBe(reportedBeforeKill);
    // The player sends what its outbox kept once it is back in touch: when its socket
    // reconnects (a doubling wait up to 30 s) or the outbox's own retry (5 s doubling) succeeds.
    const reported = await waitForEveryPlay(120_000);
    deliveriesStored = deliveries.length;
    expect(reported).toBeGreaterThanOrEqual(reportedBeforeKill + endedWhileDown);
    console.log(`after restart: ${reported} plays reported, ${playsEnded} ended on the player`);
    expect(await player.$('[data-testid="pairing-code"]')).toBeNull();
    expect(await shownColour('after-restart.png')).not.toBeNull();
  }, 150_000);

  it('counts nothing twice when the same events are delivered again', async () => {
    // Every batch the player sent (before the kill, the failed tries while down and the
    // delivery after), sent again as the device: the server knows every id.
    const sent = deliveries.slice(0, deliveriesStored).map(({ authorization, body }) => ({
      authorization,
      events: (JSON.parse(body) as { variables: { events: { id: string }[] } }).variables.events,
    }));
    const ids = new Set(sent.flatMap((s) => s.events.map((e) => e.id)));
    expect(ids.size).toBeGreaterThanOrEqual(reportedBeforeKill + endedWhileDown);
    let duplicates = 0;
    for (const { authorization, events } of sent) {
      const { recordPlaybackEvents } = await graphql<{
        recordPlaybackEvents: { accepted: number; duplicates: number };
      }>(
        server!.url,
        'mutation($events: [PlaybackEventInput!]!) { recordPlaybackEvents(events: $events) { accepted duplicates } }',
        { events },
        authorization,
      );
      expect(recordPlaybackEvents.accepted).toBe(0);
      duplicates += recordPlaybackEvents.duplicates;
    }
    expect(duplicates).toBeGreaterThanOrEqual(ids.size);
    console.log(
      `resent ${sent.length} batches (${ids.size} distinct event ids): 0 accepted, ${duplicates} duplicates`,
    );
    // Still one report row per play the player ended.
    await waitForEveryPlay(30_000);
  }, 60_000);
});
