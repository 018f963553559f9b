// The partner console end to end, in Chromium against the built server: the demo reseller signs
// in, creates a customer account, invites a user into it; the invited user joins by the mailed
// link (the embedded mailer writes DATA_DIR/outbox) and the partner sees them in the account;
// the partner renames the account and changes its language, then removes the user (after a
// confirmation), who can no longer sign in; an account signed up through the partner's sign-up
// link appears in the partner's list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, selectWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const PARTNER = { email: 'partner@marquee.local', password: 'marquee-demo' };
const CHILD = {
  name: 'Harbour Deli',
  renamed: 'Harbour Deli & Bar',
  admin: 'owner@harbour.example',
};
const INVITEE = { email: 'barista@harbour.example', password: 'barista-pass-123' };
const SIGNED_UP = {
  name: 'Hilltop Bakery',
  email: 'baker@hilltop.example',
  password: 'baker-pass-123',
};
const SUITE = 'partner-console';

let server: RunningServer;
let browser: Browser;
let partner: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  partner = await browser.newPage();
  await partner.setViewport({ width: 1440, height: 900 });
  recordConsole(partner, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

/** The link in the newest outbox mail to `to`, on this server's address. */
function mailedLink(to: string): string {
  const dir = join(server.dataDir, 'outbox');
  const mail = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((m) => m.includes(`To: ${to}`));
  const link = mail && /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no mail to ${to} in ${dir}`);
  return link.replace(/^https?:\/\/[^/]+/, server.url);
}

async function fill(page: Page, selector: string, value: string) {
  const field = await page.waitForSelector(selector, { visible: true });
  await clickStill(field!, { count: 3 });
  await field!.type(value);
}

const waitForPath = (page: Page, test: string) =>
  page.waitForFunction(
    (re) => new RegExp(re).test(location.pathname),
    { timeout: WAIT_LIMIT_MS },
    test,
  );

/** A row of a ResponsiveTable with this attribute value, once drawn. */
const row = (page: Page, testId: string, attribute: string, value: string) =>
  page.waitForSelector(`[data-testid="${testId}"][${attribute}="${value}"]`, { visible: true });

describe('partner console', () => {
  let childPath = '';

  it('the partner signs in and opens the console from the menu', async () => {
    await partner.goto(`${server.url}/login`);
    await fill(partner, 'input[name="email"]', PARTNER.email);
    await fill(partner, 'input[name="password"]', PARTNER.password);
    await clickWhenDrawn(partner, 'button[type="submit"]');
    await partner.locator('nav a[href="/partner-console"]').click();
    await waitForPath(partner, '^/partner-console$');
    await row(partner, 'partner-account-row', 'data-account-name', 'Northwind Cafe');
  });

  it('creates a child account; its administrator is invited', async () => {
    await partner.locator('[data-testid="partner-create-account"]').click();
    await waitForPath(partner, '^/partner-console/create-account$');
    await fill(partner, '[role="dialog"] input[name="accountName"]', CHILD.name);
    await fill(partner, '[role="dialog"] input[name="adminEmail"]', CHILD.admin);
    await partner.locator('[data-testid="partner-create-submit"]').click();
    await waitForPath(partner, '^/partner-console/accounts/[^/]+$');
    childPath = new URL(partner.url()).pathname;
    await partner.waitForFunction(
      (name) => document.querySelector('main h1')?.textContent === name,
      { timeout: WAIT_LIMIT_MS },
      CHILD.name,
    );
    await row(partner, 'partner-user-row', 'data-email', CHILD.admin);
    expect(mailedLink(CHILD.admin)).toContain('/join-account?token=');
  });

  it('invites a user, who joins by the mailed link and then shows in the account', async () => {
    await partner.locator('[data-testid="partner-invite-user"]').click();
    await waitForPath(partner, '/invite-user$');
    await fill(partner, '[role="dialog"] input[name="inviteEmail"]', INVITEE.email);
    await selectWhenDrawn(partner, '[role="dialog"] select[name="inviteRole"]', 'viewer');
    await partner.locator('[data-testid="partner-invite-submit"]').click();
    await waitForPath(partner, `^${childPath}$`);
    await row(partner, 'partner-user-row', 'data-email', INVITEE.email);

    const link = mailedLink(INVITEE.email);
    expect(link).toContain('/join-account?token=');
    const context = await browser.createBrowserContext();
    const invitee = await context.newPage();
    recordConsole(invitee, pageLog);
    await invitee.goto(link);
    await fill(invitee, 'input[name="password"]', INVITEE.password);
    await fill(invitee, 'input[name="repeat"]', INVITEE.password);
    await clickWhenDrawn(invitee, 'button[type="submit"]');
    await invitee.waitForFunction(() => location.pathname === '/', { timeout: WAIT_LIMIT_MS });
    await context.close();

    await partner.reload();
    const joined = await row(partner, 'partner-user-row', 'data-email', INVITEE.email);
    await partner.waitForFunction(
      (el) => (el as HTMLElement).innerText.includes('Active'),
      { timeout: WAIT_LIMIT_MS },
      joined,
    );
    expect(await joined!.evaluate((el) => (el as HTMLElement).innerText)).toContain('Viewer');
    keepArtifact(SUITE, 'child-account.png', await partner.screenshot({ type: 'png' }));
  });

  it('edits a setting of the child account', async () => {
    await partner.locator('[data-testid="partner-edit-settings"]').click();
    const name = '[role="dialog"] input[name="accountName"]';
    await fill(partner, name, ' ');
    await partner.locator('[data-testid="partner-settings-submit"]').click();
    // A blank name is refused beside the field; the dialog stays open.
    await partner.waitForFunction(
      () => document.querySelector('[role="dialog"]')?.textContent?.includes('Required'),
      { timeout: WAIT_LIMIT_MS },
    );
    await fill(partner, name, CHILD.renamed);
    await selectWhenDrawn(partner, '[role="dialog"] select[name="languageCode"]', 'de');
    await partner.locator('[data-testid="partner-settings-submit"]').click();
    await partner.waitForFunction(
      (renamed) =>
        !document.querySelector('[role="dialog"]') &&
        document.querySelector('main h1')?.textContent === renamed &&
        document.querySelector('dl[aria-label="Account facts"]')?.textContent?.includes('Deutsch'),
      { timeout: WAIT_LIMIT_MS },
      CHILD.renamed,
    );
  });

  it('removes a user only once confirmed; they can no longer sign in', async () => {
    const remove = `button[aria-label="Remove ${INVITEE.email}"]`;
    const answer = async (label: string) => {
      const dialog = await partner.waitForSelector('[data-testid="confirm-delete"]', {
        visible: true,
      });
      expect(await dialog!.evaluate((el) => el.textContent)).toContain(
        `Remove ${INVITEE.email} from the account?`,
      );
      const button = await partner.waitForFunction(
        (el, text) =>
          [...(el?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text),
        { timeout: WAIT_LIMIT_MS },
        dialog,
        label,
      );
      await (button as unknown as { click(): Promise<void> }).click();
      await partner.waitForFunction(
        () => !document.querySelector('[data-testid="confirm-delete"]'),
        {
          timeout: WAIT_LIMIT_MS,
        },
      );
    };
    await partner.locator(remove).click();
    await answer('Cancel');
    await row(partner, 'partner-user-row', 'data-email', INVITEE.email);
    await partner.locator(remove).click();
    await answer('Remove');
    await partner.waitForFunction(
      (email) => !document.querySelector(`[data-testid="partner-user-row"][data-email="${email}"]`),
      { timeout: WAIT_LIMIT_MS },
      INVITEE.email,
    );
    await row(partner, 'partner-user-row', 'data-email', CHILD.admin);

    const context = await browser.createBrowserContext();
    const removed = await context.newPage();
    recordConsole(removed, pageLog);
    await removed.goto(`${server.url}/login`);
    await fill(removed, 'input[name="email"]', INVITEE.email);
    await fill(removed, 'input[name="password"]', INVITEE.password);
    await clickWhenDrawn(removed, 'button[type="submit"]');
    await removed.waitForFunction(
      () => document.body.innerText.includes('Wrong e-mail or password'),
      { timeout: WAIT_LIMIT_MS },
    );
    expect(new URL(removed.url()).pathname).toBe('/login');
    await context.close();
  });

  it('an account signed up with the partner link appears in the partner list', async () => {
    await partner.goto(`${server.url}/partner-console`);
    const linkField = await partner.waitForSelector('input[aria-label="Sign-up link"]');
    await partner.waitForFunction(
      (el) => (el as HTMLInputElement).value.includes('partnerAccountId='),
      { timeout: WAIT_LIMIT_MS },
      linkField,
    );
    const signUpLink = await linkField!.evaluate((el) => el.value);
    expect(signUpLink).toMatch(/\/sign-up\?partnerAccountId=/);

    const context = await browser.createBrowserContext();
    const newcomer = await context.newPage();
    recordConsole(newcomer, pageLog);
    await newcomer.goto(signUpLink.replace(/^https?:\/\/[^/]+/, server.url));
    await fill(newcomer, 'input[name="accountName"]', SIGNED_UP.name);
    await fill(newcomer, 'input[name="email"]', SIGNED_UP.email);
    await fill(newcomer, 'input[name="password"]', SIGNED_UP.password);
    await fill(newcomer, 'input[name="repeat"]', SIGNED_UP.password);
    await clickWhenDrawn(newcomer, 'button[type="submit"]');
    await newcomer.waitForFunction(() => location.search.includes('justSignedUp'), {
      timeout: WAIT_LIMIT_MS,
    });
    await context.close();

    await partner.reload();
    await row(partner, 'partner-account-row', 'data-account-name', SIGNED_UP.name);
    await row(partner, 'partner-account-row', 'data-account-name', CHILD.renamed);
    keepArtifact(SUITE, 'partner-list.png', await partner.screenshot({ type: 'png' }));
  });

  it('works at phone width', async () => {
    await partner.setViewport({ width: 390, height: 844 });
    await partner.reload();
    await row(partner, 'partner-account-row', 'data-account-name', SIGNED_UP.name);
    const overflow = await partner.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    keepArtifact(SUITE, 'partner-list-390.png', await partner.screenshot({ type: 'png' }));
  });
});
