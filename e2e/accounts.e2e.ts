// Accounts end to end, in Chromium against the built server: sign up, confirm by the mailed link
// (the embedded mailer writes DATA_DIR/outbox), sign in, create and switch spaces, invite a user
// with a restricted role, and read files with an API key made in the console.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS, clickWhenDrawn, selectWhenDrawn, typeWhenDrawn } from './support/waits.js';

const OWNER = { email: 'owner@example.com', password: 'owner-pass-123', org: 'Corner Cafe' };
const VIEWER = { email: 'viewer@example.com', password: 'viewer-pass-123' };
const SUITE = 'accounts';

let server: RunningServer;
let browser: Browser;
let owner: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  owner = await browser.newPage();
  await owner.setViewport({ width: 1280, height: 800 });
  recordConsole(owner, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

/** The link in the newest outbox mail to `to`. */
function mailedLink(to: string): string {
  const dir = join(server.dataDir, 'outbox');
  const mail = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((m) => m.includes(`To: ${to}`));
  const link = mail && /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no mail to ${to} in ${dir}`);
  return link;
}

async function fill(page: Page, name: string, value: string) {
  const selector = `input[name="${name}"]`;
  // The page may still swap its loading state for the form: retry on a detached input.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForSelector(selector);
      await clickWhenDrawn(page, selector, { count: 3 });
      await typeWhenDrawn(page, selector, value);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const textOf = (page: Page) => page.evaluate(() => document.body.innerText);

async function waitForText(page: Page, text: string) {
  await page.waitForFunction(
    (t) => document.body.innerText.includes(t),
    { timeout: WAIT_LIMIT_MS },
    text,
  );
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await fill(page, 'email', email);
  await fill(page, 'password', password);
  await clickWhenDrawn(page, 'button[type="submit"]');
  await page.waitForFunction(() => !location.pathname.startsWith('/login'), {
    timeout: WAIT_LIMIT_MS,
  });
}

describe('accounts', () => {
  it('signs up, shows the form errors, confirms by the mailed link and signs in', async () => {
    await owner.goto(`${server.url}/sign-up`);
    await fill(owner, 'email', 'not-an-email');
    await fill(owner, 'password', OWNER.password);
    await fill(owner, 'repeat', 'something-else');
    await clickWhenDrawn(owner, 'button[type="submit"]');
    await waitForText(owner, 'Incorrect e-mail format');
    await waitForText(owner, 'Passwords dont match');
    await waitForText(owner, 'Required');

    await fill(owner, 'accountName', OWNER.org);
    await fill(owner, 'email', OWNER.email);
    await fill(owner, 'repeat', OWNER.password);
    await clickWhenDrawn(owner, 'button[type="submit"]');
    await owner.waitForFunction(() => location.search.includes('justSignedUp'), {
      timeout: WAIT_LIMIT_MS,
    });
    await waitForText(owner, 'Confirm your e-mail');

    const link = mailedLink(OWNER.email);
    expect(link).toContain('/email-confirm?token=');
    await owner.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await waitForText(owner, 'Your e-mail is confirmed');

    await signIn(owner, OWNER.email, OWNER.password);
    await waitForText(owner, 'My Organization');
  });

  it('creates a space and switches to it', async () => {
    await owner.goto(`${server.url}/account/spaces`);
    await fill(owner, 'spaceName', 'Shop floor');
    await clickWhenDrawn(owner, 'button[type="submit"]');
    await owner.waitForSelector('input[aria-label="Name of Shop floor"]');

    const switcher = 'select[aria-label="Current space"]';
    await owner.waitForFunction(
      (s) =>
        [...(document.querySelector(s)?.querySelectorAll('option') ?? [])].some(
          (o) => o.textContent === 'Shop floor',
        ),
      { timeout: WAIT_LIMIT_MS },
      switcher,
    );
    const spaceId = await owner.$eval(
      switcher,
      (el) => [...el.querySelectorAll('option')].find((o) => o.textContent === 'Shop floor')!.value,
    );
    await Promise.all([owner.waitForNavigation(), owner.select(switcher, spaceId)]);
    await owner.waitForFunction(
      (s, id) => document.querySelector<HTMLSelectElement>(s)?.value === id,
      { timeout: WAIT_LIMIT_MS },
      switcher,
      spaceId,
    );
    keepArtifact(SUITE, 'switched-space.png', await owner.screenshot({ type: 'png' }));
  });

  it('invites a viewer who sees and can do only what the role allows', async () => {
    await owner.goto(`${server.url}/account/users`);
    await fill(owner, 'inviteEmail', VIEWER.email);
    await owner.waitForFunction(() =>
      [...document.querySelectorAll('select[name="inviteRole"] option')].some(
        (o) => o.textContent === 'Viewer',
      ),
    );
    const viewerRole = await owner.$eval(
      'select[name="inviteRole"]',
      (el) => [...el.querySelectorAll('option')].find((o) => o.textContent === 'Viewer')!.value,
    );
    await selectWhenDrawn(owner, 'select[name="inviteRole"]', viewerRole);
    await clickWhenDrawn(owner, 'form button[type="submit"]');
    await waitForText(owner, `Invitation sent to ${VIEWER.email}`);

    const link = mailedLink(VIEWER.email);
    expect(link).toContain('/join-account?token=');
    const context = await browser.createBrowserContext();
    const viewer = await context.newPage();
    recordConsole(viewer, pageLog);
    await viewer.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await fill(viewer, 'password', VIEWER.password);
    await fill(viewer, 'repeat', VIEWER.password);
    await clickWhenDrawn(viewer, 'button[type="submit"]');
    await viewer.waitForFunction(() => location.pathname === '/', { timeout: WAIT_LIMIT_MS });
    // Joining signs the viewer in; signing in again with the new password is what they do later.
    await viewer.deleteCookie(...(await viewer.cookies()));
    await signIn(viewer, VIEWER.email, VIEWER.password);
    await waitForText(viewer, 'Screens');
    await waitForText(viewer, 'Media');
    const menu = await textOf(viewer);
    expect(menu).toContain('Screens');
    expect(menu).not.toContain('My Organization');

    // The route is closed too, not only the menu item.
    await viewer.goto(`${server.url}/account/users`);
    await waitForText(viewer, 'You do not have permission to open this page.');
    keepArtifact(SUITE, 'viewer-no-access.png', await viewer.screenshot({ type: 'png' }));
    await context.close();
  });

  it('creates an API key in the console that reads files over GraphQL', async () => {
    await owner.goto(`${server.url}/account/api-keys`);
    await fill(owner, 'apiKeyName', 'Reporting');
    await clickWhenDrawn(owner, 'form button[type="submit"]');
    // The key is shown once, in a read-only field beside its Copy button.
    const secretEl = await owner.waitForSelector(
      '[data-testid="new-api-key"] input[aria-label="New API key"]',
    );
    const secret = await secretEl!.evaluate((el) => el.value);
    expect(secret).toMatch(/^mqk_/);

    // As an integrator would: curl with the key as a bearer token.
    const call = (query: string) =>
      new Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>(
        (resolve, reject) =>
          execFile(
            'curl',
            [
              '-sS',
              '-X',
              'POST',
              '-H',
              'content-type: application/json',
              '-H',
              `authorization: Bearer ${secret}`,
              '--data',
              JSON.stringify({ query }),
              `${server.url}/graphql`,
            ],
            (error, stdout) =>
              error
                ? reject(new Error(`curl failed: ${error.message}`, { cause: error }))
                : resolve(JSON.parse(stdout)),
          ),
      );
    const files = await call('{ files { _id originalName } }');
    expect(files.errors).toBeUndefined();
    expect(files.data).toEqual({ files: expect.any(Array) });
    // Only what the key was given: media read, not devices.
    const devices = await call('{ devices { _id } }');
    expect(devices.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps notification preferences per user across a reload', async () => {
    await owner.goto(`${server.url}/my-profile/notifications`);
    const offline = '[role="switch"]';
    await owner.waitForSelector(offline);
    const checked = () =>
      owner.$$eval(offline, (els) => els.map((el) => (el as HTMLInputElement).checked));
    // The switches are drawn together once the preferences have come, as after the reload below.
    await owner.waitForFunction(
      (s) => document.querySelectorAll(s).length === 3,
      { timeout: WAIT_LIMIT_MS },
      offline,
    );
    expect(await checked()).toEqual([true, true, true]);
    await clickWhenDrawn(owner, offline);
    await owner.waitForFunction(
      (s) => document.querySelector<HTMLInputElement>(s)?.checked === false,
      { timeout: WAIT_LIMIT_MS },
      offline,
    );
    await owner.reload();
    await owner.waitForSelector(offline);
    await owner.waitForFunction(
      (s) => document.querySelectorAll(s).length === 3,
      { timeout: WAIT_LIMIT_MS },
      offline,
    );
    expect(await checked()).toEqual([false, true, true]);
  });

  it('sends the operator to sign in when the session ends elsewhere, and back after', async () => {
    // The viewer's tab, opened and closed above, left this one in the background, where headless
    // Chromium draws no frames.
    await owner.bringToFront();
    await owner.goto(`${server.url}/devices`);
    // What the operator waits for before clicking: the shell drawn around its page, the page's
    // heading in place and the sidebar's links beside it.
    await owner.waitForFunction(
      () =>
        document.querySelector('main h1')?.textContent === 'Screens' &&
        document.querySelector('nav a[href="/files"]') !== null,
      { timeout: WAIT_LIMIT_MS },
    );
    // Signed out from another device: the same session ends on the server, this tab still shows
    // the console and learns of it from the next answer.
    const token = (await owner.cookies()).find((c) => c.name === 'screens_token')?.value;
    expect(token).toBeTruthy();
    const signOut = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `screens_token=${token}` },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect(((await signOut.json()) as { data?: { signOut?: boolean } }).data?.signOut).toBe(true);

    // The operator goes to Media. The console may learn of the ended session on its own first
    // (its live connection is refused), and then it is already on the sign-in page with the
    // page it was on: either way the operator signs in and lands where they were headed.
    const headedTo = await owner.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('nav a[href="/files"]');
      if (location.pathname === '/login' || !link) return null;
      link.click();
      return '/files';
    });
    await owner.waitForFunction(() => location.pathname === '/login', { timeout: WAIT_LIMIT_MS });
    const returnPath = new URL(owner.url()).searchParams.get('returnPath');
    // Clicked just as the console noticed, either page is where the operator was going.
    expect(headedTo ? ['/files', '/devices'] : ['/devices']).toContain(returnPath);
    await fill(owner, 'email', OWNER.email);
    await fill(owner, 'password', OWNER.password);
    await clickWhenDrawn(owner, 'button[type="submit"]');
    await owner.waitForFunction(
      (p) => location.pathname === p,
      { timeout: WAIT_LIMIT_MS },
      returnPath,
    );
    // The sign-in page's own heading may still stand while the page it goes to is loaded: wait
    // for a heading of a page it may land on, then check it is the right one.
    await owner.waitForFunction(
      () => ['Media', 'Screens'].includes(document.querySelector('main h1')?.textContent ?? ''),
      { timeout: WAIT_LIMIT_MS },
    );
    expect(await owner.$eval('main h1', (h) => h.textContent)).toBe(
      returnPath === '/files' ? 'Media' : 'Screens',
    );
  });
});
