// Accessibility: every console route at a desktop width (1440 px) and a phone's (390 px), and
// the main dialogs of the busiest pages, with axe-core in Chromium against the built server. A
// route passes when it draws its own level-one heading, axe finds no serious or critical WCAG
// 2.0/2.1 A or AA violation, and on the phone nothing runs off the side (the page never scrolls
// sideways), and no program words show (camelCase codes, UUIDs, JSON) outside code blocks.
// Routes with ids open real things (a paired screen with plays, the demo playlist, a
// scene with an image, a folder with a file, a menu board location with a board) made through
// the API first, so no page is empty or in an error state because its data is missing.
import type { Browser, Page, Viewport } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawIdentifiersIn } from '../../fixtures/text/rawIdentifiers.js';
import { blockingViolations, describeFindings, type AxeFinding } from './axe.js';
import { keepArtifact, launchChromium, recordConsole } from './browser.js';
import { DEMO_ADMIN, graphql, publishPlaylist, signInAsDemoAdmin } from './demo.js';
import { startBuiltServer, type RunningServer } from './server.js';
import { WAIT_LIMIT_MS, clickWhenDrawn, typeWhenDrawn } from './waits.js';

/** The artifacts' folder: the calling file's name. */
let suite = 'accessibility';

/** A desktop, and a phone (an iPhone's 390 CSS px, laid out as a phone lays out a page). */
export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844, isMobile: true, hasTouch: true };
const WIDTHS = [DESKTOP, PHONE];

/** A page to check: its route (":name" filled from the made things) and texts it shows when loaded. */
interface Visit {
  route: string;
  shows: string[];
}

/** Signed out. /email-confirm without a link's token honestly says the link is not valid. */
const PUBLIC_PAGES: Visit[] = [
  { route: '/login', shows: ['Forgot password?'] },
  { route: '/sign-up', shows: ['Repeat password'] },
  { route: '/email-confirm', shows: ['Go to sign in'] },
  { route: '/password-recovery', shows: ['Send reset link'] },
  { route: '/change-password/:resetToken', shows: ['Repeat password'] },
  { route: '/join-account', shows: ['Repeat password'] },
  { route: '/live', shows: ['Open the live view link you were given'] },
];

const MENU_BOARDS = '/data-integrations/menu-board-locations';

/**
 * Inside the shell, signed in as the demo admin: every route of console/src/app/router.tsx. The
 * texts are the page's own (the shell's menu shows the admin's e-mail on every page).
 */
