// End to end: weather, an RSS feed and a data table, fed by fixture servers standing in
// for Open-Meteo, a news site and a JSON feed, play on a paired web player. Then the fixture
// servers and the Marquee server are cut, the page reloads, and the screen shows the same data:
// kept on the device (the data table's rows in the player's local state, the server's answers
// in the service worker), not fetched again.
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedFixtureServer, type FeedFixtureServer } from '../fixtures/feeds/server.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'data-items';
let feeds: FeedFixtureServer | undefined;
let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
let token: string;
const pageLog: string[] = [];

beforeAll(async () => {
  feeds = await startFeedFixtureServer();
  server = await startBuiltServer({
    // The guard refuses loopback addresses; this exact one is the operator's allowed intranet.
    OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${feeds.port}`,
    WEATHER_API_URL: feeds.origin,
    GEOCODING_API_URL: feeds.origin,
  });
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  player = await browser.newPage();
  await player.setViewport({ width: 1280, height: 720 });
  recordConsole(player, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feeds?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server!.url, query, variables, `Bearer ${token}`);

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h, rotation: 0 });

/** What a person reads on the screen: the weather's place and a row of the table. */
const EXPECTED = {
  weather: 'Prague',
  table: 'Bílá Hora',
};
/**
 * The feed's headlines. The ticker moves on every entry's seconds, counted from when the scene
 * started on the wall clock, so which headline shows after a reload depends on how long the
 * machine took to get there: any of them is the news.
 */
const HEADLINES = [
  'New tram line opens to the north district',
  'Concert season at the Rudolfinum',
  'Weather: snow expected on Thursday',
  'Roadworks on the ring road until March',
];

async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('[data-testid="stage"]')?.textContent ?? '');
}

async function showsAllThree(page: Page): Promise<boolean> {
  const text = await screenText(page);
  return (
    Object.values(EXPECTED).every((expected) => text.includes(expected)) &&
    HEADLINES.some((headline) => text.includes(headline))
  );
}

/** Mean absolute difference per channel (0..255) of two screenshots, on a small thumbnail. */
async function difference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const small = (png: Uint8Array) =>
    sharp(png).removeAlpha().resize(320, 180, { fit: 'fill' }).raw().toBuffer();
  const [ra, rb] = [await small(a), await small(b)];
  let sum = 0;
  for (let i = 0; i < ra.length; i++) sum += Math.abs(ra[i]! - rb[i]!);
  return sum / ra.length;
}

/** Share of the screenshot that is not the stage's black: the items drew something. */
async function drawnShare(png: Uint8Array): Promise<number> {
  const raw = await sharp(png).removeAlpha().resize(320, 180, { fit: 'fill' }).raw().toBuffer();
  let drawn = 0;
  for (let i = 0; i < raw.length; i += 3) if (raw[i]! + raw[i + 1]! + raw[i + 2]! > 60) drawn++;
  return drawn / (raw.length / 3);
}

describe('data items', () => {
  let online: Uint8Array;

  it('show the weather, the news and the table from their sources on a paired screen', async () => {
    const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Lobby data", playlistItems: $items }) { _id } }',
      {
        items: [
          {
            _id: 'data-scene',
            type: 'scene-inline',
            zoneId: 0,
            scene: {
              _id: 'lobby-data',
              name: 'Lobby data',
              type: 'slides',
              duration: 3600,
              sceneItems: [
                {
                  _id: 'weather',
                  start: 0,
                  end: 3600,
                  ...box(1, 1, 48, 48),
                  item: { type: 'weather', body: { locationName: 'Prague', units: 'celsius' } },
                },
                {
                  _id: 'news',
                  start: 0,
                  end: 3600,
                  ...box(51, 1, 48, 48),
                  // The longest entry time, so the online and offline screenshots most
                  // likely show the same headline.
                  item: {
                    type: 'rss_feed',
                    body: { url: `${feeds!.origin}/rss.xml`, duration: 120 },
                  },
                },
                {
                  _id: 'departures',
                  start: 0,
                  end: 3600,
                  ...box(1, 51, 98, 48),
                  item: {
                    type: 'data_table',
                    body: {
                      dataFeedUrl: `${feeds!.origin}/table.json`,
                      dataPath: '',
                      dataRange: { offset: 0, size: 5 },
                      columns: [
                        { dataKey: 'line', title: 'Line' },
                        { dataKey: 'destination', title: 'Destination' },
                        { dataKey: 'platform', title: 'Platform' },
                      ],
                    },
                  },
                },
              ],
            },
          },
        ],
      },
    );
    const deviceId = await pairPlayer(player, server!.url, token, 'Lobby data');
    await publishPlaylist(server!.url, token, deviceId, createPlaylist._id);
    await expect
      .poll(() => showsAllThree(player), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .toBe(true);
    expect(feeds!.requestsTo('/v1/forecast')).toBeGreaterThan(0);
    expect(feeds!.requestsTo('/rss.xml')).toBeGreaterThan(0);
    expect(feeds!.requestsTo('/table.json')).toBeGreaterThan(0);

    // One more load through the service worker, so the page and its answers are in its caches.
    await player.waitForFunction(() => navigator.serviceWorker?.controller !== null, {
      timeout: WAIT_LIMIT_MS,
    });
    await player.reload();
    await expect
      .poll(() => showsAllThree(player), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .toBe(true);
    online = await player.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'online.png', online);
    expect(await drawnShare(online)).toBeGreaterThan(0.5);
  });

  it('keep showing the same data when the sources and the server are gone', async () => {
    await feeds!.stop();
    feeds = undefined;
    await server!.stop();
    server = undefined;
    await player.reload();
    await expect
      .poll(() => showsAllThree(player), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .toBe(true);
    const offline = await player.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'offline.png', offline);
    const diff = await difference(online, offline);
    expect(diff, 'mean difference between the online and the offline screen').toBeLessThan(6);
  });
});
