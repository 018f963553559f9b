// End to end: a player with the fake AI camera counts its audience for a simulated hour (CDP
// virtual time), with the server cut off for part of it and a reload in the middle. Every minute
// reaches the server once, the analytics page draws them, and the proof-of-play page shows the
// scene's impressions, which match the minutes the camera counted while the scene played.
import type { Browser, CDPSession, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCamera, type FakeCamera } from '../fixtures/ai-camera/fakeCamera.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS, attached } from './support/waits.js';

const SUITE = 'audience';
const PEOPLE = 2;
const MINUTE_MS = 60_000;
let camera: FakeCamera;
let server: RunningServer;
let playerBrowser: Browser;
let consoleBrowser: Browser;
let player: Page;
let token: string;
let serverCut = false;
const pageLog: string[] = [];
/** The minutes the player counted (its analytics-update events), and those counted while cut off. */
const counted = new Set<string>();
const countedOffline = new Set<string>();

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server.url, query, variables, `Bearer ${token}`);

beforeAll(async () => {
  camera = await startFakeCamera();
  camera.see(
    Array.from({ length: PEOPLE }, (_, i) => ({
      labelName: 'person',
      labelIndex: 0,
      score: 0.9,
      box: [0.1 + i * 0.4, 0.2, 0.3, 0.7] as [number, number, number, number],
    })),
  );
  server = await startBuiltServer();
  token = await signInAsDemoAdmin(server.url);
  playerBrowser = await launchChromium();
  consoleBrowser = await launchChromium();
  player = await playerBrowser.newPage();
  await player.setViewport({ width: 640, height: 360 });
  recordConsole(player, pageLog);
  player.on('console', (msg) => {
    const minute = /^analytics-update (\S+)$/.exec(msg.text())?.[1];
    if (!minute) return;
    counted.add(minute);
    if (serverCut) countedOffline.add(minute);
  });
  await player.evaluateOnNewDocument(() => {
    window.addEventListener('analytics-update', (e) =>
      console.info(
        `analytics-update ${String((e as CustomEvent<{ minute: string }>).detail.minute)}`,
      ),
    );
  });
  // The network cut: the server is unreachable, the camera on the screen's network is not.
  // The service worker's own requests escape the page's interception: without it, the cut would
  // not cut the player's GraphQL traffic at all.
  await player.setBypassServiceWorker(true);
  await player.setRequestInterception(true);
  player.on('request', (request: HTTPRequest) => {
    if (serverCut && request.url().includes('/graphql')) void request.abort('internetdisconnected');
    // The server runs on real time, the page on virtual time up to an hour ahead: its clock's
    // answer would move the screen's minutes back onto minutes already counted. Unanswered, the
    // screen keeps its own clock, as it does offline.
    else if (request.postData()?.includes('serverTime')) {
      void request.abort('failed');
    } else {
      void request.continue();
    }
  });
});

