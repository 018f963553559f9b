// End to end, against the built server in Chromium at 1920 × 1080: a location's daily menu of
// 2, 8 and 30 meals on a paired screen fills the screen. Two meals are large type, eight are
// comfortable, thirty fit in columns of smaller type, and nothing leaves the screen or is cut
// off. The screenshots are kept as e2e/artifacts/menu-board-layouts/menu-board-<n>-meals.png;
// the designs (Classic list, Two columns with pictures, Chalkboard) are kept beside them.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifact, launchChromium, recordConsole } from './support/browser.js';
import { graphql, pairPlayer, publishPlaylist, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const SUITE = 'menu-board-layouts';
const SCREEN = { width: 1920, height: 1080 };

let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
let token: string;
let deviceId: string;
const pageLog: string[] = [];

const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server!.url, query, variables, `Bearer ${token}`);

beforeAll(async () => {
  server = await startBuiltServer();
  token = await signInAsDemoAdmin(server.url);
  browser = await launchChromium();
  player = await browser.newPage();
  await player.setViewport(SCREEN);
  recordConsole(player, pageLog);
  deviceId = await pairPlayer(player, server.url, token, 'Canteen screen');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

/** A Czech canteen's week: real names, descriptions and allergens, cycled to any length. */
const DISHES: [
  category: string,
  name: string,
  description: string,
  price: string,
  allergens: number[],
][] = [
  ['Polévky', 'Hovězí vývar s nudlemi', 'Domácí nudle, kořenová zelenina', '45', [1, 3, 9]],
  ['Polévky', 'Bramboračka', 'Brambory, houby, majoránka', '42', [1, 9]],
  [
    'Hlavní jídla',
    'Svíčková na smetaně, houskový knedlík',
    'Hovězí svíčková, brusinky',
    '189',
    [1, 3, 7, 9, 10],
  ],
  ['Hlavní jídla', 'Smažený sýr, hranolky, tatarská omáčka', 'Eidam 100 g', '159', [1, 3, 7, 10]],
  ['Hlavní jídla', 'Kuřecí řízek, bramborový salát', 'Kuřecí prsa 150 g', '169', [1, 3, 7, 10]],
  ['Hlavní jídla', 'Guláš s houskovým knedlíkem', 'Hovězí kýta, cibule, paprika', '149', [1, 3, 7]],
  [
    'Hlavní jídla',
    'Pečená kachna, červené zelí, bramborový knedlík',
    'Čtvrtka kachny',
    '219',
    [1, 3, 7],
  ],
  ['Hlavní jídla', 'Losos na másle, šťouchané brambory', 'Losos 120 g, citron', '239', [4, 7]],
  ['Vegetariánská', 'Rizoto s houbami a parmazánem', 'Arborio, žampiony, hříbky', '149', [7, 9]],
  ['Vegetariánská', 'Zeleninové kari s rýží', 'Cizrna, kokosové mléko', '139', [6]],
  ['Dezerty', 'Jablečný štrúdl se šlehačkou', 'Skořice, rozinky', '69', [1, 3, 7, 8]],
  ['Dezerty', 'Palačinky s tvarohem', 'Dvě palačinky, lesní ovoce', '79', [1, 3, 7]],
];

function mealsOf(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const [category, name, description, price, allergens] = DISHES[i % DISHES.length]!;
    const round = Math.floor(i / DISHES.length);
    return {
      name: { default: round === 0 ? name : `${name} ${round + 1}`, alternatives: [] },
      category: { default: category, alternatives: [] },
      description: { default: description, alternatives: [] },
      price,
      allergens,
    };
  });
}

/** The screen's own date, as the player asks for the board of its day. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A location with a daily board of `count` meals today, shown full screen on the player. */
async function showBoard(count: number, design: string, currency = 'CZK'): Promise<void> {
  const { createMenuBoardLocation: location } = await gql<{
    createMenuBoardLocation: { _id: string };
  }>('mutation($d: CreateMenuBoardLocationInput!) { createMenuBoardLocation(data: $d) { _id } }', {
    d: { name: `Canteen ${count} ${design}`, currency },
  });
  await gql('mutation($d: CreateMenuBoardInput!) { createMenuBoard(data: $d) { _id } }', {
    d: { menuBoardLocationId: location._id, menuDate: today(), meals: mealsOf(count) },
  });
  const body = {
    menuBoardSource: 'daily',
    menuBoardLocationId: location._id,
    layout: 'classic',
    configsByLayout: { classic: { title: 'Jídelní lístek', design, numberOfColumns: 4 } },
  };
  const item = { _id: 'board', start: 0, end: 3600, x: 0, y: 0, w: 100, h: 100 };
  const { createScene } = await gql<{ createScene: { _id: string } }>(
    'mutation($n: String!, $items: JSON) { createScene(input: { name: $n, type: slides, sceneItems: $items }) { _id } }',
    { n: `Board ${count} ${design}`, items: [{ ...item, item: { type: 'menu_board', body } }] },
  );
  const { createPlaylist } = await gql<{ createPlaylist: { _id: string } }>(
    'mutation($n: String!, $items: JSON) { createPlaylist(input: { name: $n, playlistItems: $items }) { _id } }',
    {
      n: `Board ${count} ${design}`,
      items: [{ _id: 'scene', type: 'scene-reference', sceneId: createScene._id }],
    },
  );
  await publishPlaylist(server!.url, token, deviceId, createPlaylist._id);
  // What a person waits for: the board of this design with all its meals drawn.
  await player.waitForFunction(
    (design, count) => {
      const board = document.querySelector(`[data-testid="menu-board"][data-design="${design}"]`);
      return board?.querySelectorAll('[data-testid="menu-meal"]').length === count;
    },
    { timeout: WAIT_LIMIT_MS },
    design,
    count,
  );
  await player.evaluate(() => document.fonts.ready.then(() => undefined));
}

