// End to end: a customer feedback item plays on a paired web player. A visitor answers by
// touching the screen; another opens the item's QR code on a phone (a second page at a phone's
// size) and answers there. Both appear on the console's Customer feedback page and in its CSV.
// Then the screen loses its network, a visitor answers, and once the network is back the answer
// reaches the server exactly once.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/axe.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { signInConsole } from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'customer-feedback';
const QUESTION = 'How was your visit today?';
const THANKS = 'Thank you for your feedback!';
/** The player's local state key of the answers not yet acknowledged. */
const OUTBOX_KEY = 'marquee.feedback-outbox';

let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
let token = '';
let formUrl = '';
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  player = await (await browser.createBrowserContext()).newPage();
  // A touch screen: visitors answer with a finger.
  await player.setViewport({ width: 960, height: 540, hasTouch: true });
  // The player's own requests go to the network, so cutting the page's network cuts them all.
  await player.setBypassServiceWorker(true);
  recordConsole(player, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server!.url, query, variables, `Bearer ${token}`);

interface Report {
  total: number;
  csvPath: string;
  answers: { score: number; channel: string; deviceName: string | null; question: string }[];
}

const report = async () =>
  (
    await gql<{ customerFeedback: Report }>(
      '{ customerFeedback { total csvPath answers { score channel deviceName question } } }',
    )
  ).customerFeedback;

/** Taps one of the screen's answers, as a visitor's finger would. */
async function touchAnswer(label: string) {
  await player.bringToFront();
  // The question is back once the thank-you of the answer before has gone.
  const button = `[data-testid="customer-feedback-widget"] button[aria-label="${label}"]`;
  await player.waitForSelector(button, { timeout: WAIT_LIMIT_MS });
  await player.tap(button);
  await player.waitForFunction(
    (thanks) => document.querySelector('[role="status"]')?.textContent === thanks,
    { timeout: WAIT_LIMIT_MS },
    THANKS,
  );
}

/** Answers not yet acknowledged, as the player keeps them (its IndexedDB local state). */
const pendingAnswers = () =>
  player.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('marquee');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('no local state'));
    });
    const get = (k: string) =>
      new Promise<unknown>((resolve, reject) => {
        const req = db.transaction('state').objectStore('state').get(k);
        req.onsuccess = () => resolve(req.result ? JSON.parse(req.result as string) : undefined);
        req.onerror = () => reject(req.error ?? new Error('unreadable'));
      });
    const index = (await get(key)) as { pages?: number[] } | undefined;
    let count = 0;
    for (const page of index?.pages ?? []) count += ((await get(`${key}.${page}`)) as []).length;
    db.close();
    return count;
  }, OUTBOX_KEY);