afterAll(async () => {
  await playerBrowser?.close();
  await consoleBrowser?.close();
  await server?.stop();
  await camera?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.slice(-40).join('\n')}`);
});

/** Holds the page's clock (outside a budget, 'advance' would run it on by hours while idle). */
const holdTime = (cdp: CDPSession) =>
  cdp.send('Emulation.setVirtualTimePolicy', { policy: 'pause' });

/** Runs `budget` ms of the player's virtual time; time waits while a request is in flight. */
async function runVirtualTime(cdp: CDPSession, budget: number): Promise<void> {
  const expired = new Promise((resolve) => cdp.once('Emulation.virtualTimeBudgetExpired', resolve));
  await cdp.send('Emulation.setVirtualTimePolicy', {
    policy: 'pauseIfNetworkFetchesPending',
    budget,
  });
  await expired;
  process.stderr.write(`audience: ${budget / MINUTE_MS} virtual minutes done\n`);
}

interface Report {
  totalPeople: number;
  series: { at: string; people: number; minutes: number }[];
}

const audience = async () =>
  (
    await gql<{ audienceReport: Report }>(
      `query($from: DateTime!, $to: DateTime!) {
        audienceReport(from: $from, to: $to, scope: account) { totalPeople series { at people minutes } }
      }`,
      {
        from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        to: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
    )
  ).audienceReport;

describe('audience analytics', () => {
  it('counts a simulated hour once, across a network cut and a reload, and shows it', async () => {
    const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Lobby camera", playlistItems: $items }) { _id } }',
      {
        items: [
          {
            _id: 'camera',
            type: 'scene-inline',
            zoneId: 0,
            scene: {
              _id: 'camera-scene',
              name: 'Camera scene',
              type: 'slides',
              duration: 60,
              sceneItems: [
                {
                  _id: 'camera-item',
                  start: 0,
                  end: 60,
                  x: 0,
                  y: 0,
                  w: 100,
                  h: 100,
                  rotation: 0,
                  item: {
                    type: 'ai_camera',
                    body: { sensorUrl: camera.url, fps: 1, useImagePolling: true },
                  },
                },
              ],
            },
          },
        ],
      },
    );
    const deviceId = await pairPlayer(player, server.url, token, 'Lobby');
    await publishPlaylist(server.url, token, deviceId, createPlaylist._id);
    await expect
      .poll(() => camera.hits('detections'), { timeout: WAIT_LIMIT_MS })
      .toBeGreaterThan(2);

    const cdp = await player.createCDPSession();
    await runVirtualTime(cdp, 20 * MINUTE_MS);
    serverCut = true;
    await runVirtualTime(cdp, 15 * MINUTE_MS);
    // A reload while cut off: the minutes kept so far are in the device's local state.
    // The reload happens while the clock runs: held, the page would not load; on 'advance', the
    // clock would run on by hours while the test waits.
    const reloaded = runVirtualTime(cdp, 10 * MINUTE_MS);
    await player.reload({ waitUntil: 'domcontentloaded' });
    await reloaded;
    await player.waitForSelector('[data-testid="player"]', { timeout: WAIT_LIMIT_MS });
    serverCut = false;
    await runVirtualTime(cdp, 15 * MINUTE_MS);

    // The player counted its minutes online and offline, and kept the offline ones across the
    // reload. Without the service worker (bypassed, so the cut cuts), the reload offline starts
    // no content until the server is back, so those minutes are not counted at all.
    expect(counted.size).toBeGreaterThanOrEqual(45);
    expect(countedOffline.size).toBeGreaterThanOrEqual(14);
    // Every minute the player counted arrives, each once: 2 people in each of its minutes. A
    // minute kept in the last second goes after the outbox's batching wait, in the page's time:
    // the page's clock runs on in short steps (a step may keep one more minute, counted too)
    // until the server has every minute counted so far.
    await expect
      .poll(
        async () => {
          await runVirtualTime(cdp, 3_000);
          const stored = (await audience()).series.reduce((n, p) => n + p.minutes, 0);
          return stored === counted.size
            ? 'all stored'
            : `${stored} stored, ${counted.size} counted`;
        },
        { timeout: WAIT_LIMIT_MS },
      )
      .toBe('all stored');
    await holdTime(cdp);
    const report = await audience();
    const minutes = report.series.reduce((n, p) => n + p.minutes, 0);
    for (const point of report.series) expect(point.people).toBe(PEOPLE * point.minutes);
    expect(report.totalPeople).toBe(PEOPLE * minutes);

    const operator = await consoleBrowser.newPage();
    await operator.setViewport({ width: 390, height: 844 });
    await operator.setCookie({ name: 'screens_token', value: token, url: server.url });
    await operator.goto(`${server.url}/data-integrations/analytics?range=week`);
    const total = await operator.waitForSelector('[data-testid="analytics-total"]', {
      timeout: WAIT_LIMIT_MS,
    });
    await expect
      .poll(() => total!.evaluate((el) => el.textContent), { timeout: WAIT_LIMIT_MS })
      .toBe(String(report.totalPeople));
    // The chart's bars are drawn after the total it sums.
    await attached(operator, '[data-bar]');
    expect(await operator.$$('[data-bar]')).not.toHaveLength(0);
    keepArtifact(SUITE, 'analytics-390.png', await operator.screenshot({ type: 'png' }));

    // The scene played while two people watched: each play was seen by them.
    await operator.goto(`${server.url}/data-integrations/proof-of-play/scene/camera-scene`);
    const seen = await operator.waitForSelector('[data-testid="pop-seen-by"]', {
      timeout: WAIT_LIMIT_MS,
    });
    const plays = await gql<{
      proofOfPlayReport: { totalPlays: number; totalImpressions: number };
    }>(
      '{ proofOfPlayReport(entityType: scene, entityId: "camera-scene") { totalPlays totalImpressions } }',
    );
    const { totalPlays, totalImpressions } = plays.proofOfPlayReport;
    expect(totalPlays).toBeGreaterThan(30);
    expect(totalImpressions).toBe(PEOPLE * totalPlays);
    expect(await seen!.evaluate((el) => el.textContent)).toBe(String(totalImpressions));
    keepArtifact(SUITE, 'proof-of-play.png', await operator.screenshot({ type: 'png' }));
  }, 540_000);
});
