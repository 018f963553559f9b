// Subscription billing in Chromium against the built server and its fake payment provider: the
// demo admin, on a subscription-billed account without features, subscribes at the fake
// checkout; the signed webhook unlocks play quotas (the playback-limiting tariff feature); a
// failed renewal locks them again and the content stays; and pairing a screen beyond the
// subscribed and free screens is refused with the way to Billing.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, describeFindings } from './support/axe.js';
import { launchChromium, recordConsole } from './support/browser.js';
import { graphql, signInAsDemoAdmin } from './support/demo.js';
import { noDialog, signInConsole } from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { attached, clickWhenDrawn, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const FILE = 'Welcome.png';
const LIMIT_MESSAGE =
  'All 2 screens your subscription covers are paired. To pair another screen, add screens on the Billing page.';
let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
const pageLog: string[] = [];

beforeAll(async () => {
  // The fake payment provider pays without money; it is off unless asked for.
  server = await startBuiltServer({ BILLING_PROVIDER: 'fake' });
  // The demo account, billed by subscription on the free tariff: no features, one free screen.
  const db = new Database(join(server.dataDir, 'marquee.db'));
  db.prepare(
    "update accounts set billing_type = 'subscription', tariff = 'Free', enabled_features = '[]', free_screens = 1",
  ).run();
  db.close();
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  recordConsole(page, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const click = (selector: string) => clickWhenDrawn(page, selector);

/** Opens the file's play quotas on /files; whether the locked-feature message shows there. */
async function playQuotasLocked(): Promise<boolean> {
  await page.goto(`${server.url}/files`);
  await click(`[data-testid="file-card-${FILE}"] button[aria-label="Actions for ${FILE}"]`);
  await click(`::-p-xpath(//*[@role="menuitem"][normalize-space()="Play quotas"])`);
  await page.waitForSelector('::-p-text(Play Quotas)');
  const locked = (await page.$('[role="dialog"] [data-testid="feature-locked"]')) !== null;
  await page.keyboard.press('Escape');
  await noDialog(page);
  return locked;
}

/** Back from the provider: /billing says the subscription changed, and the flag has left the URL. */
async function backOnBilling() {
  await page.waitForSelector('[data-testid="subscription-updated"]', { timeout: WAIT_LIMIT_MS });
  await page.waitForFunction(() => location.pathname === '/billing' && location.search === '');
}

/**
 * The plan /billing names. The page is drawn from the cache first and then asks the server again,
 * so it may name the old plan for a moment: wait until it reads `expected` (a user would), and
 * return what it reads when the wait gives up so the failure names the plan shown.
 */
async function planShownOnceItReads(expected: string): Promise<string | null> {
  await page
    .waitForFunction(
      (want) => document.querySelector('[data-testid="billing-plan"]')?.textContent === want,
      {},
      expected,
    )
    .catch(() => undefined);
  return page.$eval('[data-testid="billing-plan"]', (el) => el.textContent);
}

async function requestCode(): Promise<string> {
  const { requestPairingCode } = await graphql<{ requestPairingCode: { pairingCode: string } }>(
    server.url,
    'mutation { requestPairingCode(platform: "web") { pairingCode } }',
  );
  return requestPairingCode.pairingCode;
}

describe('billing', () => {
  it('shows Billing to the billing manager; play quotas are locked on the free tariff', async () => {
    await signInConsole(page, server.url, '/files');
    await page.waitForSelector('a[href="/billing"]');
    expect(await playQuotasLocked()).toBe(true);
  });

  it('subscribes at the fake checkout, and the webhook unlocks play quotas', async () => {
    await page.goto(`${server.url}/billing`);
    await click('[data-testid="choose-plan"]');
    await page.waitForFunction(() => location.pathname === '/billing/subscribe');
    await click('[data-testid="plan-standard"]');
    // One screen is offered at first: none is paired yet, and one is free.
    expect(
      // The plan's screens field is drawn a render after the plan is chosen.
      await (
        await attached(page, '[data-testid="screens-input"]')
      ).evaluate((el) => (el as HTMLInputElement).value),
    ).toBe('1');
    await click('[data-testid="continue-to-payment"]');
    await click('[data-testid="fake-pay"]');
    await backOnBilling();
    expect(await planShownOnceItReads('Standard')).toBe('Standard');
    expect(await playQuotasLocked()).toBe(false);
  });

  it('draws the billing pages without blocking axe findings or sideways scrolling, at 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      await page.setViewport({ width, height: 900 });
      for (const [path, ready] of [
        ['/billing', '[data-testid="billing-plan"]'],
        ['/billing/subscribe', '[data-testid="continue-to-payment"]'],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await page.waitForSelector(ready);
        const findings = await blockingViolations(page, `${path} at ${width} px`);
        expect(findings, describeFindings(findings)).toEqual([]);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        expect(sideways).toBe(false);
      }
    }
    await page.setViewport({ width: 1440, height: 900 });
  });

  it('locks play quotas again after a failed renewal, and the content is still there', async () => {
    await page.goto(`${server.url}/billing/subsbase/customer-portal`);
    await click('[data-testid="fake-fail-renewal"]');
    await backOnBilling();
    await page.waitForSelector('[data-testid="billing-advice"]');
    expect(await playQuotasLocked()).toBe(true);
    const cards = await page.$$eval('[data-testid^="file-card-"]', (els) => els.length);
    expect(cards).toBe(3);
  });

  it('refuses to pair a screen past the subscribed and free screens, with the way to Billing', async () => {
    for (const name of ['Door', 'Window'])
      await graphql(
        server.url,
        'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id } }',
        { c: await requestCode(), n: name },
        `Bearer ${token}`,
      );
    await page.goto(`${server.url}/devices`);
    await click('[data-testid="pair-screen-button"]');
    await page.waitForSelector('[data-testid="pairing-code-input"]');
    await typeWhenDrawn(page, '[data-testid="pairing-code-input"]', await requestCode());
    await typeWhenDrawn(page, '[data-testid="device-name-input"]', 'One too many');
    await click('[data-testid="pair-submit"]');
    const limit = await page.waitForSelector('[data-testid="screen-limit"]', {
      timeout: WAIT_LIMIT_MS,
    });
    expect(await limit!.evaluate((el) => el.textContent)).toContain(LIMIT_MESSAGE);
    expect(await limit!.$eval('a', (a) => a.getAttribute('href'))).toBe('/billing');
  });
});
