// Nothing is lost to one click, in the real console: the operator clicks Delete on the seeded
// Demo playlist, is asked first, cancels and the playlist is still there; then deletes it for
// real, is told so, and it is gone (also after a reload, so the server agrees). The audit log
// then says what happened in words, with the playlist's name, not the mutation's code.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill } from './support/waits.js';

const SUITE = 'nothing-lost';
const DEMO_ROW = '[data-testid="playlist-row"][data-playlist-name="Demo playlist"]';
const DELETE_DEMO = `${DEMO_ROW} button[aria-label="Delete Demo playlist"]`;
const QUESTION = '[role="alertdialog"]';

let server: RunningServer;
let browser: Browser;
let operator: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  const token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  operator = await browser.newPage();
  await operator.setViewport({ width: 1280, height: 900 });
  recordConsole(operator, pageLog);
  await operator.setCookie({ name: 'screens_token', value: token, url: server.url });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const listed = () =>
  operator.$$eval('[data-testid="playlist-row"]', (rows) =>
    rows.map((row) => (row as HTMLElement).dataset.playlistName),
  );

describe('deleting the Demo playlist', () => {
  it('asks first, and Cancel keeps the playlist', async () => {
    await operator.goto(`${server.url}/playlists`);
    await clickStill((await operator.waitForSelector(DELETE_DEMO))!);
    const question = (await operator.waitForSelector(QUESTION, { visible: true }))!;
    const asked = await question.evaluate((el) => el.textContent ?? '');
    expect(asked).toContain('Are you sure about deleting item?');
    expect(asked).toContain('Demo playlist will be deleted');
    keepArtifact(SUITE, '01-asked.png', await operator.screenshot());

    await clickStill((await question.waitForSelector('::-p-text(Cancel)'))!);
    await operator.waitForSelector(QUESTION, { hidden: true });
    expect(await listed()).toContain('Demo playlist');
  });

  it('deletes it once confirmed, says so, and it stays gone', async () => {
    await clickStill((await operator.waitForSelector(DELETE_DEMO))!);
    const question = (await operator.waitForSelector(QUESTION, { visible: true }))!;
    await clickStill((await question.waitForSelector('::-p-text(Delete)'))!);
    await operator.waitForSelector('::-p-text(Deleted Demo playlist)');
    await operator.waitForSelector(DEMO_ROW, { hidden: true });
    keepArtifact(SUITE, '02-deleted.png', await operator.screenshot());

    // After a reload the list comes from the server: some rows, or the empty list's sentence.
    await operator.reload();
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="playlist-row"]') ??
        document.body.textContent?.includes('There are no playlists yet.'),
    );
    expect(await listed()).not.toContain('Demo playlist');
  });

  it('is in the audit log as a sentence that names the playlist', async () => {
    await operator.goto(`${server.url}/account/audit-log`);
    const entry = (await operator.waitForSelector(
      '[data-testid="audit-entry"]::-p-text(Deleted the playlist Demo playlist)',
    ))!;
    const said = await entry.evaluate(
      (el) => el.closest('[data-testid="audit-entry"]')?.textContent ?? '',
    );
    expect(said).toContain('admin@marquee.local');
    const page = await operator.$eval('main', (el) => el.textContent ?? '');
    expect(page).not.toMatch(/deletePlaylist|\{"|[0-9a-f]{8}-[0-9a-f]{4}-/);
    keepArtifact(SUITE, '03-audit-log.png', await operator.screenshot());
  });
});