interface Layout {
  /** Top of the first meal to bottom of the last thing drawn, as a share of the screen. */
  filledHeight: number;
  /** Elements whose box leaves the screen, and texts cut off, by their text. */
  outside: string[];
  clipped: string[];
  titleFontPx: number;
  columns: number;
  prices: string[];
}

/** What a person would see of the board: how much of the screen it fills, and what is cut off. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid="menu-board"]')!;
    const view = { width: window.innerWidth, height: window.innerHeight };
    const drawn = [...board.querySelectorAll<HTMLElement>('*')].filter(
      (el) => el.getClientRects().length > 0 && el.tagName !== 'STYLE',
    );
    const outside: string[] = [];
    const clipped: string[] = [];
    let top = Infinity;
    let bottom = 0;
    for (const el of drawn) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (
        box.left < -0.5 ||
        box.top < -0.5 ||
        box.right > view.width + 0.5 ||
        box.bottom > view.height + 0.5
      )
        outside.push(el.textContent?.slice(0, 40) ?? el.tagName);
      if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        clipped.push(el.textContent?.slice(0, 40) ?? el.tagName);
      if (el.dataset.testid === 'menu-meal' || el.dataset.testid === 'menu-board-title')
        top = Math.min(top, box.top);
      bottom = Math.max(bottom, box.bottom);
    }
    const title = board.querySelector('[data-testid="menu-meal-title"]')!;
    return {
      filledHeight: (bottom - top) / view.height,
      outside,
      clipped,
      titleFontPx: parseFloat(getComputedStyle(title).fontSize),
      columns: Number(
        board.querySelector<HTMLElement>('[data-testid="menu-board-columns"]')?.dataset.columns,
      ),
      prices: [...board.querySelectorAll('[data-testid="menu-meal-price"]')].map(
        (p) => p.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '',
      ),
    };
  });
}

describe('menu boards fill a 1920 × 1080 screen', () => {
  it('sets 2 meals in large type over most of the screen', async () => {
    await showBoard(2, 'standard');
    const layout = await measure(player);
    keepArtifact(SUITE, 'menu-board-2-meals.png', await player.screenshot({ type: 'png' }));
    expect(layout.outside).toEqual([]);
    expect(layout.clipped).toEqual([]);
    expect(layout.filledHeight).toBeGreaterThan(0.7);
    // Twice the meal title's stored 28 px at least: readable across the canteen.
    expect(layout.titleFontPx).toBeGreaterThanOrEqual(56);
    expect(layout.prices).toEqual(['45 Kč', '42 Kč']);
  });

  it('sets 8 meals comfortably, with the allergen legend', async () => {
    await showBoard(8, 'standard');
    const layout = await measure(player);
    keepArtifact(SUITE, 'menu-board-8-meals.png', await player.screenshot({ type: 'png' }));
    expect(layout.outside).toEqual([]);
    expect(layout.clipped).toEqual([]);
    expect(layout.filledHeight).toBeGreaterThan(0.75);
    expect(layout.titleFontPx).toBeGreaterThanOrEqual(28);
    expect(
      await player.$eval('[data-testid="menu-allergen-legend"]', (l) => l.textContent),
    ).toContain('7 Mléko');
  });

  it('fits 30 meals in columns of smaller type, nothing cut off', async () => {
    await showBoard(30, 'standard');
    const layout = await measure(player);
    keepArtifact(SUITE, 'menu-board-30-meals.png', await player.screenshot({ type: 'png' }));
    expect(layout.outside).toEqual([]);
    expect(layout.clipped).toEqual([]);
    expect(layout.filledHeight).toBeGreaterThan(0.75);
    expect(layout.columns).toBeGreaterThanOrEqual(3);
    expect(layout.titleFontPx).toBeLessThan(28);
  });

  it.each([
    ['list', 12, 'EUR'],
    ['pictures', 8, 'CZK'],
    ['chalkboard', 12, 'CZK'],
  ])(
    'draws the %s design with %i meals in %s, filling the screen',
    async (design, count, currency) => {
      await showBoard(count, design, currency);
      const layout = await measure(player);
      keepArtifact(SUITE, `menu-board-${design}.png`, await player.screenshot({ type: 'png' }));
      expect(layout.outside).toEqual([]);
      expect(layout.clipped).toEqual([]);
      expect(layout.filledHeight).toBeGreaterThan(0.7);
      if (currency === 'EUR') expect(layout.prices[0]).toMatch(/^45 €$/);
    },
  );
});
