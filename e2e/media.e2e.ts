// The media library in Chromium against the built server: upload a generated PNG, video and PDF,
// watch them reach ready, rename, move by drag and drop, set a play quota, delete with undo and
// for good, and check that no blob is left on disk without its file.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeVideo, tinyPdf, writeSample } from '../fixtures/media/samples.js';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { attached, clickWhenDrawn, drawn, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const DEMO = { email: 'admin@marquee.local', password: 'marquee-demo' };
const SUITE = 'media';
let server: RunningServer;
let browser: Browser;
let page: Page;
const pageLog: string[] = [];
const samples = mkdtempSync(join(tmpdir(), 'marquee-media-e2e-'));

const card = (name: string) => `[data-testid="file-card-${name}"]`;

beforeAll(async () => {
  server = await startBuiltServer();
  // The play quota needs the playback-limiting tariff feature: this account has bought it.
  const db = new Database(join(server.dataDir, 'marquee.db'));
  db.prepare('update accounts set enabled_features = ?').run(JSON.stringify(['playback-limiting']));
  db.close();
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

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async (q, v) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return ((await res.json()) as { data: unknown }).data;
    },
    query,
    variables,
  ) as Promise<T>;
}

async function fileIdOf(name: string): Promise<string> {
  const data = await gql<{ files: { _id: string; originalName: string }[] }>(
    '{ files { _id originalName } }',
  );
  const found = data.files.find((f) => f.originalName === name);
  if (!found) throw new Error(`no file ${name}`);
  return found._id;
}

