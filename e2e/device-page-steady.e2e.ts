// A screen's page holds still while it loads. Its panels each ask the server for their own data
// (the timeline, the display settings, the screenshot, the live view links, the log); drawn as
// each answer came, every answer pushed the panels under it down, and the "Take screenshot"
// button moved under the operator's pointer some 50 px after the page was first drawn. Here a
// web player is paired and plays the demo playlist, so every panel has something to show; the
// operator's page notes, on every frame from its first, where the button and the Logs heading
// are, and once every panel has answered and the network is quiet neither may have moved by
// more than 2 px since it was first drawn, on a wide screen and on a phone.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { pairAndPublishDemo } from './support/demo.js';
import { signedInEditorForFile } from './support/signedInEditor.js';

const SUITE = 'device-page-steady';
/** How far a control may move once drawn: less than any operator would notice. */
const STEADY_PX = 2;
/** What the test follows: the button the issue saw move, and the last panel's heading. */
const WATCHED = {
  takeScreenshot: '[data-testid="take-screenshot"]',
  logsHeading: '#device-logs-title',
} as const;
const VIEWS = {
  wide: { width: 1440, height: 900 },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
} as const;

const session = signedInEditorForFile();
const pageLog: string[] = [];
let screenBrowser: Browser;
let deviceId = '';

beforeAll(async () => {
  // The player in a browser of its own: headless Chromium draws no frames for a background tab,
  // and the operator's page must draw every frame for the test to see each one.
  screenBrowser = await launchChromium();
  const player = await (await screenBrowser.createBrowserContext()).newPage();
  await player.setViewport({ width: 640, height: 360 });
  recordConsole(player, pageLog);
  ({ deviceId } = await pairAndPublishDemo(player, session.server.url, session.token, 'Foyer'));
  // A live view link, so its panel has a table to draw too.
  await session.gql(
    'mutation($id: ID!) { createLiveLink(target: { kind: screen, id: $id }) { _id } }',
    {
      id: deviceId,
    },
  );
  // Every frame from the first, each place where a watched element was drawn (page coordinates,
  // a new entry only when it moved), kept on the page for the test to read.
  await session.page.evaluateOnNewDocument((watched: Record<string, string>) => {
    const seen: Record<string, { x: number; y: number }[]> = {};
    Object.assign(window, { __seen: seen });
    const look = () => {
      for (const [name, selector] of Object.entries(watched)) {
        const element = document.querySelector(selector);
        if (!element?.checkVisibility()) continue;
        const rect = element.getBoundingClientRect();
        const at = { x: rect.left + window.scrollX, y: rect.top + window.scrollY };
        const places = (seen[name] ??= []);
        const last = places.at(-1);
        if (!last || last.x !== at.x || last.y !== at.y) places.push(at);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, WATCHED);
});

afterAll(async () => {
  await screenBrowser?.close();
  if (pageLog.length > 0) console.log(`player console:\n${pageLog.join('\n')}`);
});

/** Until every panel of the page has drawn its first answer, and the network is quiet. */
async function everyPanelAnswered(page: Page) {
  await page.waitForSelector('[data-testid="fleet-timeline"] [data-testid="timeline-detail"]');
  await page.waitForSelector('::-p-text(Save display settings)');
  await page.waitForSelector('::-p-text(No screenshot taken yet.)');
  // The links as a table, or as cards on a phone: a Revoke button either way.
  await page.waitForSelector('section[aria-labelledby="live-links-title"] button::-p-text(Revoke)');
  await page.waitForSelector('::-p-text(Delete screen)');
  await page.waitForFunction(() => {
    const logs = document.querySelector('section[aria-labelledby="device-logs-title"]');
    return !!logs?.querySelector('ul, p') && !logs.textContent?.includes('Loading the log');
  });
  await page.waitForNetworkIdle();
  // A frame drawn after the last answer, so the page has noted where things ended up.
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}

describe("a screen's page while it loads", () => {
  for (const [name, view] of Object.entries(VIEWS))
    it(`keeps its controls where they were first drawn (${view.width} × ${view.height})`, async () => {
      const page = session.page;
      await page.setViewport(view);
      await page.goto(`${session.server.url}/devices/${deviceId}`);
      await everyPanelAnswered(page);
      const seen = await page.evaluate(
        () => (window as unknown as { __seen: Record<string, { x: number; y: number }[]> }).__seen,
      );
      keepArtifact(SUITE, `${name}.png`, await page.screenshot({ type: 'png', fullPage: true }));
      for (const watched of Object.keys(WATCHED)) {
        const places = seen[watched] ?? [];
        console.log(`${name} ${watched}: ${places.map((p) => `(${p.x}, ${p.y})`).join(' → ')}`);
        expect(places.length, `${watched} was drawn`).toBeGreaterThan(0);
        const [first] = places;
        for (const place of places) {
          expect(Math.abs(place.x - first!.x), `${watched} moved sideways`).toBeLessThanOrEqual(
            STEADY_PX,
          );
          expect(Math.abs(place.y - first!.y), `${watched} moved up or down`).toBeLessThanOrEqual(
            STEADY_PX,
          );
        }
      }
    });
});
