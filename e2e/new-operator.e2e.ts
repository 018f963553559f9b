// A new operator's path on Screens, in Chromium against the built server:
// 1. an empty account finds the player's address on the Screens page, opens it on a "TV",
//    pairs it, builds a playlist from an uploaded picture and publishes it, never typing an
//    address the console did not show;
// 2. the same pair -> publish path with the keyboard alone, checking focus lands where a
//    keyboard user needs it;
// 3. before any script has arrived (a slow link), the page already says the console is starting.
// What plays is judged from the player's screenshot pixels.
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { DEMO_ADMIN, graphql, shownDemoColour } from './support/demo.js';
import { colourShare, hexToRgb } from './support/pixels.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'new-operator';
const NEWCOMER = { email: 'newcomer@example.com', password: 'newcomer-pass-123', org: 'Bakery' };
const POSTER = { name: 'opening-hours.png', colour: '#7B2CBF' };
const PLAYER_VIEW = { width: 1280, height: 720 };

let server: RunningServer;
let browser: Browser;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

/** A page in its own browser context: the operator and each screen are different machines. */
async function pageOfItsOwn(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  recordConsole(page, pageLog);
  return page;
}

/**
 * An account with nothing in it. Signing up in the console and confirming by the mailed link is
 * accounts.e2e.ts's subject; here the account is made through the same API calls (signUp, then
 * confirmEmail with the token of the mail the embedded mailer wrote to DATA_DIR/outbox), so the
 * operator's path starts at the console's sign-in.
 */
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

/** A one-colour 16:9 picture, as an operator's poster would be. */
async function writePoster(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'marquee-poster-')), POSTER.name);
  await sharp({ create: { width: 1280, height: 720, channels: 3, background: POSTER.colour } })
    .png()
    .toFile(path);
  return path;
}

/** The pairing code the player's own screen shows. */
async function pairingCodeOn(player: Page): Promise<string> {
  const code = await player.waitForSelector('[data-testid="pairing-code"]', {
    timeout: WAIT_LIMIT_MS,
  });
  return (await code!.evaluate((el) => el.textContent ?? '')).trim();
}

async function waitForPicture(player: Page, shows: () => Promise<boolean>, name: string) {
  const end = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < end) {
    if (await shows()) {
      keepArtifact(SUITE, name, await player.screenshot({ type: 'png' }));
      return;
    }
  }
  keepArtifact(SUITE, `failed-${name}`, await player.screenshot({ type: 'png' }));
  throw new Error(`the player never showed the published picture (${name})`);
}

const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing (body)';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()} data-testid="${el.getAttribute('data-testid') ?? ''}"> ${name}`;
  });

