import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, recordConsole } from './browser.js';
import { graphql, signInAsDemoAdmin } from './demo.js';
import { startBuiltServer, type RunningServer } from './server.js';

/** A fresh server, and one console page signed in as the demo admin on a wide screen. */
export interface SignedInEditor {
  server: RunningServer;
  page: Page;
  token: string;
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/**
 * Registers the file's beforeAll and afterAll: starts the built server, signs in the demo admin
 * and opens a 1600 × 1000 page carrying the session; closes both after, printing what the page
 * logged. Read the fields inside tests, once beforeAll has filled them.
 */
export function signedInEditorForFile(): SignedInEditor {
  let browser: Browser | undefined;
  const pageLog: string[] = [];
  const session = {} as SignedInEditor;
  beforeAll(async () => {
    session.server = await startBuiltServer();
    session.token = await signInAsDemoAdmin(session.server.url);
    session.gql = (query, variables = {}) =>
      graphql(session.server.url, query, variables, `Bearer ${session.token}`);
    browser = await launchChromium();
    session.page = await browser.newPage();
    await session.page.setViewport({ width: 1600, height: 1000 });
    recordConsole(session.page, pageLog);
    await session.page.setCookie({
      name: 'screens_token',
      value: session.token,
      url: session.server.url,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await session.server?.stop();
    if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
  });
  return session;
}
