// End to end: two web players showing different images; an emergency broadcast started in the
// console takes both over (seen on their pixels), the console shows both acknowledged, and
// clearing it returns each player to its own image.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, signInAsDemoAdmin } from './support/demo.js';
import {
  acknowledgedBy,
  clearBroadcast,
  demoFileIds,
  deviceIdOf,
  newPlayer,
  signInConsole,
  startBroadcast,
  waitForColour,
} from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'broadcast';

let server: RunningServer;
let browser: Browser;
let operator: Page;
let token = '';
const players = new Map<string, Page>();
const pageLog: string[] = [];

const shows = (name: string, colour: string, step: string) =>
  waitForColour(players.get(name)!, colour, { suite: SUITE, name: `${name}-${step}.png` });

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
    const file = await demoFileIds(server.url, token);
    for (const [name, image, colour] of [
      ['Till', 'Welcome.png', 'blue'],
      ['Window', 'Today.png', 'orange'],
    ] as const) {
      const player = await newPlayer(browser, server.url, token, name, pageLog);
      players.set(name, player);
      await graphql(
        server.url,
        'mutation($d: ID!, $c: PublishContentInput!) { publishToDevice(deviceId: $d, content: $c) { _id } }',
        {
          d: await deviceIdOf(server.url, token, name),
          c: { collectionName: 'file', entityId: file(image) },
        },
        `Bearer ${token}`,
      );
      await shows(name, colour, 'own');
    }
  });

  it('a broadcast from the console takes over both, and both acknowledge it', async () => {
    await signInConsole(operator, server.url, '/devices');
    // Reached from the screens page's fleet links.
    const link = await operator.waitForSelector('nav[aria-label="Fleet"] a[href="/broadcast"]');
    await clickStill(link!);
    await startBroadcast(operator, 'file', 'Thank you.png');
    await shows('Till', 'green', 'broadcast');
    await shows('Window', 'green', 'broadcast');
    await acknowledgedBy(operator, ['Till', 'Window'], { suite: SUITE, name: 'screens-390.png' });
    keepArtifact(SUITE, 'console-390.png', await operator.screenshot({ type: 'png' }));
  });

  it('clearing it returns each player to its own image', async () => {
    await clearBroadcast(operator);
    await shows('Till', 'blue', 'cleared');
    await shows('Window', 'orange', 'cleared');
  });
});
