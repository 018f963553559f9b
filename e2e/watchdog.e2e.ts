// The TV frame in Chromium: its web host takes a picture of what the player shows, and its
// watchdog restarts a player whose thread is stuck in an endless loop. The fake host of
// `/player/?host=fake` draws its page the same way when the operator asks for a screenshot.
//
// The hang is real: the player iframe comes from another site than the frame (localhost against
// 127.0.0.1), so Chromium runs it in a process of its own, and a `for (;;) {}` in it blocks the
// player and nothing else. The frame watches with a 4 s silence limit (`?watchdog=4`) so the
// test is short; the same code waits 30 s on a screen.
import { createServer, type AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import {
  DEMO_COLOURS,
  graphql,
  pairPlayer,
  publishPlaylist,
  shownDemoColour,
  signInAsDemoAdmin,
} from './support/demo.js';
import { colourShare } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'watchdog';

interface ScreenHost {
  screen: {
    capture(): Promise<{ mimeType: string; base64: string; width: number; height: number }>;
  };
}
const PLAYING = '[data-testid="player"][data-state="session.playing"]';

let server: RunningServer;
let browser: Browser;
let token = '';
let blueOnly = '';
const pageLog: string[] = [];

/** Opens the TV frame at `frameUrl`, pairs its player and publishes the blue-only playlist. */
async function pairedFrame(frameUrl: string, name: string): Promise<{ page: Page; player: Frame }> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 640, height: 360 });
  recordConsole(page, pageLog);
  await page.goto(frameUrl);
  const player = await playerFrame(page);
  const codeEl = await player.waitForSelector('[data-testid="pairing-code"]', {
    timeout: WAIT_LIMIT_MS,
  });
  const code = (await codeEl!.evaluate((el) => el.textContent ?? '')).trim();
  const { pairDevice } = await graphql<{ pairDevice: { _id: string } }>(
    server.url,
    'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id } }',
    { c: code, n: name },
    `Bearer ${token}`,
  );
  await player.waitForSelector(PLAYING, { timeout: WAIT_LIMIT_MS });
  await publishPlaylist(server.url, token, pairDevice._id, blueOnly);
  await expect
    .poll(() => shownDemoColour(page), { timeout: WAIT_LIMIT_MS, interval: 250 })
    .toBe('blue');
  return { page, player };
}

const playerFrame = async (page: Page): Promise<Frame> =>
  (await page.waitForSelector('iframe[data-testid="player-frame"]'))!.contentFrame();

