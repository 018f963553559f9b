// End to end, in Chromium: the account pages of "Running the service". The demo admin reads the
// screens the subscription covers (at 1440 and 390 px), turns an AI camera model off and no longer
// finds it in the camera item's editor, is refused a bad phone number beside its field and saves a
// good one with a country, and sees the scene item types of the account.
import { PROFILE_MESSAGES } from '../sdk/src/model/profile.js';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, signInAsDemoAdmin } from './support/demo.js';
import { chooseOption, signInConsole } from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS, attached, clickWhenDrawn, typeWhenDrawn } from './support/waits.js';

const SUITE = 'account-screens';
let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  recordConsole(page, pageLog);
  await signInConsole(page, server.url, '/account/screens');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server.url, query, variables, `Bearer ${token}`);

const waitForText = (text: string) =>
  page.waitForFunction(
    (t) => document.body.innerText.includes(t),
    { timeout: WAIT_LIMIT_MS },
    text,
  );

const open = async (path: string) => {
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction((p) => location.pathname === p, { timeout: WAIT_LIMIT_MS }, path);
};

/** Nothing sticks out sideways: the page needs no horizontal scrolling at this width. */
const fitsWidth = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The page as it is now, on a 390 px phone: kept as an artifact, and nothing sideways. */
async function fitsPhone(name: string) {
  await page.setViewport({ width: 390, height: 844 });
  keepArtifact(SUITE, `${name}-390.png`, await page.screenshot({ type: 'png' }));
  expect(await fitsWidth()).toBe(true);
  await page.setViewport({ width: 1440, height: 900 });
}

describe('running the service: account pages', () => {
  it('shows the screens in use and the subscription at 1440 and 390 px', async () => {
    await waitForText('Screens in use');
    await waitForText('Subscribed screens');
    await waitForText('Free screens');
    const billing = await (
      await attached(page, 'a[href="/billing"]')
    ).evaluate((a) => a.textContent);
    expect(billing).toBe('Change your subscription in Billing');
    keepArtifact(SUITE, 'screens-1440.png', await page.screenshot({ type: 'png' }));
    expect(await fitsWidth()).toBe(true);
    await page.setViewport({ width: 390, height: 844 });
    await waitForText('Screens in use');
    keepArtifact(SUITE, 'screens-390.png', await page.screenshot({ type: 'png' }));
    expect(await fitsWidth()).toBe(true);
    await page.setViewport({ width: 1440, height: 900 });
  });

  it('turns an AI model off, and the camera item editor no longer offers it', async () => {
    await open('/account/ai-models');
    await page.waitForSelector('label::-p-text(Faces)', { timeout: WAIT_LIMIT_MS });
    await fitsPhone('ai-models');
    await clickWhenDrawn(page, 'label::-p-text(Faces)');
    await expect
      .poll(
        async () =>
          (
            await gql<{ aiConfig: { models: { name: string; isEnabled: boolean }[] } }>(
              '{ aiConfig { models { name isEnabled } } }',
            )
          ).aiConfig.models.find((m) => m.name === 'face-detection')?.isEnabled,
        { timeout: WAIT_LIMIT_MS },
      )
      .toBe(false);

    const itemId = 'camera-item';
    const { createScene } = await gql<{ createScene: { _id: string } }>(
      'mutation($items: JSON) { createScene(input: { name: "Camera", type: slides, sceneItems: $items }) { _id } }',
      {
        items: [
          {
            _id: itemId,
            start: 0,
            end: 30,
            x: 0,
            y: 0,
            w: 50,
            h: 50,
            rotation: 0,
            item: { type: 'ai_camera', body: { sensorUrl: 'http://127.0.0.1:9' } },
          },
        ],
      },
    );
    await open(`/scenes/${createScene._id}`);
    await page.waitForSelector(`[data-testid="timeline-row-${itemId}"]`, {
      timeout: WAIT_LIMIT_MS,
    });
    await clickWhenDrawn(page, `[data-testid="timeline-row-${itemId}"]`);
    await page.waitForSelector('[data-testid="group-model"]', { timeout: WAIT_LIMIT_MS });
    await clickWhenDrawn(page, '[data-testid="group-model"]');
    await page.waitForSelector('[data-testid="ai-camera-model"] option:nth-child(2)', {
      timeout: WAIT_LIMIT_MS,
    });
    const offered = await page.$$eval('[data-testid="ai-camera-model"] option', (options) =>
      options.map((o) => o.textContent),
    );
    expect(offered).toContain('People');
    expect(offered).not.toContain('Faces');
    keepArtifact(SUITE, 'camera-editor.png', await page.screenshot({ type: 'png' }));
  });

  it('refuses a bad phone beside its field, then saves a good one with a country', async () => {
    await open('/my-profile');
    const phone = 'input[type="tel"]';
    await page.waitForSelector(phone, { timeout: WAIT_LIMIT_MS });
    await typeWhenDrawn(page, phone, '12345');
    await clickWhenDrawn(page, 'button::-p-text(Save contact details)');
    await waitForText(PROFILE_MESSAGES.phone);
    // The sentence sits in the phone field's own box, under its input.
    const beside = await page.$eval(
      phone,
      (input, message) => {
        const field = input.closest('.fui-Field');
        return field?.textContent?.includes(message) ?? false;
      },
      PROFILE_MESSAGES.phone,
    );
    expect(beside).toBe(true);
    keepArtifact(SUITE, 'profile-refused.png', await page.screenshot({ type: 'png' }));

    await clickWhenDrawn(page, phone, { count: 3 });
    await page.keyboard.press('Backspace');
    await typeWhenDrawn(page, phone, '+420 601 234 567');
    await chooseOption(page, 'form[aria-label="Contact details"] select', 'Czechia');
    await clickWhenDrawn(page, 'button::-p-text(Save contact details)');
    await waitForText('Saved.');
    const { currentUser } = await gql<{
      currentUser: { phoneNumber: { phone: string } | null; countryCode: string | null };
    }>('{ currentUser { phoneNumber { phone } countryCode } }');
    expect(currentUser).toEqual({ phoneNumber: { phone: '+420601234567' }, countryCode: 'CZ' });
    await fitsPhone('profile');
  });

  it('lists the scene item types by the names the editor shows', async () => {
    await open('/account/item-types');
    const always = 'ul[aria-labelledby="types-always"]';
    await page.waitForSelector(always, { timeout: WAIT_LIMIT_MS });
    const labels = await page.$$eval(`${always} li`, (ls) => ls.map((l) => l.textContent));
    expect(labels).toContain('Camera with detections');
    keepArtifact(SUITE, 'item-types.png', await page.screenshot({ type: 'png' }));
    await page.setViewport({ width: 390, height: 844 });
    await page.waitForSelector(always, { timeout: WAIT_LIMIT_MS });
    keepArtifact(SUITE, 'item-types-390.png', await page.screenshot({ type: 'png' }));
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map(
          (el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    );
    expect(wide).toEqual([]);
    expect(await fitsWidth()).toBe(true);
  });
});
