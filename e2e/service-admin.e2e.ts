// End to end: the service admin (ROLE_GOD, the demo's service@marquee.local) signs in to the
// Admin Console, creates an account whose first admin joins by the mailed invitation, sets its
// tariff and screen limit, signs in as that admin (the banner on the page; the action audited in
// both accounts), stops, and sends a reload to a player paired into another account (the demo)
// from /admin/device-commands, seeing the command listed and done.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, signInAsDemoAdmin } from './support/demo.js';
import { chooseOption, confirmWith } from './support/fleet.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SERVICE = { email: 'service@marquee.local', password: 'marquee-demo' };
const BOSS = { email: 'boss@acme.example', password: 'acme-boss-pass-1' };
const ACCOUNT = 'Acme Screens';

let server: RunningServer;
let browser: Browser;
let operator: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  operator = await browser.newPage();
  await operator.setViewport({ width: 1440, height: 900 });
  recordConsole(operator, pageLog);
}, WAIT_LIMIT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

const signIn = async (who: { email: string; password: string }) =>
  (
    await graphql<{ signIn: { token: string } }>(
      server.url,
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
      { e: who.email, p: who.password },
    )
  ).signIn.token;

/** The token in the newest outbox mail to `to`. */
function mailedToken(to: string): string {
  const dir = join(server.dataDir, 'outbox');
  const mail = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((m) => m.includes(`To: ${to}`));
  const link = mail && /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no mail to ${to} in ${dir}`);
  return new URL(link).searchParams.get('token')!;
}

async function fill(selector: string, value: string) {
  await operator.waitForSelector(selector, { timeout: WAIT_LIMIT_MS });
  await clickWhenDrawn(operator, selector, { count: 3 });
  await operator.keyboard.press('Backspace');
  await typeWhenDrawn(operator, selector, value);
}

const textShown = (text: string) =>
  operator.waitForFunction(
    (t) => document.body.innerText.includes(t),
    { timeout: WAIT_LIMIT_MS },
    text,
  );

async function clickButton(label: string) {
  const handle = await operator.waitForFunction(
    (l) =>
      [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === l && !b.disabled,
      ),
    { timeout: WAIT_LIMIT_MS },
    label,
  );
  await clickStill(handle.asElement() as ElementHandle<Element>);
}

type AuditItems = { auditLog: { items: { actor: string; action: string }[] } };
const auditOf = (token: string) =>
  graphql<AuditItems>(
    server.url,
    '{ auditLog(limit: 20) { items { actor action } } }',
    {},
    `Bearer ${token}`,
  );

/** Signs the service admin in on the login page and opens the create-account page. */
async function signInAsServiceAdmin() {
  const path = '/admin/accounts/create';
  await operator.goto(`${server.url}/login?returnPath=${encodeURIComponent(path)}`);
  await fill('input[name="email"]', SERVICE.email);
  await fill('input[name="password"]', SERVICE.password);
  await clickWhenDrawn(operator, 'button[type="submit"]');
  await operator.waitForFunction((p) => location.pathname === p, { timeout: WAIT_LIMIT_MS }, path);
}

/** Creates the account on its page; resolves with its id once its own page shows. */
async function createAccount(): Promise<string> {
  await fill('input[name="name"]', ACCOUNT);
  await fill('input[name="tariff"]', 'Starter');
  await chooseOption(operator, 'select[name="billingType"]', 'Invoice');
  await fill('input[name="adminEmail"]', BOSS.email);
  await clickButton('Create and invite');
  // The account page's own form: the create page may stay on screen while it loads.
  await operator.waitForSelector('form[aria-label="Subscription"]', { timeout: WAIT_LIMIT_MS });
  return decodeURIComponent(new URL(operator.url()).pathname.split('/').pop()!);
}

/** Sets the tariff and the screen limit in the account page's form, and saves. */
async function setTariffAndScreens() {
  await fill('form[aria-label="Subscription"] input[name="tariff"]', 'Business');
  await fill('form[aria-label="Subscription"] input[name="subscribedScreens"]', '7');
  await clickButton('Save');
  await textShown(`Saved the settings of ${ACCOUNT}`);
}

/** The invited admin joins; then "Sign in as" them, with a reason, from the account page. */
async function actAsTheAccountsAdmin() {
  await graphql(
    server.url,
    'mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) { token } }',
    { t: mailedToken(BOSS.email), p: BOSS.password },
  );
  await operator.reload();
  await clickButton('Sign in as');
  await fill('textarea[name="reason"]', 'Setting up their first screen');
  await clickWhenDrawn(operator, '[role="dialog"] button[type="submit"]');
  await operator.waitForFunction(() => location.pathname === '/', { timeout: WAIT_LIMIT_MS });
  await textShown(`You are acting as ${BOSS.email} in ${ACCOUNT}`);
}

/** A mutation from the page itself: its cookie is the "Sign in as" session. */
async function createSpaceFromThePage() {
  return operator.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { createSpace(name: "Set up by support") { _id } }',
      }),
    });
    return (await res.json()) as { errors?: unknown };
  });
}

/** On /admin/device-commands: reloads the demo's screen, and waits for it listed as done. */
async function reloadTheDemoScreen(screenName: string) {
  // The player's page came in front: a page behind it gets no animation frames to wait on.
  await operator.bringToFront();
  await operator.goto(`${server.url}/admin/device-commands`);
  await fill('input[name="accountSearch"]', 'Demo');
  const optionShown = (select: string, prefix: string) =>
    operator.waitForFunction(
      (sel, text) =>
        [...document.querySelectorAll(`${sel} option`)].some((o) =>
          o.textContent?.startsWith(text),
        ),
      { timeout: WAIT_LIMIT_MS },
      select,
      prefix,
    );
  await optionShown('[data-testid="service-command-account"]', 'Demo account');
  await chooseOption(operator, '[data-testid="service-command-account"]', 'Demo account');
  await optionShown('[data-testid="service-command-screen"]', screenName);
  // The screen's option reads "Demo lobby (offline)" while the list predates its socket: the
  // command is sent either way, and delivered once the screen is online.
  const screenOption = await operator.$eval(
    '[data-testid="service-command-screen"]',
    (el, name) =>
      [...(el as HTMLSelectElement).options].find((o) => o.textContent?.startsWith(name))
        ?.textContent ?? name,
    screenName,
  );
  await chooseOption(operator, '[data-testid="service-command-screen"]', screenOption);
  await chooseOption(operator, '[data-testid="service-command-type"]', 'Reload player');
  await clickButton('Send');
  // Reloading interrupts the screen: it is asked first.
  await operator.waitForSelector('[data-testid="confirm-delete"]', { timeout: WAIT_LIMIT_MS });
  await confirmWith(operator, 'Reload player');
  await operator.waitForFunction(
    (name) => {
      const text = document.querySelector('[aria-label="Commands of the account"]')?.textContent;
      return !!text?.includes(name) && /Delivered|Done/.test(text);
    },
    { timeout: WAIT_LIMIT_MS },
    screenName,
  );
}

describe('the Admin Console of the service admin', () => {
  let accountId = '';
  let serviceToken = '';

  it(
    'creates an account and sets its tariff and screen limit',
    async () => {
      await signInAsServiceAdmin();
      accountId = await createAccount();
      await setTariffAndScreens();
      serviceToken = await signIn(SERVICE);
      const saved = await graphql<{
        serviceAccount: { tariff: string; subscribedScreens: number };
      }>(
        server.url,
        'query($id: ID!) { serviceAccount(id: $id) { tariff subscribedScreens } }',
        { id: accountId },
        `Bearer ${serviceToken}`,
      );
      expect(saved.serviceAccount).toEqual({ tariff: 'Business', subscribedScreens: 7 });
    },
    2 * WAIT_LIMIT_MS,
  );

  it(
    'acts as its admin, audited in both accounts, and Stop returns',
    async () => {
      await actAsTheAccountsAdmin();
      expect((await createSpaceFromThePage()).errors).toBeUndefined();
      const bossLog = await auditOf(await signIn(BOSS));
      expect(bossLog.auditLog.items).toEqual(
        expect.arrayContaining([
          { actor: `Service admin ${SERVICE.email} as ${BOSS.email}`, action: 'createSpace' },
          { actor: `Service admin ${SERVICE.email}`, action: 'serviceSignInAs' },
        ]),
      );
      expect((await auditOf(serviceToken)).auditLog.items).toContainEqual({
        actor: `${SERVICE.email} as ${BOSS.email} in ${ACCOUNT}`,
        action: 'createSpace',
      });
      await clickButton('Stop');
      await operator.waitForSelector('table[aria-label="Accounts"]', { timeout: WAIT_LIMIT_MS });
      // The banner goes with the session it names, which may end a render after the table.
      await operator.waitForFunction(() => !document.body.innerText.includes('You are acting as'), {
        timeout: WAIT_LIMIT_MS,
      });
      expect(
        await operator.evaluate(() => document.body.innerText.includes('You are acting as')),
      ).toBe(false);
    },
    2 * WAIT_LIMIT_MS,
  );

  it(
    'sends a command to a screen of another account and sees it done',
    async () => {
      const player = await browser.newPage();
      await player.setViewport({ width: 480, height: 270 });
      await pairPlayer(player, server.url, await signInAsDemoAdmin(server.url), 'Demo lobby');
      await reloadTheDemoScreen('Demo lobby');
      await player.close();
    },
    2 * WAIT_LIMIT_MS,
  );
});
