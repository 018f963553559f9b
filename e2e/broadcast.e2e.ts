// End to end: two web players showing different images; an emergency broadcast started in the
// console takes both over (seen on their pixels), the console shows both acknowledged, and
// clearing it returns each player to its own image.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import {
  DEMO_ADMIN,
  graphql,
  pairPlayer,
  shownDemoColour,
  signInAsDemoAdmin,
} from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'broadcast';
const PLAYER_VIEW = { width: 480, height: 270 };

let server: RunningServer;
let browser: Browser;
let operator: Page;
let token = '';
const players = new Map<string, Page>();
const pageLog: string[] = [];

/** Waits until the player fills its screen with the demo colour. */
async function waitForColour(name: string, colour: string, step: string) {
  const player = players.get(name)!;
  const end = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < end) {
    if ((await shownDemoColour(player)) === colour) {
      await shownDemoColour(player, { suite: SUITE, name: `${name}-${step}.png` });
      return;
    }
  }
  throw new Error(`${name} never showed ${colour} (${step})`);
}

/** Answers the confirmation with its button of this label. */
async function confirmWith(label: string) {
  const clicked = await operator.$eval(
    '[data-testid="confirm-delete"]',
    (el, wanted) => {
      const button = [...el.querySelectorAll('button')].find((b) => b.textContent === wanted);
      button?.click();
      return !!button;
    },
    label,
  );
  expect(clicked).toBe(true);
}

const noDialog = () => operator.waitForFunction(() => !document.querySelector('[role="dialog"]'));

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  token = await signInAsDemoAdmin(server.url);
  operator = await browser.newPage();
  await operator.setViewport({ width: 390, height: 844 });
  operator.setDefaultTimeout(WAIT_LIMIT_MS);
  recordConsole(operator, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

describe('emergency broadcast', () => {
  it('two players show their own images', async () => {
    const { files } = await graphql<{ files: { _id: string; originalName: string }[] }>(
      server.url,
      '{ files { _id originalName } }',
      {},
      `Bearer ${token}`,
    );
    const file = (name: string) => files.find((f) => f.originalName === name)!._id;
    for (const [name, image, colour] of [
      ['Till', 'Welcome.png', 'blue'],
      ['Window', 'Today.png', 'orange'],
    ] as const) {
      const context = await browser.createBrowserContext();
      const player = await context.newPage();
      await player.setViewport(PLAYER_VIEW);
      recordConsole(player, pageLog);
      players.set(name, player);
      const deviceId = await pairPlayer(player, server.url, token, name);
      await graphql(
        server.url,
        'mutation($d: ID!, $c: PublishContentInput!) { publishToDevice(deviceId: $d, content: $c) { _id } }',
        { d: deviceId, c: { collectionName: 'file', entityId: file(image) } },
        `Bearer ${token}`,
      );
      await waitForColour(name, colour, 'own');
    }
  });

  it('a broadcast from the console takes over both, and both acknowledge it', async () => {
    await operator.goto(`${server.url}/login?returnPath=%2Fdevices`);
    await operator.waitForSelector('input[name="email"]');
    await operator.type('input[name="email"]', DEMO_ADMIN.email);
    await operator.type('input[name="password"]', DEMO_ADMIN.password);
    await operator.click('button[type="submit"]');
    // Reached from the screens page's fleet links.
    const link = await operator.waitForSelector('nav[aria-label="Fleet"] a[href="/broadcast"]');
    await link!.click();
    await (await operator.waitForSelector('[data-testid="broadcast-start"]'))!.click();
    await operator.waitForSelector('[role="dialog"]');
    const kind = await operator.waitForSelector('[role="dialog"] select');
    await kind!.select('file');
    const content = await operator.waitForSelector('[data-testid="broadcast-content"]');
    const value = await content!.evaluate(
      (el) =>
        [...(el as HTMLSelectElement).options].find((o) => o.textContent === 'Thank you.png')
          ?.value ?? '',
    );
    expect(value).not.toBe('');
    await operator.select('[data-testid="broadcast-content"]', value);
    await operator.click('[data-testid="broadcast-submit"]');
    // Asked once more: it takes over every screen.
    await operator.waitForFunction(
      (q) => document.querySelector('[data-testid="confirm-delete"]')?.textContent?.includes(q),
      {},
      'Take over every screen with this broadcast?',
    );
    await confirmWith('Start broadcast');
    await noDialog();
    await waitForColour('Till', 'green', 'broadcast');
    await waitForColour('Window', 'green', 'broadcast');
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="broadcast-acknowledged"]')?.textContent ===
        '2 of 2 screens showing it',
    );
    keepArtifact(SUITE, 'console-390.png', await operator.screenshot({ type: 'png' }));
  });

  it('clearing it returns each player to its own image', async () => {
    await (await operator.waitForSelector('[data-testid="broadcast-clear"]'))!.click();
    await operator.waitForSelector('[data-testid="confirm-delete"]');
    await confirmWith('Clear');
    await operator.waitForFunction(() =>
      document.body.textContent?.includes('No broadcast is on.'),
    );
    await waitForColour('Till', 'blue', 'cleared');
    await waitForColour('Window', 'orange', 'cleared');
  });
});