const focusMatches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses `key` until `selector` has focus: proves a keyboard user can get there. */
async function keyUntilFocused(page: Page, selector: string, key: 'Tab' | 'ArrowDown' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    if (await focusMatches(page, selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(
    `${key} never reached ${selector}; focus is on ${await focusedDescription(page)}`,
  );
}

/** Focus moves to `selector` by itself (a dialog opening or closing), with no key pressed. */
async function expectFocusOn(page: Page, selector: string) {
  try {
    await page.waitForFunction(
      (s) => document.activeElement?.matches(s),
      { timeout: WAIT_LIMIT_MS },
      selector,
    );
  } catch {
    throw new Error(`focus should be on ${selector} but is on ${await focusedDescription(page)}`);
  }
}

describe('a new operator on Screens', () => {
  it('sees the console starting before any script has arrived', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      // A link so slow that no script has arrived yet: what shows is the page the server sent.
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.resourceType() === 'script') void request.abort();
        else void request.continue();
      });
      await page.goto(`${server.url}/devices`);
      expect(await page.evaluate(() => document.body.innerText.trim())).toBe('Starting Marquee...');
      // It appears only after a moment (a console that starts quickly shows no flash of it), and
      // then stays.
      expect(await page.$eval('.boot-splash', (el) => getComputedStyle(el).animationDelay)).toBe(
        '1s',
      );
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.boot-splash')!).opacity === '1',
        { timeout: WAIT_LIMIT_MS },
      );
      const png = await page.screenshot({ type: 'png' });
      keepArtifact(SUITE, '00-before-scripts.png', png);
      // The spinner's brand-blue arc is drawn.
      expect(await colourShare(png, hexToRgb('#0F6CBD'))).toBeGreaterThan(0);

      // With JavaScript off, the page says what it needs instead of spinning forever.
      const noScript = await context.newPage();
      await noScript.setJavaScriptEnabled(false);
      await noScript.goto(`${server.url}/devices`);
      expect(await noScript.evaluate(() => document.body.innerText.trim())).toBe(
        "Marquee's console needs JavaScript.",
      );
    } finally {
      await context.close();
    }
  });

  it('finds the player address, pairs the screen and publishes an uploaded picture', async () => {
    await createEmptyAccount();
    const poster = await writePoster();
    const operator = await pageOfItsOwn({ width: 1400, height: 900 });
    const player = await pageOfItsOwn(PLAYER_VIEW);
    await operator
      .browserContext()
      .overridePermissions(server.url, ['clipboard-read', 'clipboard-sanitized-write']);
    await operator.goto(server.url);
    await operator.waitForSelector('input[name="email"]', { timeout: WAIT_LIMIT_MS });
    await typeWhenDrawn(operator, 'input[name="email"]', NEWCOMER.email);
    await typeWhenDrawn(operator, 'input[name="password"]', NEWCOMER.password);
    await clickWhenDrawn(operator, 'button[type="submit"]');

    // The empty Screens page says where the player is; its copy button copies that address.
    const shown = await operator.waitForSelector('[data-testid="player-address"]', {
      timeout: WAIT_LIMIT_MS,
    });
    const address = (await shown!.evaluate((el) => el.textContent ?? '')).trim();
    expect(address).toBe(`${server.url}/player`);
    await clickWhenDrawn(operator, '[data-testid="copy-player-address"]');
    await operator.waitForSelector('[data-testid="copy-player-address"]::-p-text(Copied)');
    expect(await operator.evaluate(() => navigator.clipboard.readText())).toBe(address);
    keepArtifact(SUITE, '01-empty-screens.png', await operator.screenshot({ type: 'png' }));
    // The "TV" opens exactly that address and shows its code; the operator pairs with it.
    await player.goto(address);
    const code = await pairingCodeOn(player);
    await clickWhenDrawn(operator, '[data-testid="pair-screen-button"]');
    await operator.waitForSelector('[role="dialog"] [data-testid="player-address"]');
    await typeWhenDrawn(operator, '[data-testid="pairing-code-input"]', code);
    await typeWhenDrawn(operator, '[data-testid="device-name-input"]', 'Shop window');
    await clickWhenDrawn(operator, '[data-testid="pair-submit"]');
    await operator.waitForSelector('[data-testid="device-row"][data-device-name="Shop window"]', {
      timeout: WAIT_LIMIT_MS,
    });
    await player.waitForSelector('[data-testid="player"][data-state="session.playing"]', {
      timeout: WAIT_LIMIT_MS,
    });
    // A playlist with one uploaded picture, through the sidebar and the media picker.
    await clickWhenDrawn(operator, 'nav a[href="/playlists"]');
    await operator.waitForSelector('[data-testid="new-playlist-name"]', { timeout: WAIT_LIMIT_MS });
    await typeWhenDrawn(operator, '[data-testid="new-playlist-name"]', 'Opening hours');
    await clickWhenDrawn(operator, '[data-testid="create-playlist"]');
    await operator.waitForSelector('[data-testid="playlist-title"]', { timeout: WAIT_LIMIT_MS });
    await clickWhenDrawn(operator, '[data-testid="add-media"]');
    const [chooser] = await Promise.all([
      operator.waitForFileChooser({ timeout: WAIT_LIMIT_MS }),
      // The picker dialog is drawn a render after the click that opens it.
      clickWhenDrawn(operator, '[role="dialog"] ::-p-text(Upload media)'),
    ]);
    await chooser.accept([poster]);
    // Processing runs as a job beside the other suites' servers: the limit only catches a hang,
    // and a failure says where the upload stood.
    const add = await operator
      .waitForSelector(
        `[data-testid="add-file-${POSTER.name}"]:not([disabled]):not([aria-disabled="true"])`,
        {
          timeout: WAIT_LIMIT_MS,
        },
      )
      .catch(async () => {
        keepArtifact(SUITE, 'failed-02-upload.png', await operator.screenshot({ type: 'png' }));
        const card = await operator.evaluate((name) => {
          const found = document.querySelector(`[data-testid="file-card-${name}"]`);
          return found
            ? `status ${found.getAttribute('data-file-status')}, shows "${found.textContent}"`
            : 'no card';
        }, POSTER.name);
        // What the server holds tells a stuck job from a console that missed the change.
        const onServer = await operator.evaluate(async () => {
          const answer = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ files { originalName status errorMessage } }' }),
          });
          return answer.text();
        });
        // CI prints only the end of a failure: everything known goes in this one message, with
        // no cause after it, so it stays within that end.
        const serverSaid = server.output.slice(-4).join(' | ').slice(-600);
        throw new Error(
          `the uploaded picture never became addable (${card}); the API says ${onServer}; server said: ${serverSaid}`,
        );
      });
    await clickStill(add!);
    await operator.waitForSelector('[data-testid="playlist-item"]', { timeout: WAIT_LIMIT_MS });
    await clickWhenDrawn(operator, '[data-testid="media-picker-done"]');
    await operator.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    // Back on Screens, Publish starts with the playlist just built.
    await clickWhenDrawn(operator, 'nav a[href="/devices"]');
    const publish = await operator.waitForSelector('button[aria-label="Publish to Shop window"]', {
      timeout: WAIT_LIMIT_MS,
    });
    await clickStill(publish!);
    const select = await operator.waitForSelector('[data-testid="publish-playlist-select"]', {
      timeout: WAIT_LIMIT_MS,
    });
    expect(await select!.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text)).toBe(
      'Opening hours',
    );
    await clickWhenDrawn(operator, '[data-testid="publish-submit"]');
    await operator.waitForSelector(
      '[data-testid="device-row"][data-device-name="Shop window"] ::-p-text(Opening hours)',
      { timeout: WAIT_LIMIT_MS },
    );
    const purple = hexToRgb(POSTER.colour);
    await waitForPicture(
      player,
      async () => (await colourShare(await player.screenshot({ type: 'png' }), purple)) > 0.8,
      '02-player-shows-poster.png',
    );

    // The screen's page speaks plainly and leads on to what it played.
    await clickWhenDrawn(operator, '[data-testid="device-link"]');
    await operator.waitForSelector('[data-testid="device-report-link"]', {
      timeout: WAIT_LIMIT_MS,
    });
    await operator.waitForFunction(() => document.body.innerText.includes('Screen size'), {
      timeout: WAIT_LIMIT_MS,
    });
    const pageText = await operator.evaluate(() => document.body.innerText);
    expect(pageText).toContain('Web browser');
    expect(pageText).not.toMatch(/userAgent|apiVersion|deviceId|osVersion/);
    keepArtifact(SUITE, '03-device-page.png', await operator.screenshot({ type: 'png' }));
    await clickWhenDrawn(operator, '[data-testid="device-report-link"]');
    await operator.waitForSelector('[data-testid="pop-total"]', { timeout: WAIT_LIMIT_MS });
  });

  it('pairs and publishes with the keyboard alone', async () => {
    const operator = await pageOfItsOwn({ width: 1400, height: 900 });
    const player = await pageOfItsOwn(PLAYER_VIEW);
    const publishButton = 'button[aria-label="Publish to Counter"]';

    await operator.goto(server.url);
    await operator.waitForSelector('input[name="email"]', { timeout: WAIT_LIMIT_MS });
    await keyUntilFocused(operator, 'input[name="email"]');
    await operator.keyboard.type(DEMO_ADMIN.email);
    await operator.keyboard.press('Tab');
    await expectFocusOn(operator, 'input[name="password"]');
    await operator.keyboard.type(DEMO_ADMIN.password);
    await operator.keyboard.press('Enter');
    await operator.waitForSelector('[data-testid="pair-screen-button"]', {
      timeout: WAIT_LIMIT_MS,
    });
    // The sidebar comes first: its user menu, loaded on first use, opens into its first item,
    // and Escape goes back to the button.
    await keyUntilFocused(operator, '[data-testid="user-menu-button"]');
    await operator.keyboard.press('Enter');
    await expectFocusOn(operator, '[role="menuitem"]');
    await operator.keyboard.press('Escape');
    await expectFocusOn(operator, '[data-testid="user-menu-button"]');
    expect(await operator.$('[role="menu"]')).toBeNull();

    await keyUntilFocused(operator, '[data-testid="pair-screen-button"]');
    await operator.keyboard.press('Enter');
    // The dialog opens on the code field, and tells where the player is.
    await expectFocusOn(operator, '[data-testid="pairing-code-input"]');
    const playerAddress = await operator.$eval(
      '[role="dialog"] [data-testid="player-address"]',
      (el) => el.textContent ?? '',
    );
    await player.goto(playerAddress);
    await operator.keyboard.type(await pairingCodeOn(player));
    await operator.keyboard.press('Tab');
    await expectFocusOn(operator, '[data-testid="device-name-input"]');
    await operator.keyboard.type('Counter');
    await operator.keyboard.press('Enter');
    await operator.waitForSelector(publishButton, { timeout: WAIT_LIMIT_MS });
    // Closing gives focus back to the button that opened the dialog.
    await expectFocusOn(operator, '[data-testid="pair-screen-button"]');

    await keyUntilFocused(operator, publishButton);
    await operator.keyboard.press('Space');
    await expectFocusOn(operator, '[data-testid="publish-playlist-select"]');
    expect(
      await operator.$eval(
        '[data-testid="publish-playlist-select"]',
        (el) => (el as HTMLSelectElement).selectedOptions[0]?.text,
      ),
    ).toBe('Demo playlist');
    await keyUntilFocused(operator, '[data-testid="publish-submit"]');
    await operator.keyboard.press('Enter');
    await expectFocusOn(operator, publishButton);
    // The notice's toaster loads with the first notice.
    await operator.waitForSelector('::-p-text(Published Demo playlist to Counter)', {
      timeout: WAIT_LIMIT_MS,
    });
    keepArtifact(SUITE, '04-keyboard-published.png', await operator.screenshot({ type: 'png' }));

    await waitForPicture(
      player,
      async () => (await shownDemoColour(player)) !== null,
      '05-keyboard-player.png',
    );
  });
});
