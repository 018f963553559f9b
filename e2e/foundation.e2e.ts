// The first path from operator to screen, for real: the built server, the console and the web
// player in Chromium. What plays is judged from screenshot pixels, not from the DOM.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { colourShare, hexToRgb } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS, clickWhenDrawn, selectWhenDrawn, typeWhenDrawn } from './support/waits.js';

const DEMO = { email: 'admin@marquee.local', password: 'marquee-demo' };
const BLUE = hexToRgb('#1E5AA8'); // demo image 1, "Welcome"
const ORANGE = hexToRgb('#E0761F'); // demo image 2, "Today"
const GREEN = hexToRgb('#2E8B57'); // demo image 3, "Thank you"
const DEMO_ITEM_SECONDS = 6;
const SUITE = 'foundation';

let server: RunningServer;
let browser: Browser;
let operator: Page;
let player: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  operator = await browser.newPage();
  await operator.setViewport({ width: 1280, height: 800 });
  // The screen is another machine: its own browser context, so it shares no cookie with the operator.
  const screenContext = await browser.createBrowserContext();
  player = await screenContext.newPage();
  await player.setViewport({ width: 1280, height: 720 });
  recordConsole(operator, pageLog);
  recordConsole(player, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

interface Frame {
  at: number;
  blue: number;
  orange: number;
  green: number;
}

async function frame(page: Page, name?: string): Promise<Frame> {
  const png = await page.screenshot({ type: 'png' });
  if (name) keepArtifact(SUITE, name, png);
  const [blue, orange, green] = await Promise.all([
    colourShare(png, BLUE),
    colourShare(png, ORANGE),
    colourShare(png, GREEN),
  ]);
  return { at: Date.now(), blue, orange, green };
}

/** Screenshots back to back until `done` holds or the deadline passes; returns every frame seen. */
async function watchUntil(page: Page, done: (f: Frame) => boolean, deadlineMs: number) {
  const frames: Frame[] = [];
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    const f = await frame(page);
    frames.push(f);
    if (done(f)) return { frames, hit: f };
    // Each screenshot takes tens of milliseconds, which paces this loop; nothing sleeps.
  }
  return { frames, hit: undefined };
}

const fills = (share: number) => share > 0.5;

