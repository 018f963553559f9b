// End to end: an AI camera item's detections drive trigger rules. A fake camera on the
// screen's network (127.0.0.1) starts seeing a person; the playlist item triggered by the label
// "person" plays on the paired web player within one of the camera item's poll intervals.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCamera, type FakeCamera } from '../fixtures/ai-camera/fakeCamera.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { colourShare, hexToRgb, untilColourShows } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'ai-camera';
const FPS = 2;
const POLL_INTERVAL_MS = 1000 / FPS;
const OFFER_RED = '#d62828';
let camera: FakeCamera;
let server: RunningServer;
let browser: Browser;
let player: Page;
let token: string;
const pageLog: string[] = [];

beforeAll(async () => {
  camera = await startFakeCamera();
  server = await startBuiltServer();
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  player = await browser.newPage();
  await player.setViewport({ width: 960, height: 540 });
  recordConsole(player, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await camera?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const fullScreen = { x: 0, y: 0, w: 100, h: 100, rotation: 0 };

function scene(id: string, duration: number, item: Record<string, unknown>) {
  return {
    _id: id,
    name: id,
    type: 'slides',
    duration,
    sceneItems: [{ _id: `${id}-item`, start: 0, end: duration, ...fullScreen, item }],
  };
}

/** When (page epoch ms) the player started the playlist item `itemId`, once it has. */
const startedAt = (page: Page, itemId: string) =>
  page.evaluate(
    (id) =>
      (window as unknown as { startedItems: Record<string, number> }).startedItems[id] ?? null,
    itemId,
  );

describe('AI camera', () => {
  it('plays the item triggered by "person" within one poll interval of the camera seeing one', async () => {
    const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Camera", playlistItems: $items }) { _id } }',
      {
        items: [
          {
            _id: 'camera',
            type: 'scene-inline',
            zoneId: 0,
            scene: scene('camera-scene', 600, {
              type: 'ai_camera',
              body: {
                sensorUrl: camera.url,
                fps: FPS,
                useImagePolling: true,
                imageSizing: 'cover',
              },
            }),
          },
          {
            _id: 'offer',
            type: 'scene-inline',
            zoneId: 0,
            scene: scene('offer-scene', 10, {
              type: 'rectangle',
              body: { backgroundColor: OFFER_RED, borderWidth: 0 },
            }),
            triggerRules: {
              type: 'object-detection',
              objectDetectionTarget: { labelName: 'person', minCount: 1 },
            },
            triggerPlaybackSettings: { playWhen: 'only-when-triggered' },
          },
        ],
      },
    );
    await player.evaluateOnNewDocument(() => {
      const started: Record<string, number> = {};
      (window as unknown as { startedItems: Record<string, number> }).startedItems = started;
      window.addEventListener('item-started-playing', (event) => {
        const { itemId } = (event as CustomEvent<{ itemId: string }>).detail;
        started[itemId] ??= performance.timeOrigin + performance.now();
      });
    });
    const deviceId = await pairPlayer(player, server.url, token, 'Camera lobby');
    await publishPlaylist(server.url, token, deviceId, createPlaylist._id);

    // The camera item plays and polls; with nobody in view the offer never plays.
    await expect.poll(() => startedAt(player, 'camera'), { timeout: WAIT_LIMIT_MS }).not.toBeNull();
    const polled = camera.hits('detections');
    await expect
      .poll(() => camera.hits('detections'), { timeout: WAIT_LIMIT_MS })
      .toBeGreaterThan(polled + 2);
    expect(await startedAt(player, 'offer')).toBeNull();
    // What plays meanwhile is the camera's picture (its frames, polled), not a black screen.
    const watching = await player.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'watching.png', watching);
    expect(await colourShare(watching, [0, 0, 0], 30)).toBeLessThan(0.2);
    expect(camera.hits('image')).toBeGreaterThan(0);

    camera.see([{ labelName: 'person', labelIndex: 0, score: 0.93, box: [0.3, 0.2, 0.25, 0.7] }]);
    await expect.poll(() => startedAt(player, 'offer'), { timeout: WAIT_LIMIT_MS }).not.toBeNull();
    const latency = (await startedAt(player, 'offer'))! - camera.firstServedAt()!;
    console.log(
      `AI camera: offer started ${Math.round(latency)} ms after the detection was served`,
    );
    expect(latency).toBeLessThan(POLL_INTERVAL_MS);

    // The offer fills the screen once its cross-fade is painted.
    await untilColourShows(player, hexToRgb(OFFER_RED), 0.8, {
      suite: SUITE,
      name: 'triggered.png',
    });
  });
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server.url, query, variables, `Bearer ${token}`);
