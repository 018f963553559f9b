// End to end: an operator sets a screen's rotation through the API and the web player, which
// cannot turn its panel (no orientation capability), turns its stage clockwise. The picture is an
// image whose left half is red and right half blue, stretched over the stage: at 0 degrees red is
// on the left, at 90 the stage's left side is at the top, at 180 on the right, at 270 at the
// bottom, and back at 0 it is on the left again. Each step waits for the pixels, not for a time.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { twoColourPlaylist, waitForRedOn, type Side } from './support/twoColours.js';

const SUITE = 'rotation';
const VIEWPORT = { width: 800, height: 450 };

let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
let token = '';
let deviceId = '';
const pageLog: string[] = [];

const auth = () => `Bearer ${token}`;

const setRotation = (rotation: number) =>
  graphql(
    server!.url,
    'mutation($d: ID!, $i: DeviceSettingsInput!) { updateDeviceSettings(deviceId: $d, input: $i) { _id } }',
    { d: deviceId, i: { rotation, volume: null, displaySchedule: [] } },
    auth(),
  );

/** Waits until the screen shows red on `red`'s side and blue on the opposite one. */
const redOn = (red: Side, artifact: string) =>
  waitForRedOn(player, red, { suite: SUITE, name: artifact });

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  player = await (await browser.createBrowserContext()).newPage();
  await player.setViewport(VIEWPORT);
  recordConsole(player, pageLog);
  token = await signInAsDemoAdmin(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('screen rotation', () => {
  it('plays the two-colour image upright: red on the left, blue on the right', async () => {
    const playlistId = await twoColourPlaylist(server!.url, token);
    deviceId = await pairPlayer(player, server!.url, token, 'Portrait lobby');
    await publishPlaylist(server!.url, token, deviceId, playlistId);
    const upright = await redOn('left', 'rotation-0.png');
    // Both colours reach from the top to the bottom: nothing is turned.
    expect(upright).toMatchObject({ top: null, bottom: null });
    expect(await player.$('[data-testid="rotated-stage"]')).toBeNull();
  });

  it('turns the stage clockwise at 90 degrees: the left half ends up on top', async () => {
    await setRotation(90);
    const turned = await redOn('top', 'rotation-90.png');
    expect(turned).toMatchObject({ left: null, right: null });
    const stage = await player.$eval('[data-testid="rotated-stage"]', (el) => {
      const box = el.getBoundingClientRect();
      return { rotation: el.getAttribute('data-rotation'), w: box.width, h: box.height };
    });
    // The turned stage covers the whole screen, no more and no less.
    expect(stage).toEqual({ rotation: '90', w: VIEWPORT.width, h: VIEWPORT.height });
  });

  it('turns it upside down at 180 degrees: the left half ends up on the right', async () => {
    await setRotation(180);
    const flipped = await redOn('right', 'rotation-180.png');
    // Upside down, not on its side: both colours still run from the top to the bottom.
    expect(flipped).toMatchObject({ top: null, bottom: null });
    const rotation = await player.$eval('[data-testid="rotated-stage"]', (el) =>
      el.getAttribute('data-rotation'),
    );
    expect(rotation).toBe('180');
  });

  it('turns it the other way at 270 degrees, and upright again at 0', async () => {
    await setRotation(270);
    await redOn('bottom', 'rotation-270.png');
    await setRotation(0);
    await redOn('left', 'rotation-0-again.png');
    expect(await player.$('[data-testid="rotated-stage"]')).toBeNull();
  });
});