describe('from operator to screen', () => {
  it('refuses a wrong password with a clear message, then signs the operator in', async () => {
    await operator.goto(`${server.url}/login?returnPath=%2Fdevices`);
    await operator.waitForSelector('input[name="email"]');
    await typeWhenDrawn(operator, 'input[name="email"]', DEMO.email);
    await typeWhenDrawn(operator, 'input[name="password"]', 'not-the-password');
    await clickWhenDrawn(operator, 'button[type="submit"]');
    await operator.waitForFunction(
      () => document.body.innerText.includes('Wrong e-mail or password'),
      { timeout: WAIT_LIMIT_MS },
    );
    keepArtifact(SUITE, '01-wrong-password.png', await operator.screenshot());

    await clickWhenDrawn(operator, 'input[name="password"]', { count: 3 });
    await typeWhenDrawn(operator, 'input[name="password"]', DEMO.password);
    await clickWhenDrawn(operator, 'button[type="submit"]');
    await operator.waitForSelector('[data-testid="pair-screen-button"]', {
      timeout: WAIT_LIMIT_MS,
    });
    expect(new URL(operator.url()).pathname).toBe('/devices');
    keepArtifact(SUITE, '02-screens-page.png', await operator.screenshot());
  });

  let code = '';

  it('shows a pairing code and a QR code on an unpaired player', async () => {
    await player.goto(`${server.url}/player`);
    const codeEl = await player.waitForSelector('[data-testid="pairing-code"]', {
      timeout: WAIT_LIMIT_MS,
    });
    code = (await codeEl!.evaluate((el) => el.textContent ?? '')).trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$/);
    // The QR code's encoder loads after the code is on screen: wait for it as a person would.
    expect(await player.waitForSelector('[data-testid="pairing-qr"] svg')).not.toBeNull();
    keepArtifact(SUITE, '03-pairing-screen.png', await player.screenshot());
  });

  it('pairs the screen from the console with the code prefilled from ?pairingCode', async () => {
    await operator.goto(`${server.url}/devices?pairingCode=${encodeURIComponent(code)}`);
    const input = await operator.waitForSelector('[data-testid="pairing-code-input"]');
    const prefilled = await input!.evaluate((el) => (el as HTMLInputElement).value);
    expect(prefilled.replace('-', '')).toBe(code.replace('-', ''));
    await typeWhenDrawn(operator, '[data-testid="device-name-input"]', 'Lobby screen');
    await clickWhenDrawn(operator, '[data-testid="pair-submit"]');
    await operator.waitForSelector('[data-testid="device-row"][data-device-name="Lobby screen"]', {
      timeout: WAIT_LIMIT_MS,
    });
    keepArtifact(SUITE, '04-paired.png', await operator.screenshot());
  });

  it('plays the published demo playlist: an image within 5 s, each next one after its duration, no blank frame', async () => {
    await clickWhenDrawn(
      operator,
      '[data-testid="device-row"][data-device-name="Lobby screen"] [data-testid="publish-button"]',
    );
    const select = await operator.waitForSelector('[data-testid="publish-playlist-select"]');
    const value = await select!.evaluate((el) => {
      const option = [...(el as HTMLSelectElement).options].find((o) => o.text === 'Demo playlist');
      return option?.value ?? '';
    });
    expect(value).not.toBe('');
    await selectWhenDrawn(operator, '[data-testid="publish-playlist-select"]', value);
    await clickWhenDrawn(operator, '[data-testid="publish-submit"]');
    const publishedAt = Date.now();

    // Playlist time counts from the playlist's version (so screens stay in step), so a screen
    // that gets it now joins the loop where it is: any of the three images may come first.
    const ORDER = ['blue', 'orange', 'green'] as const;
    const showing = (f: Frame) => ORDER.find((colour) => fills(f[colour]));
    const first = await watchUntil(player, (f) => showing(f) !== undefined, 5_000);
    expect(first.hit, `no image on screen within 5 s\n${pageLog.join('\n')}`).toBeDefined();
    expect(first.hit!.at - publishedAt).toBeLessThan(5_000);
    keepArtifact(SUITE, '05-first-image.png', await player.screenshot());

    const after = (colour: (typeof ORDER)[number]) => ORDER[(ORDER.indexOf(colour) + 1) % 3]!;
    const nextColour = after(showing(first.hit!)!);
    const second = await watchUntil(
      player,
      (f) => fills(f[nextColour]),
      (DEMO_ITEM_SECONDS + 5) * 1000,
    );
    expect(second.hit, 'the next image never came').toBeDefined();
    // The one after that comes a whole item later.
    const thirdColour = after(nextColour);
    const third = await watchUntil(
      player,
      (f) => fills(f[thirdColour]),
      (DEMO_ITEM_SECONDS + 5) * 1000,
    );
    expect(third.hit, 'the image after it never came').toBeDefined();
    const shownFor = third.hit!.at - second.hit!.at;
    expect(shownFor).toBeGreaterThan((DEMO_ITEM_SECONDS - 1) * 1000);
    expect(shownFor).toBeLessThan((DEMO_ITEM_SECONDS + 2) * 1000);
    keepArtifact(SUITE, '06-second-image.png', await player.screenshot());

    // Every frame in between was one of the images: never black, never empty.
    const blank = [...second.frames, ...third.frames].filter((f) => showing(f) === undefined);
    expect(blank, `frames that showed no image: ${JSON.stringify(blank)}`).toEqual([]);
  });

  it('keeps its device token across a reload and plays again without pairing', async () => {
    await player.reload();
    const back = await watchUntil(
      player,
      (f) => fills(f.blue) || fills(f.orange) || fills(f.green),
      5_000,
    );
    expect(back.hit, 'player did not resume playing after a reload').toBeDefined();
    expect(await player.$('[data-testid="pairing-code"]')).toBeNull();
    await frame(player, '07-after-reload.png');
  });
});
