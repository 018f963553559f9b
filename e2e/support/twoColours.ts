// The two-colour picture: an image whose left half is red and right half blue, played stretched
// over a player's stage, and a reading of which colour fills each side of the player's page. A
// screen turned 90 degrees clockwise shows red on top; 270, at the bottom.
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { keepArtifact } from './browser.js';
import { graphql } from './demo.js';
import type { Rgb } from './pixels.js';
import { WAIT_LIMIT_MS } from './waits.js';

export const RED: Rgb = [208, 32, 32];
export const BLUE: Rgb = [32, 64, 208];

const rgbOf = ([r, g, b]: Rgb) => ({ r, g, b });

/** The image: 400 × 400, red on the left half, blue on the right. */
export const twoColourPng = () =>
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

/** Uploads the image and makes a playlist that plays it stretched; returns the playlist's id. */
export async function twoColourPlaylist(serverUrl: string, token: string): Promise<string> {
  const auth = `Bearer ${token}`;
  const bytes = await twoColourPng();
  const { createFiles } = await graphql<{ createFiles: { _id: string; uploadUrl: string }[] }>(
    serverUrl,
    'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id uploadUrl } }',
    { f: [{ originalName: 'halves.png', mimetype: 'image/png', fileSizeInBytes: bytes.length }] },
    auth,
  );
  const { _id: fileId, uploadUrl } = createFiles[0]!;
  const put = await fetch(uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  await graphql(
    serverUrl,
    'mutation($id: ID!) { confirmUpload(fileId: $id) { _id } }',
    { id: fileId },
    auth,
  );
  await expect
    .poll(
      async () =>
        (
          await graphql<{ file: { status: string } }>(
            serverUrl,
            'query($id: ID!) { file(id: $id) { status } }',
            { id: fileId },
            auth,
          )
        ).file.status,
      { timeout: WAIT_LIMIT_MS, interval: 250 },
    )
    .toBe('READY');
  const { createPlaylist } = await graphql<{ createPlaylist: { _id: string } }>(
    serverUrl,
    'mutation($i: PlaylistInput!) { createPlaylist(input: $i) { _id } }',
    { i: { name: 'Halves', mediaFit: 'stretch' } },
    auth,
  );
  await graphql(
    serverUrl,
    'mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { _id } }',
    { p: createPlaylist._id, f: [fileId] },
    auth,
  );
  return createPlaylist._id;
}

export type Side = 'left' | 'right' | 'top' | 'bottom';
type Sides = Record<Side, 'red' | 'blue' | null>;

/**
 * Which of red and blue fills each side of the page: the outer 40% strip of that side, where over
 * 90% of the pixels must be the one colour; else null for that side.
 */
export async function sidesOf(page: Page, artifact?: { suite: string; name: string }) {
  const png = await page.screenshot({ type: 'png' });
  if (artifact) keepArtifact(artifact.suite, artifact.name, png);
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
  } satisfies Sides;
}

const OPPOSITE: Record<Side, Side> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };

/** Waits until the page shows red on `red`'s side and blue on the opposite one; keeps the picture. */
export async function waitForRedOn(
  page: Page,
  red: Side,
  artifact: { suite: string; name: string },
) {
  await expect
    .poll(
      async () => {
        const seen = await sidesOf(page);
        return { [red]: seen[red], [OPPOSITE[red]]: seen[OPPOSITE[red]] };
      },
      { timeout: WAIT_LIMIT_MS, interval: 100 },
    )
    .toEqual({ [red]: 'red', [OPPOSITE[red]]: 'blue' });
  return sidesOf(page, artifact);
}
