// The media library as a new operator finds it, in Chromium against the built server: upload an
// image and a video through "Upload media", hear that each has finished, then find them again by
// name, by type and by order, in the grid and in the list, each with its type, length and
// resolution badges. Everything is judged as the operator meets it: labels, roles, the order on
// screen and, for the thumbnails, their pixels.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo, writeSample } from '../fixtures/media/samples.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql } from './support/demo.js';
import { hexToRgb, untilColourShows } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'media-library';
const NEWCOMER = { email: 'library@example.com', password: 'library-pass-123', org: 'Cinema' };
// The video goes up first, so "Oldest first" and "Name" order the two differently.
const VIDEO = { name: 'welcome-loop.mp4', width: 640, height: 360, seconds: 3 };
const IMAGE = { name: 'autumn-menu.png', width: 1280, height: 720, colour: '#C0392B' };

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageLog: string[] = [];
const samples = mkdtempSync(join(tmpdir(), 'marquee-media-library-'));

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  recordConsole(page, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

/** An account with nothing in it, signed up and confirmed by the mailed link, as a newcomer's. */
async function createEmptyAccount() {
  await graphql(server.url, 'mutation($i: SignUpInput!) { signUp(input: $i) }', {
    i: { email: NEWCOMER.email, password: NEWCOMER.password, accountName: NEWCOMER.org },
  });
  const outbox = join(server.dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .find((text) => text.includes(`To: ${NEWCOMER.email}`));
  const token = mail && /email-confirm\?token=([^\s]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no confirmation mail to ${NEWCOMER.email} in ${outbox}`);
  await graphql(server.url, 'mutation($t: String!) { confirmEmail(token: $t) }', {
    t: decodeURIComponent(token),
  });
}

const card = (name: string) => `[data-testid="file-card-${name}"]`;
const row = (name: string) => `[data-testid="file-row-${name}"]`;

/** A control found by its role and accessible name, as a screen reader user finds it. */
async function byRole(role: string, name: string): Promise<ElementHandle<Element>> {
  const found = await page.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`, {
    timeout: WAIT_LIMIT_MS,
  });
  return found!;
}

/** Picks an option of a labelled drop-down by the words the operator reads. */
async function choose(label: string, optionText: string) {
  const select = (await byRole('combobox', label)) as ElementHandle<HTMLSelectElement>;
  const value = await select.evaluate(
    (el, text) => [...el.options].find((o) => o.text === text)?.value,
    optionText,
  );
  if (value === undefined) throw new Error(`"${label}" offers no "${optionText}"`);
  await select.select(value);
}

/**
 * The files the library shows, in reading order (top to bottom, then left to right), by the
 * names written on them. Cards and rows alike carry the name in a title attribute.
 */
const shownFiles = () =>
  page.evaluate(() => {
    const shown = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid^="file-card-"], [data-testid^="file-row-"]',
      ),
    ].map((el) => {
      const box = el.getBoundingClientRect();
      const name = el.querySelector('[title]')?.getAttribute('title') ?? '';
      return {
        name,
        top: Math.round(box.top),
        left: Math.round(box.left),
        visible: box.height > 0,
      };
    });
    return shown
      .filter((f) => f.visible)
      .sort((a, b) => a.top - b.top || a.left - b.left)
      .map((f) => f.name);
  });

/** Waits until the library shows exactly `names`, in that order on screen. */
async function expectShown(names: readonly string[]) {
  try {
    await page.waitForFunction(
      (want) => {
        const shown = [
          ...document.querySelectorAll<HTMLElement>(
            '[data-testid^="file-card-"], [data-testid^="file-row-"]',
          ),
        ]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height > 0)
          .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
          .map(({ el }) => el.querySelector('[title]')?.getAttribute('title') ?? '');
        return JSON.stringify(shown) === JSON.stringify(want);
      },
      { timeout: WAIT_LIMIT_MS },
      names,
    );
  } catch {
    throw new Error(
      `the library should show ${names.join(', ')} but shows ${(await shownFiles()).join(', ')}`,
    );
  }
}

