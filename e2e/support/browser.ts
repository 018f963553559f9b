import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { WAIT_LIMIT_MS } from './waits.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system Chromium with the flags this machine needs (no sandbox as root, no network chatter),
 * on a fresh profile that is removed once the browser's process has exited (not at disconnect,
 * when its helpers may still be writing), so runs leave no profiles in the temporary folder.
 */
export async function launchChromium(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'marquee-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    userDataDir,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  givePagesTheWaitLimit(browser);
  // Synchronously: the test worker may end right after the browser closes.
  browser.process()?.once('exit', () => {
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // A profile left behind costs disk space only; it must not fail the test.
    }
  });
  return browser;
}

/**
 * Every page this browser opens waits up to WAIT_LIMIT_MS by default, not puppeteer's 30 s: a
 * wait or locator with no limit of its own then gets the room CI's busy cores need, and a test
 * cannot forget to ask for it. A wait still ends as soon as what it waits for is there. Each
 * page's dialogs are logged.
 */
function givePagesTheWaitLimit(browser: Browser): void {
  const withLimit = async (page: Promise<Page>) => {
    const opened = await page;
    opened.setDefaultTimeout(WAIT_LIMIT_MS);
    // A dialog nobody answers holds the page's next navigation until its time limit; the log
    // then says which (a test that expects one answers it itself).
    opened.on('dialog', (dialog) =>
      console.log(`dialog (${dialog.type()}) on ${opened.url()}: ${dialog.message()}`),
    );
    return opened;
  };
  const limitContext = (context: BrowserContext) => {
    const newPage = context.newPage.bind(context);
    context.newPage = (options) => withLimit(newPage(options));
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options) => withLimit(newPage(options));
  const createBrowserContext = browser.createBrowserContext.bind(browser);
  browser.createBrowserContext = async (options) =>
    limitContext(await createBrowserContext(options));
  limitContext(browser.defaultBrowserContext());
}

export const artifactsDir = resolve(import.meta.dirname, '..', 'artifacts');

/** Keeps a screenshot (or any PNG) as a test artefact under e2e/artifacts/<suite>/. */
export function keepArtifact(suite: string, name: string, png: Uint8Array): string {
  const dir = join(artifactsDir, suite);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, png);
  return path;
}

/** Collects the page's console errors so a failing test can say what the page said. */
export function recordConsole(page: Page, into: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warn') into.push(`[${msg.type()}] ${msg.text()}`);
  });
  page.on('pageerror', (err) => into.push(`[pageerror] ${String(err)}`));
}
