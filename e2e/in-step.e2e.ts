// End to end: two players paired to the same content show the same item at the same
// moment (playlist time counts from the content's version, not from each screen's boot), and a
// player that reloads resumes the item the content is at now, not item 1.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { pairAndPublishDemo, shownDemoColour, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'in-step';

interface Switch {
  /** Epoch ms, from the page's own clock (both pages share this machine's clock). */
  t: number;
  sceneId: string;
}

/**
 * Records, in the page, every change of the scene shown (the visible stage layer), with the
 * moment the DOM changed. Read back with switchesOf; installed again after a reload.
 */
async function recordSwitches(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: Array<{ t: number; sceneId: string }> = [];
    (window as unknown as { __switches: typeof log }).__switches = log;
    const look = () => {
      const visible = document.querySelector('[data-testid="stage-layer"][data-visible="true"]');
      const sceneId = visible?.getAttribute('data-scene-id') ?? '';
      if (sceneId && log[log.length - 1]?.sceneId !== sceneId)
        log.push({ t: performance.timeOrigin + performance.now(), sceneId });
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-visible'],
    });
    look();
  });
}

const switchesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __switches?: Switch[] }).__switches ?? []);

/**
 * How far apart (ms) the second screen switched to the same scene as `change`, or null when it
 * has not (yet). A twin lies within half a demo item (6 s) of the change: a page starved of a
 * core draws late, and the median check below says whether the screens are in step.
 */
function twinGap(change: Switch, log: readonly Switch[]): number | null {
  const twin = log.find((s) => s.sceneId === change.sceneId && Math.abs(s.t - change.t) < 3000);
  return twin ? Math.abs(twin.t - change.t) : null;
}

/** The scene a log says was on screen at t. */
const sceneAt = (log: readonly Switch[], t: number) =>
  [...log].reverse().find((s) => s.t <= t)?.sceneId ?? null;

let server: RunningServer;
let browser: Browser;
let first: Page;
let second: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  // Two screens: separate contexts, so each keeps its own device credentials.
  first = await (await browser.createBrowserContext()).newPage();
  second = await (await browser.createBrowserContext()).newPage();
  for (const page of [first, second]) {
    await page.setViewport({ width: 640, height: 360 });
    recordConsole(page, pageLog);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('screens in step', () => {
  it('two players paired to the same content switch items within 100 ms of each other', async () => {
    const token = await signInAsDemoAdmin(server.url);
    await pairAndPublishDemo(first, server.url, token, 'Left screen');
    await pairAndPublishDemo(second, server.url, token, 'Right screen');
    await recordSwitches(first);
    await recordSwitches(second);
    // Four switches on each screen after both play.
    await expect
      .poll(
        async () => Math.min((await switchesOf(first)).length, (await switchesOf(second)).length),
        {
          timeout: WAIT_LIMIT_MS,
          interval: 500,
        },
      )
      .toBeGreaterThanOrEqual(5);
    // Every switch of the first screen (after its first picture) has a twin on the second.
    // The second screen's log is read after the first's, so a switch the first screen made a
    // moment before the read may not be drawn on the second yet: read again until it is.
    let gaps: number[] = [];
    await expect
      .poll(
        async () => {
          const a = (await switchesOf(first)).slice(1);
          const b = await switchesOf(second);
          const twins = a.map((change) => twinGap(change, b));
          gaps = twins.filter((gap): gap is number => gap !== null);
          return twins.length - gaps.length;
        },
        {
          timeout: WAIT_LIMIT_MS,
          interval: 250,
          message: 'switches of the first screen missing on the second',
        },
      )
      .toBe(0);
    // Both screens plan the same moments. The two pages share this machine's cores with other
    // tests, and a page whose main thread waits for a core draws its switch late; on a set each
    // screen has its own processor. So the typical gap (the median) is what shows the plan, and
    // a screen counting from its own boot would be seconds off at every switch.
    const sorted = [...gaps].sort((x, y) => x - y);
    expect(sorted[Math.floor((sorted.length - 1) / 2)], `gaps ${gaps.join(', ')} ms`).toBeLessThan(
      100,
    );
    // And both show the same picture.
    expect(await shownDemoColour(second, { suite: SUITE, name: 'second.png' })).toBe(
      await shownDemoColour(first, { suite: SUITE, name: 'first.png' }),
    );
  });

  it('a player that reloads resumes the item the content is at, not its first item', async () => {
    // Reload right after the first screen moves on from the playlist's first item.
    const firstScene = (await switchesOf(first))[0]!.sceneId;
    await expect
      .poll(async () => (await switchesOf(first)).at(-1)?.sceneId, {
        timeout: WAIT_LIMIT_MS,
        interval: 100,
      })
      .not.toBe(firstScene);
    await second.reload();
    await second.waitForSelector('[data-testid="stage-layer"][data-visible="true"]', {
      timeout: WAIT_LIMIT_MS,
    });
    await recordSwitches(second);
    const [resumed] = await switchesOf(second);
    expect(resumed).toBeDefined();
    expect(resumed!.sceneId).toBe(sceneAt(await switchesOf(first), resumed!.t));
    expect(resumed!.sceneId).not.toBe(firstScene);
    expect(await shownDemoColour(second, { suite: SUITE, name: 'resumed.png' })).toBe(
      await shownDemoColour(first),
    );
  });
});