/** What each badge of a file says to a screen reader ("Type: Video"), and that it is in sight. */
async function badgesOf(container: string) {
  const badges = await page.$$eval(`${container} [data-testid="file-badges"] > *`, (all) =>
    all.map((badge) => {
      const box = badge.getBoundingClientRect();
      return { said: badge.textContent ?? '', seen: box.width > 0 && box.height > 0 };
    }),
  );
  expect(badges.every((b) => b.seen)).toBe(true);
  return badges.map((b) => b.said);
}

/**
 * Waits until a notice saying `text` is in sight: drawn in the viewport and fully faded in (a
 * toast still sliding in is in the page but not yet seen).
 */
async function expectNotice(text: string) {
  await page.waitForFunction(
    (want) => {
      const seen = (notice: HTMLElement) => {
        // Drawn at a readable size: not the 1-pixel copy a live region keeps for screen readers.
        const box = notice.getBoundingClientRect();
        if (box.width < 20 || box.height < 8) return false;
        if (box.bottom > innerHeight || box.right > innerWidth) return false;
        for (let el: HTMLElement | null = notice; el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || Number(style.opacity) < 0.99) return false;
        }
        return true;
      };
      return [...document.querySelectorAll<HTMLElement>('body *')].some(
        (el) => el.childElementCount === 0 && el.textContent?.trim() === want && seen(el),
      );
    },
    { timeout: WAIT_LIMIT_MS },
    text,
  );
}

/** Uploads one file as the operator does: "Upload media", then the browser's file chooser. */
async function upload(path: string) {
  const [chooser] = await Promise.all([
    page.waitForFileChooser({ timeout: WAIT_LIMIT_MS }),
    clickStill(await byRole('button', 'Upload media')),
  ]);
  await chooser.accept([path]);
}