const SHELL_PAGES: Visit[] = [
  { route: '/', shows: ['Lobby screen'] },
  { route: '/devices', shows: ['Lobby screen'] },
  { route: '/devices/:deviceId', shows: ['Lobby screen', 'Remote commands'] },
  { route: '/screen-groups', shows: ['All shops'] },
  { route: '/screen-groups/:groupId', shows: ['All shops', 'Lobby screen'] },
  { route: '/broadcast', shows: ['No broadcast is on'] },
  { route: '/playlists', shows: ['Demo playlist'] },
  // The preview is loaded when its timeline shows the playlist's length (3 × 6 s).
  { route: '/playlists/:playlistId', shows: ['Thank you', '/ 0:18'] },
  { route: '/schedules', shows: ['Mornings'] },
  {
    route: '/data-integrations/proof-of-play/playlist/:playlistId',
    shows: ['Lobby screen', 'Download CSV'],
  },
  { route: '/admin', shows: ['Device commands'] },
  { route: '/admin/device-commands', shows: ['Lobby screen'] },
  { route: '/scenes', shows: ['Lobby'] },
  { route: '/scenes/:sceneId', shows: ['Add item', 'Welcome'] },
  { route: '/apps', shows: ['Your apps'] },
  { route: '/files', shows: ['Welcome.png', 'Posters'] },
  { route: '/files/folder/:folderId', shows: ['Thank you.png'] },
  { route: '/account', shows: ['Temperature unit'] },
  { route: '/account/users', shows: ['Allows:'] },
  { route: '/account/spaces', shows: ['Rename'] },
  { route: '/account/api-keys', shows: ['Key name'] },
  { route: '/account/user-roles', shows: ['Built-in'] },
  { route: '/account/security-policies', shows: ['Minimum password length'] },
  { route: '/account/audit-log', shows: ['Created the folder Posters'] },
  { route: '/account/screens', shows: ['Screens in use'] },
  { route: '/account/ai-models', shows: ['People'] },
  { route: '/account/item-types', shows: ['Always available'] },
  { route: '/sony-bravia/ztp', shows: ['Sony BRAVIA displays'] },
  { route: '/sony-bravia/ztp/code', shows: ['Register a Sony display'] },
  { route: '/sony-bravia/deregister', shows: ['Release a Sony display'] },
  { route: '/my-profile', shows: ['Organization: Demo account'] },
  { route: '/my-profile/notifications', shows: ['A screen goes offline'] },
  { route: '/my-profile/security', shows: ['This session'] },
  // Integrations is a page of its areas.
  { route: '/data-integrations', shows: ['Menu boards', 'Proof of play'] },
  { route: '/data-integrations/menu-board-meal-templates', shows: ['House goulash'] },
  { route: MENU_BOARDS, shows: ['Canteen', 'Drinks'] },
  { route: `${MENU_BOARDS}/:locationId`, shows: ['Lunch', 'Goulash'] },
  { route: `${MENU_BOARDS}/:locationId/create-menu-board`, shows: ['Add category'] },
  { route: `${MENU_BOARDS}/:locationId/menu-boards/:dailyBoardId`, shows: ['Sold out'] },
  { route: '/data-integrations/menu-boards/create', shows: ['Add category'] },
  { route: '/data-integrations/menu-boards/:staticBoardId', shows: ['Sold out'] },
  // Areas later issues build (console/src/app/areas.ts) and an unknown address.
  { route: '/data-integrations/analytics', shows: ['No image or video ever leaves the screen'] },
  { route: '/data-integrations/customer-feedback', shows: ['No answers in this period'] },
  // The demo account has the partner feature and no customer accounts of its own.
  { route: '/partner-console', shows: ['You have no customer accounts yet.'] },
  // The demo account is not billed by subscription (e2e/billing.e2e.ts checks the billed pages).
  { route: '/billing', shows: ['Billing is only for accounts that pay by subscription.'] },
  // The accounts of the service are its own administrators' (ROLE_GOD), not an account admin's.
  { route: '/admin/accounts', shows: ['This page is for service admins.'] },
  { route: '/no-such-page', shows: ['There is nothing at this address'] },
];

/** A dialog of a busy page: the button that opens it and texts the open dialog shows. */
interface DialogVisit extends Visit {
  name: string;
  opener: string;
  dialogShows: string[];
  /** Where it is checked: on a desktop unless said otherwise. */
  widths?: Viewport[];
}

const DIALOGS: DialogVisit[] = [
  {
    name: 'Pair a screen',
    route: '/devices',
    shows: ['Lobby screen'],
    opener: '[data-testid="pair-screen-button"]',
    dialogShows: ['Pair a screen'],
  },
  {
    // On a phone too: Publish stays in reach where the table of screens becomes a list.
    name: 'Publish to a screen',
    route: '/devices',
    shows: ['Lobby screen'],
    opener: '[data-testid="publish-button"]',
    dialogShows: ['Publish to Lobby screen'],
    widths: WIDTHS,
  },
  {
    name: 'Menu',
    route: '/devices',
    shows: ['Lobby screen'],
    opener: 'button[aria-label="Open menu"]',
    dialogShows: ['Screens', 'My Organization'],
    widths: [PHONE],
  },
  {
    name: 'Add media',
    route: '/playlists/:playlistId',
    shows: ['/ 0:18'],
    opener: '[data-testid="add-media"]',
    dialogShows: ['Add media', 'Welcome.png'],
  },
  {
    name: 'Publish the playlist',
    route: '/playlists/:playlistId',
    shows: ['/ 0:18'],
    opener: '[data-testid="publish-playlist"]',
    dialogShows: ['Publish to a screen'],
  },
  {
    name: 'New folder',
    route: '/files',
    shows: ['Posters'],
    opener: 'button::-p-text(New folder)',
    dialogShows: ['New folder'],
  },
];

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageLog: string[] = [];
/** Every finding of the run, kept as e2e/artifacts/<name>/violations.json (with markup). */
const allFindings: AxeFinding[] = [];
/** Ids of the things the routes open, by their route parameter's name. */
const made: Record<string, string> = { resetToken: 'no-such-reset-token' };

