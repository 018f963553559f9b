// Media kept on the device: a player on the fake host with persistent stores
// (`/player/?host=fake&keep=1`, the TV path: no service worker) keeps an image and a video
// through host.files. After the server is gone and every network path is refused (GraphQL over
// HTTP and WebSocket, media), a reload plays both from the kept files. Back online, a publish
// that no longer needs the video evicts it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo } from '../fixtures/media/samples.js';
import { launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairAndPublishDemo, shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { serveShellOnly, type ShellOnlyServer } from './support/shellOnly.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'kept-media';
const PLAYER_PATH = '/player/?host=fake&keep=1';

let dataDir = '';
let port = '';
let server: RunningServer | undefined;
let shell: ShellOnlyServer | undefined;
let browser: Browser;
let player: Page;
let token = '';
let playlistId = '';
let imageItem: Record<string, unknown>;
const pageLog: string[] = [];

async function startServer(): Promise<void> {
  server = await startBuiltServer({ DATA_DIR: dataDir, PORT: port || '0' });
  port = new URL(server.url).port;
}

/** Reads the fake host's IndexedDB store: all its keys, or one key's value as text. */
const readFakeStore = (store: 'files' | 'state', key?: string) =>
  player.evaluate(
    (store, key) =>
      new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('marquee-fake');
        open.onerror = () => fail(new Error(`IndexedDB: ${String(open.error)}`));
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const req = key === undefined ? objects.getAllKeys() : objects.get(key);
          req.onsuccess = () =>
            done(
              key === undefined
                ? (req.result as IDBValidKey[]).map(String)
                : [String(req.result ?? '')],
            );
        };
      }),
    store,
    key,
  );

/** The names of the media files the fake host keeps. */
const keptFiles = async () => (await readFakeStore('files')).filter((n) => n.startsWith('media-'));

/** The content the fake host keeps for the next boot, as JSON text. */
const keptContent = async () => (await readFakeStore('state', 'marquee.keptContent'))[0] ?? '';

/** The playing video: its source and how far it has played. */
const playingVideo = () =>
  player.evaluate(() => {
    const video = [...document.querySelectorAll('video')].find(
      (v) => !v.paused && v.readyState >= 2,
    );
    return video ? { src: video.currentSrc, time: video.currentTime } : null;
  });

const setItems = (items: unknown[]) =>
  graphql(
    server!.url,
    'mutation($id: ID!, $i: PlaylistInput!) { updatePlaylist(id: $id, input: $i) { _id } }',
    { id: playlistId, i: { playlistItems: items } },
    `Bearer ${token}`,
  );

async function uploadVideo(): Promise<string> {
  const samples = mkdtempSync(join(tmpdir(), 'marquee-kept-'));
  const bytes = readFileSync(makeVideo(samples, { seconds: 4, fileName: 'clip.mp4' }));
  rmSync(samples, { recursive: true, force: true });
  const auth = `Bearer ${token}`;
  const { createFiles } = await graphql<{ createFiles: { _id: string; uploadUrl: string }[] }>(
    server!.url,
    'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id uploadUrl } }',
    { f: [{ originalName: 'clip.mp4', mimetype: 'video/mp4', fileSizeInBytes: bytes.length }] },
    auth,
  );
  const { _id: id, uploadUrl } = createFiles[0]!;
  const put = await fetch(uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'video/mp4' },
  });
  expect(put.status).toBe(200);
  await graphql(
    server!.url,
    'mutation($id: ID!) { confirmUpload(fileId: $id) { _id } }',
    { id },
    auth,
  );
  await expect
    .poll(
      async () =>
        (
          await graphql<{ file: { status: string } }>(
            server!.url,
            'query($id: ID!) { file(id: $id) { status } }',
            { id },
            auth,
          )
        ).file.status,
      { timeout: WAIT_LIMIT_MS, interval: 250 },
    )
    .toBe('READY');
  return id;
}

