// One cold load of a console page in Chromium under the slow profile, measured over CDP: the
// script bytes that came over the wire, every byte, the requests, first contentful paint and
// the moment the page showed what it is for.
import { mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

/** The slow link a console must stay usable on: 1.6 Mbit/s down, 750 kbit/s up, 150 ms, a CPU four times slower. */
export const SLOW_PROFILE = {
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  latencyMs: 150,
  cpuSlowdown: 4,
};

const DEMO = { email: 'admin@marquee.local', password: 'marquee-demo' };

export function launchChromium() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-chromium-'));
  return puppeteer
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    })
    .then((browser) => ({
      browser,
      async close() {
        await browser.close();
        rmSync(userDataDir, { recursive: true, force: true });
      },
    }));
}

/** The demo admin's session token, as the console's sign-in would set it in the cookie. */
export async function demoSessionToken(serverUrl) {
  const res = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
      variables: { e: DEMO.email, p: DEMO.password },
    }),
  });
  const body = await res.json();
  if (!body.data?.signIn?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.signIn.token;
}

/** What each measured page is, and how to tell it is on screen. */
export const PAGES = {
  login: {
    path: '/login',
    signedIn: false,
    ready: () => globalThis.document.querySelector('input[name="email"]') !== null,
  },
  devices: {
    path: '/devices',
    signedIn: true,
    ready: () =>
      [...globalThis.document.querySelectorAll('h1')].some(
        (h) => h.textContent.trim() === 'Screens',
      ),
  },
};

/**
 * Loads `page` once in a fresh browser context (empty cache, no cookies but the session's) with
 * the slow profile, and waits until the page is shown and the network has been quiet for 1 s (the
 * routes' code arrives after the load event). Returns the figures of that load.
 */
export async function measureLoad(browser, serverUrl, page, token) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 1280, height: 800 });
    if (page.signedIn) {
      await context.setCookie({ name: 'screens_token', value: token, url: serverUrl });
    }
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PROFILE.latencyMs,
      downloadThroughput: SLOW_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PROFILE.cpuSlowdown });

    const types = new Map();
    const encodings = new Set();
    const totals = { scriptBytes: 0, scripts: 0, allBytes: 0, requests: 0 };
    const scriptUrls = new Set();
    cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.responseReceived', (e) => {
      if (e.type !== 'Script') return;
      scriptUrls.add(e.response.url);
      const encoding = Object.entries(e.response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      )?.[1];
      encodings.add(encoding ?? 'identity');
    });
    cdp.on('Network.loadingFinished', (e) => {
      totals.allBytes += e.encodedDataLength;
      totals.requests += 1;
      if (types.get(e.requestId) === 'Script') {
        totals.scriptBytes += e.encodedDataLength;
        totals.scripts += 1;
      }
    });

    await tab.goto(`${serverUrl}${page.path}`, { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForFunction(page.ready, { timeout: 120_000, polling: 'mutation' });
    const readyMs = await tab.evaluate(() => performance.now());
    await tab.waitForNetworkIdle({ idleTime: 1000, timeout: 120_000 });
    const fcpMs = await tab.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    // The targets are in gzip: the same scripts, fetched as they are and gzipped (-6).
    let scriptGzipBytes = 0;
    for (const url of scriptUrls) {
      const body = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      scriptGzipBytes += gzipSync(Buffer.from(await body.arrayBuffer()), { level: 6 }).length;
    }
    return {
      ...totals,
      scriptGzipBytes,
      fcpMs,
      readyMs,
      encodings: [...encodings].sort().join('+'),
    };
  } finally {
    await context.close();
  }
}