const addressOf = (route: string) =>
  route.replace(/:(\w+)/g, (_, name: string) => {
    const id = made[name];
    if (!id) throw new Error(`nothing made for :${name}`);
    return id;
  });

/**
 * Waits for `texts`, every image loaded and (for a whole page) its level-one heading drawn; says
 * what the page showed if they never come.
 */
async function waitForContent(texts: string[], within = 'body'): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted, selector) => {
        const text = document.querySelector<HTMLElement>(selector)?.innerText ?? '';
        const heading = selector !== 'body' || document.querySelector('h1')?.checkVisibility();
        return (
          heading &&
          wanted.every((t) => text.includes(t)) &&
          [...document.images].every((i) => i.complete)
        );
      },
      { timeout: WAIT_LIMIT_MS },
      texts,
      within,
    );
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
    const where = new URL(page.url()).pathname.replace(/\W+/g, '_');
    keepArtifact(suite, `${page.viewport()?.width}${where}.png`, await page.screenshot());
    const wanted = JSON.stringify(texts);
    const message = `${page.url()} never showed ${wanted} under an h1; it showed: ${shown.slice(0, 300)}`;
    throw new Error(message, { cause: error });
  }
}

/** Opens the visit's page at this width (resizing only when the width changes). */
async function open(visit: Visit, viewport: Viewport): Promise<void> {
  if (page.viewport()?.width !== viewport.width) await page.setViewport(viewport);
  await page.goto(`${server.url}${addressOf(visit.route)}`);
  await waitForContent(visit.shows);
}

/** What sticks out past the right edge: the outermost such elements, for a failure's message. */
const overflowing = () =>
  [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
    .filter((e) => (e.parentElement?.getBoundingClientRect().right ?? 0) <= window.innerWidth + 1)
    .slice(0, 3)
    .map(
      (e) => `<${e.tagName.toLowerCase()} class="${e.className}"> "${e.innerText.slice(0, 40)}"`,
    );

/**
 * Paragraphs and headings laid out inline outside a flex or grid parent: they run into their
 * neighbours ("Page not foundThere is nothing…"), as Fluent's text components do unless told.
 */
const runTogether = () =>
  [...document.querySelectorAll<HTMLElement>('p, h1, h2, h3, h4, h5, h6')]
    .filter((e) => e.checkVisibility() && getComputedStyle(e).display === 'inline')
    .filter((e) => !/flex|grid/.test(getComputedStyle(e.parentElement!).display))
    .map((e) => `<${e.tagName.toLowerCase()}> "${e.innerText.slice(0, 40)}"`);

/** The text a person sees on the page: visible text nodes outside code blocks. */
const seenText = () => {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('code, pre, script, style') || !parent.checkVisibility())
      continue;
    texts.push(node.nodeValue ?? '');
  }
  return texts.join(' ');
};

/**
 * axe finds nothing serious or critical, no program words show, no paragraph or heading runs
 * into its neighbours, and on a phone nothing sticks out sideways.
 */
async function expectUsable(where: string, viewport: Viewport): Promise<void> {
  const findings = await blockingViolations(page, `${where} at ${viewport.width} px`);
  allFindings.push(...findings);
  expect(findings.length, `axe, serious or critical:\n${describeFindings(findings)}`).toBe(0);
  expect(rawIdentifiersIn(await page.evaluate(seenText)), `raw words on ${where}`).toEqual([]);
  expect(await page.evaluate(runTogether), `text run together on ${where}`).toEqual([]);
  if (viewport !== PHONE) return;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > viewport.width) {
    const sticking = await page.evaluate(overflowing);
    expect(scrollWidth, `wider than the phone: ${sticking.join(', ')}`).toBeLessThanOrEqual(
      viewport.width,
    );
  }
}