const videoItem = (fileId: string) => ({
  _id: 'kept-video',
  type: 'scene-inline',
  scene: {
    _id: 'kept-video-scene',
    name: 'clip.mp4',
    type: 'video',
    sceneItems: [
      {
        _id: 'kept-video-item',
        start: 0,
        end: 4,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'video', fileId, body: {} },
      },
    ],
  },
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marquee-kept-media-'));
  await startServer();
  browser = await launchChromium();
  player = await (await browser.createBrowserContext()).newPage();
  await player.setViewport({ width: 640, height: 360 });
  recordConsole(player, pageLog);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shell?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.slice(-30).join('\n')}`);
});

describe('media kept through host.files', () => {
  it('keeps an image and a video of the published playlist', async () => {
    token = await signInAsDemoAdmin(server!.url);
    ({ playlistId } = await pairAndPublishDemo(player, server!.url, token, 'Kiosk', PLAYER_PATH));
    const { playlist } = await graphql<{ playlist: { playlistItems: Record<string, unknown>[] } }>(
      server!.url,
      'query($id: ID!) { playlist(id: $id) { playlistItems } }',
      { id: playlistId },
      `Bearer ${token}`,
    );
    imageItem = playlist.playlistItems[0]!;
    await setItems([imageItem, videoItem(await uploadVideo())]);
    await expect.poll(keptFiles, { timeout: WAIT_LIMIT_MS, interval: 250 }).toHaveLength(2);
    await expect
      .poll(keptContent, { timeout: WAIT_LIMIT_MS, interval: 250 })
      .toContain('kept-video-scene');
    await expect
      .poll(() => shownDemoColour(player), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .not.toBeNull();
  });

  it('plays both from the kept files after a reload with every network path refused', async () => {
    await server!.stop();
    server = undefined;
    shell = await serveShellOnly(Number(port));
    await player.reload();
    await expect
      .poll(() => shownDemoColour(player, { suite: SUITE, name: 'offline-image.png' }), {
        timeout: WAIT_LIMIT_MS,
        interval: 250,
      })
      .not.toBeNull();
    expect(await player.$eval('img', (img) => img.currentSrc)).toMatch(/^blob:/);
    // The playlist moves on to the video, which plays from its kept bytes.
    await expect
      .poll(playingVideo, { timeout: WAIT_LIMIT_MS, interval: 100 })
      .not.toBeNull()
      .catch(async (error: unknown) => {
        const videos = await player.evaluate(() =>
          [...document.querySelectorAll('video')].map((v) => ({
            src: v.currentSrc,
            paused: v.paused,
            readyState: v.readyState,
            error: v.error?.message ?? v.error?.code ?? null,
          })),
        );
        const state = await player.evaluate(() => ({
          player: document.querySelector('[data-testid="player"]')?.getAttribute('data-state'),
          layers: [...document.querySelectorAll('[data-testid="stage-layer"]')].map((l) =>
            [
              l.getAttribute('data-layer-key'),
              l.getAttribute('data-visible'),
              l.innerHTML.slice(0, 200),
            ].join(' '),
          ),
        }));
        const kept = (await keptContent()).slice(0, 3000);
        throw new Error(`no video plays: ${JSON.stringify({ videos, state, kept })}`, {
          cause: error,
        });
      });
    const first = await playingVideo();
    expect(first?.src).toMatch(/^blob:/);
    await expect
      .poll(async () => (await playingVideo())?.time ?? 0, {
        timeout: WAIT_LIMIT_MS,
        interval: 100,
      })
      .toBeGreaterThan((first?.time ?? 0) + 0.5);
    // It did try the network, and got nothing from it.
    expect(shell.refused.some((r) => r.includes('/graphql'))).toBe(true);
  });

  it('evicts the video once a publish no longer needs it', async () => {
    await shell?.close();
    shell = undefined;
    await startServer();
    await player.reload();
    await expect
      .poll(() => player.$eval('[data-testid="player"]', (el) => el.getAttribute('data-state')), {
        timeout: WAIT_LIMIT_MS,
        interval: 250,
      })
      .toBe('session.playing');
    await setItems([imageItem]);
    // The kept video goes a few seconds after the new content is on screen.
    await expect.poll(keptFiles, { timeout: WAIT_LIMIT_MS, interval: 250 }).toHaveLength(1);
    await expect
      .poll(() => shownDemoColour(player), { timeout: WAIT_LIMIT_MS, interval: 250 })
      .not.toBeNull();
  });
});