/** A port nothing listens on now, so the server's own origin can be named before it starts. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  // The server names the frame's origin: it may frame the player page, and its host's fetch
  // (which carries the player's GraphQL calls) may read the answers.
  const frameOrigin = `http://127.0.0.1:${port}`;
  server = await startBuiltServer({
    PORT: String(port),
    PLAYER_FRAME_ANCESTORS: frameOrigin,
    CORS_ORIGINS: frameOrigin,
  });
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  // The demo playlist cut to its blue picture: one colour on screen, whenever it is looked at.
  const { playlists } = await graphql<{
    playlists: { _id: string; name: string; playlistItems: unknown[] }[];
  }>(server.url, '{ playlists { _id name playlistItems } }', {}, `Bearer ${token}`);
  const demo = playlists.find((p) => p.name === 'Demo playlist')!;
  const { createPlaylist } = await graphql<{ createPlaylist: { _id: string } }>(
    server.url,
    'mutation($items: JSON) { createPlaylist(input: { name: "Blue", playlistItems: $items }) { _id } }',
    { items: [demo.playlistItems[0]] },
    `Bearer ${token}`,
  );
  blueOnly = createPlaylist._id;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.slice(-30).join('\n')}`);
});

describe('TV frame', () => {
  it("captures the player's picture: a JPEG at most 1280 px wide of what plays", async () => {
    const { page } = await pairedFrame(`${server.url}/player/frame.html`, 'Captured');
    const shot = await page.evaluate(async (blue) => {
      // The frame page keeps its TvFrame (tvFrame.ts) on window for a debugger on the device.
      const { host } = (window as unknown as { marqueeTvFrame: { host: ScreenHost } })
        .marqueeTvFrame;
      const { mimeType, base64, width, height } = await host.screen.capture();
      // Decoded by the browser itself, as a console showing the picture would.
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: mimeType }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let matching = 0;
      for (let i = 0; i < data.length; i += 4)
        if ([0, 1, 2].every((c) => Math.abs(data[i + c]! - blue[c]!) <= 24)) matching += 1;
      return {
        mimeType,
        width,
        height,
        decoded: [bitmap.width, bitmap.height],
        blueShare: matching / (bitmap.width * bitmap.height),
        base64,
      };
    }, DEMO_COLOURS.blue);
    keepArtifact(SUITE, 'capture.jpg', Buffer.from(shot.base64, 'base64'));
    expect(shot).toMatchObject({ mimeType: 'image/jpeg', width: 640, height: 360 });
    expect(shot.decoded).toEqual([640, 360]);
    // The blue picture with its white caption, as on screen.
    expect(shot.blueShare).toBeGreaterThan(0.5);
    await page.close();
  });

  it('restarts a player whose thread hangs, and it plays its content again', async () => {
    const url = new URL(server.url);
    const elsewhere = `http://localhost:${url.port}/player/`;
    const frameUrl = `http://127.0.0.1:${url.port}/player/frame.html?watchdog=4&player=${encodeURIComponent(elsewhere)}`;
    const { page, player } = await pairedFrame(frameUrl, 'Hung');
    expect(await page.$('body[data-player-restarts]'), 'no restart while it beats').toBeNull();

    const hungAt = Date.now();
    // After this evaluation returns, the player's thread never runs anything else.
    await player.evaluate(() => {
      setTimeout(() => {
        for (;;);
      }, 0);
    });
    // The frame still runs: the player is in another process.
    expect(await page.evaluate(() => document.body.childElementCount)).toBeGreaterThan(0);
    await page.waitForSelector('body[data-player-restarts="1"]', { timeout: WAIT_LIMIT_MS });
    const restartedAfter = Date.now() - hungAt;
    const fresh = await playerFrame(page);
    await fresh.waitForSelector(PLAYING, { timeout: WAIT_LIMIT_MS });
    await expect
      .poll(() => shownDemoColour(page), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .toBe('blue');
    keepArtifact(SUITE, 'after-restart.png', await page.screenshot({ type: 'png' }));
    const backAfter = Date.now() - hungAt;
    console.log(
      `hung player restarted after ${restartedAfter} ms, blue again after ${backAfter} ms`,
    );
    expect(backAfter).toBeLessThan(60_000);
    await page.close();
  });
});

describe('fake host (?host=fake)', () => {
  it("answers the operator's screenshot command with a picture of what it plays", async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 640, height: 360 });
    recordConsole(page, pageLog);
    const deviceId = await pairPlayer(page, server.url, token, 'Fake', '/player/?host=fake');
    await publishPlaylist(server.url, token, deviceId, blueOnly);
    await expect
      .poll(() => shownDemoColour(page), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .toBe('blue');
    // The QA panel loads on its own after the first frame: both pictures compared below must
    // show it, so the command waits until it is drawn.
    await page.waitForSelector('[data-testid="qa-panel"]', { visible: true });
    await graphql(
      server.url,
      'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: screenshot) { _id } }',
      { d: deviceId },
      `Bearer ${token}`,
    );
    type Shot = { url: string; mimeType: string; width: number; height: number } | null;
    const latest = async () =>
      (
        await graphql<{ device: { screenshot: Shot } }>(
          server.url,
          'query($d: ID!) { device(id: $d) { screenshot { url mimeType width height } } }',
          { d: deviceId },
          `Bearer ${token}`,
        )
      ).device.screenshot;
    await expect.poll(latest, { timeout: WAIT_LIMIT_MS, interval: 250 }).not.toBeNull();
    const shot = (await latest())!;
    const bytes = new Uint8Array(await (await fetch(new URL(shot.url, server.url))).arrayBuffer());
    keepArtifact(SUITE, 'fake-host-capture.jpg', bytes);
    // The page drawn by modern-screenshot, not the fake's fixed 1 x 1 picture: the blue picture
    // and the fake host's QA panel over its right half, as much blue as the browser itself shows.
    expect(shot).toMatchObject({ mimeType: 'image/jpeg', width: 640, height: 360 });
    const captured = await colourShare(bytes, DEMO_COLOURS.blue);
    const onScreen = await colourShare(await page.screenshot({ type: 'png' }), DEMO_COLOURS.blue);
    console.log(`fake host capture: ${captured.toFixed(2)} blue; on screen ${onScreen.toFixed(2)}`);
    expect(captured).toBeGreaterThan(0.3);
    expect(Math.abs(captured - onScreen)).toBeLessThan(0.1);
    await page.close();
  });
});
