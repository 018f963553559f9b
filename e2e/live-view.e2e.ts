// End to end: a web player is paired and plays the demo playlist (one-colour pictures). On the
// screen's page the operator asks for a screenshot and sees it within 10 s of asking; makes a
// live view link; a browser that never signed in opens it and sees the screen's picture (its
// pixels are the demo colour the player showed), its name and what it plays; the operator
// revokes the link, and the same page, reloaded, says it no longer works, as does the picture.
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { DEMO_COLOURS, pairAndPublishDemo } from './support/demo.js';
import { colourShare } from './support/pixels.js';
import { signedInEditorForFile } from './support/signedInEditor.js';
import { clickStill, clickWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'live-view';
const SCREEN = 'Live lobby';
/** The promise: a screenshot appears on the screen's page within 10 s of asking. */
const SCREENSHOT_WITHIN_MS = 10_000;

const session = signedInEditorForFile();
const pageLog: string[] = [];
let screenBrowser: Browser;
let screenContext: BrowserContext;
let publicContext: BrowserContext;
let player: Page;
let deviceId = '';

beforeAll(async () => {
  // The player runs in a browser of its own, so both it and the operator's page are in front:
  // headless Chromium draws no frames for a background tab, which stalls both a page capture
  // and a wait for a visible element.
  screenBrowser = await launchChromium();
  screenContext = await screenBrowser.createBrowserContext();
  player = await screenContext.newPage();
  await player.setViewport({ width: 1280, height: 720 });
  recordConsole(player, pageLog);
  // The browser's own web player (not the fake host): its screenshots are real page captures.
  ({ deviceId } = await pairAndPublishDemo(player, session.server.url, session.token, SCREEN));
  // A demo picture fills the screen before anyone looks at it.
  await player.waitForFunction(
    () => [...document.querySelectorAll('img')].some((img) => img.complete && img.naturalWidth > 0),
    { timeout: WAIT_LIMIT_MS },
  );
});

afterAll(async () => {
  await publicContext?.close();
  await screenContext?.close();
  await screenBrowser?.close();
  if (pageLog.length > 0) console.log(`player and viewer console:\n${pageLog.join('\n')}`);
});

/** The demo colour that fills most of a picture (over a third), else null. */
async function dominantDemoColour(png: Uint8Array): Promise<string | null> {
  let best: string | null = null;
  let bestShare = 0.3;
  for (const [colour, rgb] of Object.entries(DEMO_COLOURS)) {
    const share = await colourShare(png, rgb);
    if (share > bestShare) [best, bestShare] = [colour, share];
  }
  return best;
}

/** The bytes of an image the page shows, fetched as the page would (its cookies, if any). */
async function imageBytes(page: Page, selector: string): Promise<Uint8Array> {
  const base64 = await page.$eval(selector, async (img) => {
    const res = await fetch((img as HTMLImageElement).src);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe('live view', () => {
  it('shows a screenshot on the screen page within 10 s of asking', async () => {
    const page = session.page;
    await page.goto(`${session.server.url}/devices/${deviceId}`);
    const take = await page.waitForSelector(
      '[data-testid="take-screenshot"]:not([aria-disabled="true"])',
    );
    await page.waitForSelector('::-p-text(No screenshot taken yet.)');
    const asked = Date.now();
    // By keyboard, as an operator may: panels above it load on their own and push the button
    // down, and a pointer click aimed while that happens lands beside it (seen under load: the
    // button had moved between the scroll and the click, no command was sent, nothing came).
    await take!.focus();
    await page.keyboard.press('Enter');
    // What the operator waits for: the picture, or the panel saying in words why it cannot come
    // (then the test fails with those words rather than waiting out its limit in silence).
    const outcome = await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="device-screenshot"]');
      if (img?.complete && img.naturalWidth > 0) return 'shown';
      const panel = document.querySelector('section[aria-labelledby="device-screenshot-title"]');
      const words = panel?.textContent ?? '';
      return /could not|cannot/i.test(words) ? words : false;
    });
    expect(await outcome.jsonValue()).toBe('shown');
    const tookMs = Date.now() - asked;
    console.log(`screenshot on the screen page ${tookMs} ms after asking`);
    expect(tookMs).toBeLessThanOrEqual(SCREENSHOT_WITHIN_MS);
    const taken = await page.$eval('figure:has([data-testid="device-screenshot"]) time', (el) =>
      el.textContent?.trim(),
    );
    expect(taken).toMatch(/^Taken (just now|\d+ s ago)$/);
    const png = await imageBytes(page, '[data-testid="device-screenshot"]');
    keepArtifact(SUITE, 'device-screenshot.png', png);
    expect(await dominantDemoColour(png)).not.toBeNull();
    keepArtifact(SUITE, 'device-page.png', await page.screenshot({ type: 'png', fullPage: true }));
  });

  it('opens a live view link without signing in, and stops once it is revoked', async () => {
    const page = session.page;
    await clickWhenDrawn(page, '[data-testid="create-live-link"]');
    const field = await page.waitForSelector('[data-testid="live-link-url"]');
    const url = await field!.evaluate((input) => (input as HTMLInputElement).value);
    expect(url).toMatch(/\/live\/[A-Za-z0-9_-]{43}$/);
    const panel = await page.waitForSelector('section[aria-labelledby="live-links-title"]');
    await page.waitForSelector('table[aria-label="Live view links of this account"]');
    keepArtifact(SUITE, 'live-links-panel.png', await panel!.screenshot({ type: 'png' }));

    // A browser that never signed in: no cookie, no session.
    publicContext = await page.browser().createBrowserContext();
    const viewer = await publicContext.newPage();
    await viewer.setViewport({ width: 1280, height: 900 });
    recordConsole(viewer, pageLog);
    expect(await viewer.cookies(session.server.url)).toEqual([]);
    await viewer.goto(url);
    await viewer.waitForSelector(`::-p-text(${SCREEN})`);
    await viewer.waitForSelector('::-p-text(Playing Demo playlist)');
    const picture = await viewer.waitForSelector('[data-testid="live-picture"]', { visible: true });
    await viewer.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      {},
      picture,
    );
    const shot = await picture!.screenshot({ type: 'png' });
    keepArtifact(SUITE, 'live-page.png', await viewer.screenshot({ type: 'png', fullPage: true }));
    expect(await dominantDemoColour(shot)).not.toBeNull();
    // Nothing of the account: no menu, no e-mail, no id of the screen.
    const html = await viewer.content();
    expect(html).not.toContain(deviceId);
    expect(html).not.toContain('admin@marquee.local');
    expect(await viewer.$('nav')).toBeNull();
    const pictureUrl = await picture!.evaluate((img) => (img as HTMLImageElement).src);

    // The operator revokes it, after confirming.
    await clickWhenDrawn(page, 'button[aria-label^="Revoke the live view link to Screen"]');
    const confirm = await page.waitForSelector(
      '::-p-xpath(//*[@data-testid="confirm-delete"]//button[normalize-space()="Revoke"])',
    );
    await clickStill(confirm!);
    await page.waitForSelector('::-p-text(This account has no live view links.)');

    await viewer.reload();
    await viewer.waitForSelector('::-p-text(This live view link does not work anymore.)');
    expect(await viewer.$('[data-testid="live-picture"]')).toBeNull();
    keepArtifact(SUITE, 'revoked.png', await viewer.screenshot({ type: 'png' }));
    // The picture's own address stops working too.
    const image = await viewer.goto(pictureUrl);
    expect(image?.status()).toBe(404);
  });
});