function blobFiles(): string[] {
  const root = join(server.dataDir, 'blobs');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

async function openMenu(name: string, item: string) {
  await clickWhenDrawn(page, `${card(name)} button[aria-label="Actions for ${name}"]`);
  await clickWhenDrawn(page, `::-p-xpath(//*[@role="menuitem"][normalize-space()="${item}"])`);
}

async function dragOnto(from: string, to: string) {
  // Both ends once drawn: the breadcrumb a file is dropped on comes with the folder's page.
  const a = (await (await drawn(page, from)).boundingBox())!;
  const b = (await (await drawn(page, to)).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y + 40, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

describe('media library', () => {
  it('signs in and opens Media', async () => {
    await page.goto(`${server.url}/login?returnPath=%2Ffiles`);
    await page.waitForSelector('input[name="email"]');
    await typeWhenDrawn(page, 'input[name="email"]', DEMO.email);
    await typeWhenDrawn(page, 'input[name="password"]', DEMO.password);
    await clickWhenDrawn(page, 'button[type="submit"]');
    await page.waitForSelector(card('Welcome.png'), { timeout: WAIT_LIMIT_MS });
    // At the root the heading says where one is: no lone "Media" crumb under it.
    expect(await page.$('nav[aria-label="Breadcrumbs"]')).toBeNull();
    // A card ends under its name (its 12 px padding), with no empty space below it.
    const spaceUnderName = await page.$eval(card('Welcome.png'), (el) => {
      const name = [...el.querySelectorAll('span')].find((s) => s.textContent === 'Welcome.png')!;
      return (
        el.getBoundingClientRect().bottom - name.closest('div')!.getBoundingClientRect().bottom
      );
    });
    expect(spaceUnderName).toBeGreaterThanOrEqual(11);
    expect(spaceUnderName).toBeLessThanOrEqual(14);
  });

  it('creates a folder', async () => {
    await clickWhenDrawn(page, '::-p-text(New folder)');
    await page.waitForSelector('[role="dialog"] input');
    await typeWhenDrawn(page, '[role="dialog"] input', 'Campaign');
    await clickWhenDrawn(page, '[role="dialog"] button[type="submit"]');
    await page.waitForSelector('[data-testid="folder-card-Campaign"]');
  });

  it('uploads a PNG, a video and a PDF and watches each reach ready', async () => {
    const png = writeSample(
      samples,
      'poster.png',
      await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2E8B57' } })
        .png()
        .toBuffer(),
    );
    const video = makeVideo(samples, { seconds: 3, fileName: 'clip.mp4' });
    const pdf = writeSample(samples, 'menu.pdf', tinyPdf(['Today', 'Tomorrow']));
    const input = await attached(page, '[data-testid="media-upload-input"]');
    await (input as unknown as { uploadFile(...paths: string[]): Promise<void> }).uploadFile(
      png,
      video,
      pdf,
    );
    for (const name of ['poster.png', 'clip.mp4', 'menu.pdf']) {
      await page.waitForSelector(`${card(name)}[data-file-status="READY"]`, {
        timeout: WAIT_LIMIT_MS,
      });
    }
    keepArtifact(SUITE, '01-uploaded.png', await page.screenshot());
    const details = await gql<{
      files: { originalName: string; w: number; duration: number; numberOfPages: number }[];
    }>('{ files { originalName w duration numberOfPages } }');
    const byName = new Map(details.files.map((f) => [f.originalName, f]));
    expect(byName.get('poster.png')!.w).toBe(640);
    expect(byName.get('clip.mp4')!.duration).toBeGreaterThan(2.9);
    expect(byName.get('menu.pdf')!.numberOfPages).toBe(2);
  });

  it('renames a file', async () => {
    await openMenu('poster.png', 'Rename');
    await page.waitForSelector('[role="dialog"] input');
    await clickWhenDrawn(page, '[role="dialog"] input', { count: 3 });
    await typeWhenDrawn(page, '[role="dialog"] input', 'Summer poster.png');
    await clickWhenDrawn(page, '[role="dialog"] button[type="submit"]');
    await page.waitForSelector(card('Summer poster.png'));
  });

  it('moves a file into a folder by drag and drop, and back out onto the Media breadcrumb', async () => {
    await dragOnto(card('Summer poster.png'), '[data-testid="folder-card-Campaign"]');
    await page.waitForFunction(
      (sel) => !document.querySelector(sel),
      {},
      card('Summer poster.png'),
    );
    await clickWhenDrawn(page, '::-p-text(Campaign)', { count: 2 });
    await page.waitForSelector(card('Summer poster.png'));
    expect(new URL(page.url()).pathname).toMatch(/^\/files\/folder\//);
    keepArtifact(SUITE, '02-in-folder.png', await page.screenshot());
    await dragOnto(
      card('Summer poster.png'),
      'nav[aria-label="Breadcrumbs"] [data-drop-folder=""]',
    );
    await page.waitForSelector('::-p-text(This folder is empty.)');
    await clickWhenDrawn(page, 'nav[aria-label="Breadcrumbs"] [data-drop-folder=""] button');
    await page.waitForSelector(card('Summer poster.png'));
  });

  it('sets a play quota and shows the quota strip', async () => {
    await openMenu('clip.mp4', 'Play quotas');
    await page.waitForSelector('::-p-text(Play Quotas)');
    await clickWhenDrawn(page, '[role="dialog"] input[type="checkbox"]');
    await clickWhenDrawn(page, '::-p-xpath(//*[@role="dialog"]//button[normalize-space()="Save"])');
    await page.waitForSelector(`${card('clip.mp4')} [data-testid="quota-info-strip"]`);
    const strip = await page.$eval(
      `${card('clip.mp4')} [data-testid="quota-info-strip"]`,
      (n) => n.textContent,
    );
    expect(strip).toContain('Play quota active');
    expect(strip).toContain('1000 total');
  });

  it('deletes with undo, then deletes for good leaving no blob behind', async () => {
    const pdfId = await fileIdOf('menu.pdf');
    await openMenu('menu.pdf', 'Delete');
    await page.waitForSelector('[data-testid="undo-bar"]');
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, card('menu.pdf'));
    await clickWhenDrawn(page, '[data-testid="undo-bar"] button');
    await page.waitForSelector(card('menu.pdf'));

    await openMenu('menu.pdf', 'Delete');
    await page.waitForSelector('[data-testid="undo-bar"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="undo-bar"]'), {
      timeout: WAIT_LIMIT_MS,
    });
    // The countdown ended and the console made the delete final: the bytes go too.
    await vi.waitFor(() => expect(blobFiles().filter((p) => p.includes(pdfId))).toEqual([]), {
      timeout: WAIT_LIMIT_MS,
      interval: 100,
    });
    // Every blob on disk belongs to a file that exists.
    const ids = (await gql<{ files: { _id: string }[] }>('{ files { _id } }')).files.map(
      (f) => f._id,
    );
    const orphans = blobFiles().filter((p) => !ids.some((id) => p.includes(id)));
    expect(orphans).toEqual([]);
    keepArtifact(SUITE, '03-after-delete.png', await page.screenshot());
  });
});