/** Each visit at each of its widths, every desktop one first: the window is resized once. */
const atEachWidth = <V extends Visit & { widths?: Viewport[] }>(widths: Viewport[], visits: V[]) =>
  widths.flatMap((viewport) =>
    visits
      .filter((visit) => (visit.widths ?? WIDTHS).includes(viewport))
      .map((visit) => ({ ...visit, viewport, width: viewport.width })),
  );

/**
 * Every route and busy dialog of the console at the given widths, on a server of its own with
 * something made for every page: axe finds nothing serious or critical, no program words show,
 * and on a phone nothing sticks out sideways. `name` names the artifacts' folder.
 */
export function checkEveryRoute(name: string, widths: Viewport[]): void {
  suite = name;
  beforeAll(async () => {
    server = await startBuiltServer();
    Object.assign(made, await makeSomethingForEveryPage(server.url));
    browser = await launchChromium();
    page = await browser.newPage();
    recordConsole(page, pageLog);
  });

  afterAll(async () => {
    const json = JSON.stringify(allFindings, null, 2);
    keepArtifact(suite, 'violations.json', new TextEncoder().encode(json));
    await browser?.close();
    await server?.stop();
    if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
  });

  describe('every console route passes axe (WCAG 2.0/2.1 A and AA, no serious or critical)', () => {
    describe('signed out', () => {
      it.each(atEachWidth(widths, PUBLIC_PAGES))('$route at $width px', async (visit) => {
        await open(visit, visit.viewport);
        await expectUsable(visit.route, visit.viewport);
      });
    });

    describe('signed in as the demo admin', () => {
      beforeAll(async () => {
        await page.setViewport(DESKTOP);
        await page.goto(`${server.url}/login`);
        await page.waitForSelector('input[name="email"]');
        await typeWhenDrawn(page, 'input[name="email"]', DEMO_ADMIN.email);
        await typeWhenDrawn(page, 'input[name="password"]', DEMO_ADMIN.password);
        await clickWhenDrawn(page, 'button[type="submit"]');
        await page.waitForSelector('[data-testid="pair-screen-button"]', {
          timeout: WAIT_LIMIT_MS,
        });
      });

      it.each(atEachWidth(widths, SHELL_PAGES))('$route at $width px', async (visit) => {
        await open(visit, visit.viewport);
        await expectUsable(visit.route, visit.viewport);
      });

      const dialogs = DIALOGS.map((dialog) => ({ ...dialog, widths: dialog.widths ?? [DESKTOP] }));
      it.each(atEachWidth(widths, dialogs))('$route: $name dialog at $width px', async (dialog) => {
        await open(dialog, dialog.viewport);
        await clickWhenDrawn(page, dialog.opener);
        await page.waitForSelector('[role="dialog"]');
        await waitForContent(dialog.dialogShows, '[role="dialog"]');
        await expectUsable(`${dialog.route}: ${dialog.name} dialog`, dialog.viewport);
      });
    });
  });
}

/**
 * Through the API, as the demo admin: a paired screen showing the demo playlist with two plays
 * reported, a schedule, a scene with an image, a folder holding a file, a meal template and a
 * menu board location with today's board plus a static board. Returns their ids.
 */