describe('customer feedback', () => {
  it('shows the question with smileys and a QR code on a paired screen', async () => {
    const item = { _id: 'feedback', start: 0, end: 3600, x: 0, y: 0, w: 100, h: 100 };
    const { createScene } = await gql<{ createScene: { _id: string } }>(
      'mutation($items: JSON) { createScene(input: { name: "Feedback", type: slides, duration: 3600, sceneItems: $items }) { _id } }',
      { items: [{ ...item, item: { type: 'customer_feedback', body: { question: QUESTION } } }] },
    );
    const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
      'mutation($items: JSON) { createPlaylist(input: { name: "Feedback", playlistItems: $items }) { _id } }',
      { items: [{ _id: 'scene', type: 'scene-reference', sceneId: createScene._id }] },
    );
    const deviceId = await pairPlayer(player, server!.url, token, 'Café counter');
    await publishPlaylist(server!.url, token, deviceId, createPlaylist._id);
    const qr = await player.waitForSelector('[data-testid="customer-feedback-qr"]', {
      timeout: WAIT_LIMIT_MS,
    });
    formUrl = (await qr!.evaluate((el) => el.getAttribute('data-url'))) ?? '';
    expect(formUrl).toMatch(/\/feedback\/[\w-]{43}$/);
    keepArtifact(SUITE, 'screen.png', await player.screenshot({ type: 'png' }));
  });

  it('takes a touch answer on the screen', async () => {
    await touchAnswer('4: Happy');
    await expect.poll(async () => (await report()).total, { timeout: WAIT_LIMIT_MS }).toBe(1);
  });

  it('takes a phone answer through the QR code’s form', async () => {
    const phone = await (await browser.createBrowserContext()).newPage();
    await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    // The form allows no script of its own; axe is brought in past that rule to check it.
    await phone.setBypassCSP(true);
    await phone.goto(formUrl);
    await phone.waitForSelector('legend', { timeout: WAIT_LIMIT_MS });
    expect(await phone.$eval('legend', (el) => el.textContent)).toBe(QUESTION);
    // Short and phone-sized: the five answers fit without sideways scrolling.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    keepArtifact(SUITE, 'phone-form.png', await phone.screenshot({ type: 'png' }));
    expect(await blockingViolations(phone, 'the feedback form')).toEqual([]);
    await Promise.all([phone.waitForNavigation(), phone.tap('button[aria-label="2: Unhappy"]')]);
    expect(await phone.$eval('[role="status"]', (el) => el.textContent)).toBe(
      'Thank you! Your answer has been received.',
    );
    keepArtifact(SUITE, 'phone-thanks.png', await phone.screenshot({ type: 'png' }));
    expect(await blockingViolations(phone, 'the thank-you page')).toEqual([]);
    await phone.close();
    const { answers } = await report();
    expect(answers.map((a) => [a.channel, a.score])).toEqual([
      ['phone', 2],
      ['touch', 4],
    ]);
  });

  it('keeps an answer given offline and delivers it once when the network is back', async () => {
    await player.setOfflineMode(true);
    await touchAnswer('5: Very happy');
    await expect.poll(pendingAnswers, { timeout: WAIT_LIMIT_MS }).toBe(1);
    expect((await report()).total).toBe(2);
    await player.setOfflineMode(false);
    await expect.poll(pendingAnswers, { timeout: WAIT_LIMIT_MS }).toBe(0);
    const { answers } = await report();
    expect(answers.filter((a) => a.channel === 'touch').map((a) => a.score)).toEqual([5, 4]);
    expect(answers).toHaveLength(3);
  });

  it('lists both kinds of answer on the feedback page and in its CSV, also at 390 px', async () => {
    const operator = await (await browser.createBrowserContext()).newPage();
    await operator.setViewport({ width: 1280, height: 900 });
    recordConsole(operator, pageLog);
    await signInConsole(operator, server!.url, '/data-integrations/customer-feedback');
    await operator.waitForFunction(
      () => document.querySelector('[data-testid="feedback-total"]')?.textContent,
      { timeout: WAIT_LIMIT_MS },
    );
    expect(await operator.$eval('[data-testid="feedback-total"]', (el) => el.textContent)).toBe(
      '3 answers, average 3.7 of 5',
    );
    const rows = await operator.$$eval('[data-testid="feedback-answer"]', (els) =>
      els.map((el) => el.textContent ?? ''),
    );
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.includes('Phone'))).toHaveLength(1);
    expect(rows.filter((row) => row.includes('Touch'))).toHaveLength(2);
    keepArtifact(SUITE, 'console.png', await operator.screenshot({ type: 'png', fullPage: true }));

    await operator.setViewport({ width: 390, height: 844 });
    await operator.waitForFunction(() => document.documentElement.scrollWidth <= 390, {
      timeout: WAIT_LIMIT_MS,
    });
    keepArtifact(
      SUITE,
      'console-390.png',
      await operator.screenshot({ type: 'png', fullPage: true }),
    );

    const csvHref = await operator.$eval('[data-testid="feedback-csv"]', (el) =>
      el.getAttribute('href'),
    );
    const csv = await operator.evaluate(
      async (href) => (await fetch(href!, { credentials: 'same-origin' })).text(),
      csvHref,
    );
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('answeredAt,day,screen,question,score,answer,channel');
    expect(lines.slice(1).map((line) => line.split(',').slice(2).join(','))).toEqual([
      `Café counter,${QUESTION},5,Very happy,touch`,
      `Café counter,${QUESTION},2,Unhappy,phone`,
      `Café counter,${QUESTION},4,Happy,touch`,
    ]);
    await operator.close();
  });
});
