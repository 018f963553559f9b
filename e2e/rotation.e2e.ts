// End to end: an operator sets a screen's rotation through the API and the web player, which
// cannot turn its panel (no orientation capability), turns its stage clockwise. The picture is an
// image whose left half is red and right half blue, stretched over the stage: at 0 degrees red is
// on the left, at 90 the stage's left side is at the top, at 270 at the bottom, and back at 0 it
// is on the left again. Each step waits for the pixels, not for a time.
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { type Rgb } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'rotation';
const RED: Rgb = [208, 32, 32];
const BLUE: Rgb = [32, 64, 208];
const VIEWPORT = { width: 800, height: 450 };

let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
let token = '';
let deviceId = '';
const pageLog: string[] = [];

const auth = () => `Bearer ${token}`;

/** The two-colour test image: red on the left, blue on the right. */
const twoColourPng = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      {
        input: { create: { width: 200, height: 400, channels: 3, background: rgbOf(RED) } },
        left: 0,
        top: 0,
      },
      {
        input: { create: { width: 200, height: 400, channels: 3, background: rgbOf(BLUE) } },
        left: 200,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

function rgbOf([r, g, b]: Rgb) {
  return { r, g, b };
}

async function uploadImage(bytes: Buffer): Promise<string> {
  const { createFiles } = await graphql<{ createFiles: { _id: string; uploadUrl: string }[] }>(
    server!.url,
    'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id uploadUrl } }',
    { f: [{ originalName: 'halves.png', mimetype: 'image/png', fileSizeInBytes: bytes.length }] },
    auth(),
  );
  const { _id: id, uploadUrl } = createFiles[0]!;
  const put = await fetch(uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  await graphql(
    server!.url,
    'mutation($id: ID!) { confirmUpload(fileId: $id) { _id } }',
    { id },
    auth(),
  );
  await expect
    .poll(
      async () =>
        (
          await graphql<{ file: { status: string } }>(
            server!.url,
            'query($id: ID!) { file(id: $id) { status } }',
            { id },
            auth(),
          )
        ).file.status,
      { timeout: WAIT_LIMIT_MS, interval: 250 },
    )
    .toBe('READY');
  return id;
}

type Side = 'left' | 'right' | 'top' | 'bottom';

/**
 * Which of red and blue fills each side of the screen: the outer 40% strip of that side, where
 * over 90% of the pixels must be the one colour; else null for that side.
 */
async function sides(name?: string): Promise<Record<Side, 'red' | 'blue' | null>> {
  const png = await player.screenshot({ type: 'png' });
  if (name) keepArtifact(SUITE, name, png);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const near = (i: number, c: Rgb) =>
    Math.abs(data[i]! - c[0]) <= 24 &&
    Math.abs(data[i + 1]! - c[1]) <= 24 &&
    Math.abs(data[i + 2]! - c[2]) <= 24;
  const strip = (x0: number, x1: number, y0: number, y1: number) => {
    let red = 0;
    let blue = 0;
    let all = 0;
    for (let y = Math.floor(y0); y < y1; y += 2)
      for (let x = Math.floor(x0); x < x1; x += 2) {
        const i = (y * width + x) * 3;
        all += 1;
        if (near(i, RED)) red += 1;
        else if (near(i, BLUE)) blue += 1;
      }
    return red / all > 0.9 ? 'red' : blue / all > 0.9 ? 'blue' : null;
  };
  return {
    left: strip(0, width * 0.4, 0, height),
    right: strip(width * 0.6, width, 0, height),
    top: strip(0, width, 0, height * 0.4),
    bottom: strip(0, width, height * 0.6, height),
  };
}

const setRotation = (rotation: number) =>
  graphql(
    server!.url,
    'mutation($d: ID!, $i: DeviceSettingsInput!) { updateDeviceSettings(deviceId: $d, input: $i) { _id } }',
    { d: deviceId, i: { rotation, volume: null, displaySchedule: [] } },
    auth(),
  );

/** Waits until the screen shows red on `red`'s side and blue on the opposite one. */
async function waitForRedOn(red: Side, artifact: string) {
  const opposite: Record<Side, Side> = {
    left: 'right',
    right: 'left',
    top: 'bottom',
    bottom: 'top',
  };
  await expect
    .poll(
      async () => {
        const seen = await sides();
        return { [red]: seen[red], [opposite[red]]: seen[opposite[red]] };
      },
      { timeout: WAIT_LIMIT_MS, interval: 100 },
    )
    .toEqual({ [red]: 'red', [opposite[red]]: 'blue' });
  return sides(artifact);
}

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
    const fileId = await uploadImage(await twoColourPng());
    const { createPlaylist } = await graphql<{ createPlaylist: { _id: string } }>(
      server!.url,
      'mutation($i: PlaylistInput!) { createPlaylist(input: $i) { _id } }',
      { i: { name: 'Halves', mediaFit: 'stretch' } },
      auth(),
    );
    await graphql(
      server!.url,
      'mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { _id } }',
      { p: createPlaylist._id, f: [fileId] },
      auth(),
    );
    deviceId = await pairPlayer(player, server!.url, token, 'Portrait lobby');
    await publishPlaylist(server!.url, token, deviceId, createPlaylist._id);
    const upright = await waitForRedOn('left', 'rotation-0.png');
    // Both colours reach from the top to the bottom: nothing is turned.
    expect(upright).toMatchObject({ top: null, bottom: null });
    expect(await player.$('[data-testid="rotated-stage"]')).toBeNull();
  });

  it('turns the stage clockwise at 90 degrees: the left half ends up on top', async () => {
    await setRotation(90);
    const turned = await waitForRedOn('top', 'rotation-90.png');
    expect(turned).toMatchObject({ left: null, right: null });
    const stage = await player.$eval('[data-testid="rotated-stage"]', (el) => {
      const box = el.getBoundingClientRect();
      return { rotation: el.getAttribute('data-rotation'), w: box.width, h: box.height };
    });
    // The turned stage covers the whole screen, no more and no less.
    expect(stage).toEqual({ rotation: '90', w: VIEWPORT.width, h: VIEWPORT.height });
  });

  it('turns it the other way at 270 degrees, and upright again at 0', async () => {
    await setRotation(270);
    await waitForRedOn('bottom', 'rotation-270.png');
    await setRotation(0);
    await waitForRedOn('left', 'rotation-0-again.png');
    expect(await player.$('[data-testid="rotated-stage"]')).toBeNull();
  });
});