async function makeSomethingForEveryPage(url: string): Promise<Record<string, string>> {
  const token = await signInAsDemoAdmin(url);
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(url, query, variables, `Bearer ${token}`);

  // A screen paired by its code, as a player would ask for one, then claimed for its own token.
  const { requestPairingCode: code } = await graphql<{
    requestPairingCode: { pairingCode: string; pairingSecret: string };
  }>(url, 'mutation { requestPairingCode(platform: "web") { pairingCode pairingSecret } }');
  const { pairDevice } = await gql<{ pairDevice: { _id: string } }>(
    'mutation($c: String!) { pairDevice(pairingCode: $c, name: "Lobby screen") { _id } }',
    { c: code.pairingCode },
  );
  const { claimDevice } = await graphql<{ claimDevice: { deviceToken: string } }>(
    url,
    'mutation($s: String!) { claimDevice(pairingSecret: $s) { deviceToken } }',
    { s: code.pairingSecret },
  );
  const deviceId = pairDevice._id;
  const { createScreenGroup: group } = await gql<{ createScreenGroup: { _id: string } }>(
    'mutation { createScreenGroup(name: "All shops") { _id } }',
  );
  await gql(
    'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
    {
      g: group._id,
      d: [deviceId],
    },
  );

  const { playlists, files } = await gql<{
    playlists: { _id: string; name: string; playlistItems: { _id: string }[] }[];
    files: { _id: string; originalName: string }[];
  }>('{ playlists { _id name playlistItems } files { _id originalName } }');
  const playlist = playlists.find((p) => p.name === 'Demo playlist')!;
  const fileId = (name: string) => files.find((f) => f.originalName === name)!._id;
  await publishPlaylist(url, token, deviceId, playlist._id);
  await gql('mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reload) { _id } }', {
    d: deviceId,
  });

  // Two plays of the demo playlist's first item, so its report draws its charts.
  const now = Date.now();
  const events = [1, 2].map((n) => ({
    id: `a11y-play-${n}`,
    fileIds: [fileId('Welcome.png')],
    sceneIds: [],
    timestamp: new Date(now - n * 60_000).toISOString(),
    renderPath: [playlist._id],
    currentItemId: playlist.playlistItems[0]!._id,
    previousItemId: null,
    rule: null,
    triggered: false,
    startTime: new Date(now - n * 60_000 - 6000).toISOString(),
    playlistId: playlist._id,
    durationSeconds: 6,
    interrupted: false,
  }));
  await graphql(
    url,
    'mutation($e: [PlaybackEventInput!]!) { recordPlaybackEvents(events: $e) { accepted } }',
    { e: events },
    `Bearer ${claimDevice.deviceToken}`,
  );

  await gql('mutation($i: ScheduleInput!) { createSchedule(input: $i) { _id } }', {
    i: {
      name: 'Mornings',
      playlistTimings: [{ timeFrom: '08:00', timeTo: '12:00', playlistId: playlist._id }],
    },
  });

  const item = (id: string) => ({
    _id: id,
    start: 0,
    end: 10,
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    rotation: 0,
    item: { type: 'image', fileId: fileId('Welcome.png'), body: { imageSizing: 'contain' } },
  });
  const { createScene } = await gql<{ createScene: { _id: string } }>(
    'mutation($items: JSON) { createScene(input: { name: "Lobby", type: slides, sceneItems: $items }) { _id } }',
    { items: [item('a11y-welcome')] },
  );

  const { createFolder } = await gql<{ createFolder: { _id: string } }>(
    'mutation { createFolder(name: "Posters") { _id } }',
  );
  await gql(
    'mutation($id: ID!, $f: ID) { updateFile(id: $id, data: { parentFolderId: $f }) { _id } }',
    {
      id: fileId('Thank you.png'),
      f: createFolder._id,
    },
  );

  const meal = {
    name: { default: 'Goulash', alternatives: [] },
    price: '129 Kč',
    allergens: [1, 7],
  };
  await gql(
    'mutation($b: JSON!) { createMenuBoardMealTemplate(data: { internalName: "House goulash", body: $b }) { _id } }',
    { b: meal },
  );
  const { createMenuBoardLocation: location } = await gql<{
    createMenuBoardLocation: { _id: string };
  }>('mutation { createMenuBoardLocation(data: { name: "Canteen" }) { _id } }');
  const board = (data: Record<string, unknown>) =>
    gql<{ createMenuBoard: { _id: string } }>(
      'mutation($d: CreateMenuBoardInput!) { createMenuBoard(data: $d) { _id } }',
      { d: { ...data, meals: [meal] } },
    ).then((r) => r.createMenuBoard._id);
  const today = new Date().toISOString().slice(0, 10);

  return {
    deviceId,
    groupId: group._id,
    playlistId: playlist._id,
    sceneId: createScene._id,
    folderId: createFolder._id,
    locationId: location._id,
    dailyBoardId: await board({
      name: 'Lunch',
      menuBoardLocationId: location._id,
      menuDate: today,
    }),
    staticBoardId: await board({ name: 'Drinks' }),
  };
}
