// End to end: a scene whose news feed cannot be reached and whose weather cannot be fetched plays
// on a paired web player. Neither item is left blank or white: the news band shows its designed
// placeholder in its own colours, and the weather area names its place and says the weather is
// unavailable. Checked on the player's pixels, as a person in the shop would see them.
import { createServer } from 'node:net';
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { colourShare, hexToRgb, type Rgb } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'failed-feeds';
const NEWS = { textColor: '#ffd166', backgroundColor: '#073b4c' };
const WEATHER_TEXT = '#ffffff';
let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
let token: string;
let nowhere: string;
const pageLog: string[] = [];

/** An address on this machine where nothing listens: a port taken and given back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await closedPort();
  nowhere = `http://127.0.0.1:${port}`;
  server = await startBuiltServer({
    // Allowed past the guard, so the feed and the weather fail as unreachable, not as refused.
    OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${port}`,
    WEATHER_API_URL: nowhere,
    GEOCODING_API_URL: nowhere,
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
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server!.url, query, variables, `Bearer ${token}`);

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h, rotation: 0 });

/**
 * An item as it is on screen: in the visible layer. The player also renders the next layer
 * hidden ahead of its turn, with the same items, so an unscoped selector may find that one.
 */
const onScreen = (testId: string) =>
  `[data-testid="stage-layer"][data-visible="true"] [data-testid="${testId}"]`;

/** A screenshot of one item's box on the screen. */
async function shotOf(testId: string): Promise<Uint8Array> {
  const element = await player.waitForSelector(onScreen(testId));
  const area = await element!.boundingBox();
  return player.screenshot({ type: 'png', clip: area! });
}

/**
 * Share of the picture that is ink of `text` drawn on `background`: pixels well away from the
 * background along the line towards the text colour (anti-aliased and faded ink included).
 */
async function inkShare(png: Uint8Array, background: Rgb, text: Rgb): Promise<number> {
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const d = [0, 1, 2].map((c) => text[c]! - background[c]!);
  const length2 = d.reduce((sum, v) => sum + v * v, 0);
  let ink = 0;
  for (let i = 0; i < data.length; i += 3) {
    const p = [0, 1, 2].map((c) => data[i + c]! - background[c]!);
    const t = (p[0]! * d[0]! + p[1]! * d[1]! + p[2]! * d[2]!) / length2;
    const off = Math.hypot(...p.map((v, c) => v - t * d[c]!));
    if (t > 0.5 && off < 40) ink += 1;
  }
  return ink / (data.length / 3);
}

describe('failed feeds on a screen', () => {
  it('show their designed placeholders, never a white band or an empty area', async () => {
    const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Shop window", playlistItems: $items }) { _id } }',
      {
        items: [
          {
            _id: 'shop-scene',
            type: 'scene-inline',
            zoneId: 0,
            scene: {
              _id: 'shop-window',
              name: 'Shop window',
              type: 'slides',
              duration: 3600,
              sceneItems: [
                {
                  _id: 'weather',
                  start: 0,
                  end: 3600,
                  ...box(5, 5, 40, 40),
                  item: {
                    type: 'weather',
                    body: {
                      locationName: 'Brno',
                      lat: 49.19,
                      long: 16.61,
                      day: { color: WEATHER_TEXT },
                    },
                  },
                },
                {
                  // A news ticker over the bottom sixth of the screen.
                  _id: 'news',
                  start: 0,
                  end: 3600,
                  ...box(0, 83.4, 100, 16.6),
                  item: { type: 'rss_feed', body: { url: `${nowhere}/feed.xml`, ...NEWS } },
                },
              ],
            },
          },
        ],
      },
    );
    const deviceId = await pairPlayer(player, server!.url, token, 'Shop window');
    await publishPlaylist(server!.url, token, deviceId, createPlaylist._id);

    // What a person waits for: the placeholders drawn.
    const news = await player.waitForSelector(
      `${onScreen('rss-widget')} [data-testid="feed-placeholder-message"]`,
      { timeout: WAIT_LIMIT_MS },
    );
    expect(await news!.evaluate((el) => el.textContent)).toBe('News will appear here');
    const weather = await player.waitForSelector(
      `${onScreen('weather-widget')} [data-testid="feed-placeholder-message"]`,
      { timeout: WAIT_LIMIT_MS },
    );
    expect(await weather!.evaluate((el) => el.textContent)).toBe('Weather unavailable');

    // In the DOM is not yet on the glass: under load the message's text is painted a frame or
    // more later. A person waits until the words show; so does this.
    const [background, ink] = [hexToRgb(NEWS.backgroundColor), hexToRgb(NEWS.textColor)];
    await expect
      .poll(async () => inkShare(await shotOf('rss-widget'), background, ink), {
        timeout: WAIT_LIMIT_MS,
      })
      .toBeGreaterThan(0.005);
    const screen = await player.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'screen.png', screen);

    const band = await shotOf('rss-widget');
    expect(await colourShare(band, [255, 255, 255], 16), 'white in the news band').toBeLessThan(
      0.01,
    );
    expect(await colourShare(band, background, 8), 'the band in its own colour').toBeGreaterThan(
      0.7,
    );
    expect(await inkShare(band, background, ink), 'text-coloured ink in the band').toBeGreaterThan(
      0.005,
    );

    // The weather item has no background of its own: its words and cloud on the stage's black.
    const area = await shotOf('weather-widget');
    const white = hexToRgb(WEATHER_TEXT);
    expect(await inkShare(area, [0, 0, 0], white), 'ink in the weather area').toBeGreaterThan(
      0.005,
    );
    const text = await player.evaluate(
      (selector) => document.querySelector(selector)?.textContent ?? '',
      onScreen('weather-widget'),
    );
    expect(text).toBe('BrnoWeather unavailable');
  });
});