describe('the media library of a new operator', () => {
  it('opens empty, with the way to upload', async () => {
    await createEmptyAccount();
    await page.goto(`${server.url}/login?returnPath=%2Ffiles`);
    await page.waitForSelector('input[name="email"]', { timeout: WAIT_LIMIT_MS });
    await typeWhenDrawn(page, 'input[name="email"]', NEWCOMER.email);
    await typeWhenDrawn(page, 'input[name="password"]', NEWCOMER.password);
    await clickWhenDrawn(page, 'button[type="submit"]');
    await page.waitForSelector('::-p-text(Here you can find all of your files.)', {
      timeout: WAIT_LIMIT_MS,
    });
    await byRole('heading', 'Media');
    await byRole('button', 'Upload media');
  });

  it('says when each upload has finished, and shows its badges', async () => {
    const video = makeVideo(samples, {
      seconds: VIDEO.seconds,
      width: VIDEO.width,
      height: VIDEO.height,
      fileName: VIDEO.name,
    });
    const image = writeSample(
      samples,
      IMAGE.name,
      await sharp({
        create: { width: IMAGE.width, height: IMAGE.height, channels: 3, background: IMAGE.colour },
      })
        .png()
        .toBuffer(),
    );

    await upload(video);
    // The notice in the corner, once processing is done: the operator may have looked away.
    await expectNotice(`${VIDEO.name} is ready`);
    await page.waitForSelector(`${card(VIDEO.name)}[data-file-status="READY"]`);
    await upload(image);
    await expectNotice(`${IMAGE.name} is ready`);
    keepArtifact(SUITE, '01-ready-notice.png', await page.screenshot({ type: 'png' }));
    await page.waitForSelector(`${card(IMAGE.name)}[data-file-status="READY"]`);
    await expectShown([VIDEO.name, IMAGE.name]);

    // Type, length and resolution, each read with what it is.
    expect(await badgesOf(card(VIDEO.name))).toEqual([
      'Type: Video',
      `Length: 0:0${VIDEO.seconds}`,
      `Resolution: ${VIDEO.width} × ${VIDEO.height}`,
    ]);
    expect(await badgesOf(card(IMAGE.name))).toEqual([
      'Type: Image',
      `Resolution: ${IMAGE.width} × ${IMAGE.height}`,
    ]);
    // The image's card shows the picture itself, once loaded: its colour fills much of the card.
    await untilColourShows((await page.$(card(IMAGE.name)))!, hexToRgb(IMAGE.colour), 0.25, {
      suite: SUITE,
      name: '02-image-card.png',
    });
  });

  it('finds a file by part of its name, and says when nothing matches', async () => {
    // The field is found again before each use: the page draws it anew as the results change,
    // and a handle to the field before that would point at a field no longer on the page.
    const search = () => byRole('searchbox', 'Search');
    await (await search()).type('autumn');
    await expectShown([IMAGE.name]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('autumn');

    await clickStill(await search(), { count: 3 });
    await (await search()).type('no-such-file');
    await page.waitForSelector('::-p-text(Nothing here matches the search or the type chosen.)', {
      timeout: WAIT_LIMIT_MS,
    });
    await expectShown([]);

    await clickStill(await search(), { count: 3 });
    await page.keyboard.press('Backspace');
    await expectShown([VIDEO.name, IMAGE.name]);
  });

  it('filters by type', async () => {
    await choose('Type', 'Videos');
    await expectShown([VIDEO.name]);
    await choose('Type', 'Images');
    await expectShown([IMAGE.name]);
    await choose('Type', 'All files');
    await expectShown([VIDEO.name, IMAGE.name]);
  });

  it('sorts by name, by size and by age', async () => {
    await choose('Sort by', 'Name');
    await expectShown([IMAGE.name, VIDEO.name]);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    // A few seconds of test pattern weigh more than a picture of one colour.
    await choose('Sort by', 'Largest first');
    await expectShown([VIDEO.name, IMAGE.name]);
    await choose('Sort by', 'Newest first');
    await expectShown([IMAGE.name, VIDEO.name]);
    await choose('Sort by', 'Oldest first');
    await expectShown([VIDEO.name, IMAGE.name]);
  });

  it('switches between grid and list, and keeps the choice', async () => {
    const pressed = async (name: string) =>
      (await byRole('button', name)).evaluate((el) => el.getAttribute('aria-pressed'));
    expect(await pressed('Grid')).toBe('true');
    expect(await pressed('List')).toBe('false');
    // Cards side by side in the grid.
    const cardTops = await page.$$eval('[data-testid^="file-card-"]', (all) =>
      all.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(cardTops).size).toBe(1);

    await clickStill(await byRole('button', 'List'));
    await page.waitForSelector(row(VIDEO.name), { timeout: WAIT_LIMIT_MS });
    expect(await page.$(card(VIDEO.name))).toBeNull();
    expect(await pressed('List')).toBe('true');
    await expectShown([VIDEO.name, IMAGE.name]);
    // One row under the other, each with its badges and its size.
    const rows = await page.$$eval('[data-testid^="file-row-"]', (all) =>
      all.map((el) => {
        const box = el.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top) };
      }),
    );
    expect(rows[0]!.left).toBe(rows[1]!.left);
    expect(rows[1]!.top).toBeGreaterThan(rows[0]!.top);
    expect(await badgesOf(row(VIDEO.name))).toEqual([
      'Type: Video',
      `Length: 0:0${VIDEO.seconds}`,
      `Resolution: ${VIDEO.width} × ${VIDEO.height}`,
    ]);
    // A picture of a few kilobytes reads as such, not as "0 MB".
    const imageRow = await page.$eval(row(IMAGE.name), (el) => (el as HTMLElement).innerText);
    expect(imageRow).toMatch(/\b\d+ kB\b/);
    expect(imageRow).not.toContain('0 MB');
    keepArtifact(SUITE, '03-list.png', await page.screenshot({ type: 'png' }));

    // The list is this browser's choice: it is still there after a reload.
    await page.reload();
    await page.waitForSelector(row(IMAGE.name), { timeout: WAIT_LIMIT_MS });
    expect(await pressed('List')).toBe('true');

    await clickStill(await byRole('button', 'Grid'));
    await page.waitForSelector(card(IMAGE.name), { timeout: WAIT_LIMIT_MS });
    expect(await page.$(row(IMAGE.name))).toBeNull();
    await expectShown([VIDEO.name, IMAGE.name]);
  });
});
