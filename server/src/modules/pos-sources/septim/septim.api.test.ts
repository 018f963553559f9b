import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  servedDay,
  startPosFixtureServer,
  type PosFixtureServer,
} from '../../../../../fixtures/pos/server.js';
import {
  PosCurrentStoreMenuDocument,
  PosStoreMenuBoardsDocument,
} from '../../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../../test/harness.js';

// The Septim store system (the v1 board's source) replayed by fixtures/pos/server.ts from
// fixtures/pos/septim, let through by OUTBOUND_ALLOW_INTERNAL as an operator would. The test
// server's day is 2030-01-01 (09:00 UTC); the fixture serves its first recorded day as today.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const STORE = '1042';

describe('Septim store menus', () => {
  let t: TestServer;
  let pos: PosFixtureServer;
  let token: string;
  let deviceToken: string;

  beforeAll(async () => {
    pos = await startPosFixtureServer({ today: () => t.clock.now() });
    t = await TestServer.start({
      SEPTIM_API_URL: pos.origin,
      SEPTIM_API_KEY: 'septim-test-key',
      OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${pos.port}`,
    });
    token = await t.signIn();
    deviceToken = (await t.pairDevice(token)).deviceToken;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), pos.stop()]);
  });
  beforeEach(() => {
    pos.reset();
    // Past every kept menu and every kept failure.
    t.clock.advance(5 * MINUTE);
  });

  const today = () => servedDay(t.clock.now());
  const range = (storeId: string, dateFrom: string, dateTo: string, auth = { token }) =>
    t.attempt(PosStoreMenuBoardsDocument, { source: 'SEPTIM', storeId, dateFrom, dateTo }, auth);
  const current = (storeId: string, auth = { token }) =>
    t
      .request(PosCurrentStoreMenuDocument, { source: 'SEPTIM', storeId }, auth)
      .then((r) => r.currentStoreMenu);
  const mealOf = async (mealId: string, auth = { token }) =>
    (await current(STORE, auth)).boards[0]!.meals.find((meal) => meal.id === mealId)!;

  it('reads a store’s days as one board each, meals grouped by category, days without meals left out', async () => {
    const from = today();
    const answer = await range(STORE, from, servedDay(t.clock.now(), 2));
    expect(answer.errors).toBeUndefined();
    const { boards, warning, fetchedAt } = answer.data!.storeMenuBoards;
    expect(warning).toBeNull();
    expect(fetchedAt).toBe(t.clock.now().toISOString());
    // One board a day; the third recorded day has no meals.
    expect(boards.map((b) => b.menuDate)).toEqual([from, servedDay(t.clock.now(), 1)]);

    const board = boards[0]!;
    expect(board).toMatchObject({ title: null, foodKindCode: null, availableFrom: null });
    expect(board.categories).toEqual(['Polévky', 'Hlavní jídla', 'Saláty', 'Dezerty']);
    expect(board.meals.map((m) => [m.category, m.name])).toEqual([
      ['Polévky', 'Polévka hovězí vývar s nudlemi'],
      ['Polévky', 'Polévka bramboračka'],
      ['Hlavní jídla', 'Svíčková na smetaně, houskový knedlík'],
      ['Hlavní jídla', 'Smažený sýr, vařené brambory, tatarská omáčka'],
      ['Hlavní jídla', 'Kuřecí plátek na grilu, dušená rýže'],
      ['Saláty', 'Čočkový salát s červenou cibulí'],
      ['Dezerty', 'Jablečný závin se šlehačkou'],
    ]);
    expect(board.meals[4]).toEqual({
      id: '6601a005c9e2',
      name: 'Kuřecí plátek na grilu, dušená rýže',
      category: 'Hlavní jídla',
      nameTranslations: [],
      description: null,
      type: 'main',
      allergens: [],
      price: 135.5,
      priceText: '135,50',
      energy: 610,
      carbs: 64.3,
      proteins: 42,
      fats: 14.5,
      cholesterol: 95,
      isAvailable: true,
      isSoldOut: false,
      imageUrl: 'https://img.septim.cz/stores/1042/meals/10322.jpg',
      pictograms: [],
      receiptId: 'R-1203',
      septimId: '10322',
    });
    expect(board.meals[0]).toMatchObject({ allergens: [1, 3, 9], price: 35, priceText: '35' });
    // ASSUMED auth: the configured key goes to Septim as X-Api-Key.
    expect(pos.lastHeaders()?.['x-api-key']).toBe('septim-test-key');
  });

  it('gives a screen today’s menu (UTC date) with its own device token', async () => {
    const menu = await current(STORE, { token: deviceToken });
    expect(menu.boards.map((b) => b.menuDate)).toEqual(['2030-01-01']);
    expect(menu.boards[0]!.meals[0]!.name).toBe('Polévka hovězí vývar s nudlemi');
    const anonymous = await t.attempt(PosCurrentStoreMenuDocument, {
      source: 'SEPTIM',
      storeId: STORE,
    });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('shows a meal taken off at the store once the 120 s cache period ends, not before', async () => {
    const svickova = '6601a003c9e2';
    expect((await mealOf(svickova, { token: deviceToken })).isAvailable).toBe(true);
    const fetched = pos.requestsFor(STORE);

    pos.markSoldOut(STORE, svickova);
    t.clock.advance(120 * SECOND - 1);
    expect((await mealOf(svickova, { token: deviceToken })).isAvailable).toBe(true);
    expect(pos.requestsFor(STORE)).toBe(fetched);

    t.clock.advance(1);
    expect(await mealOf(svickova, { token: deviceToken })).toMatchObject({
      isAvailable: false,
      isSoldOut: false,
    });
    expect(pos.requestsFor(STORE)).toBe(fetched + 1);
  });

  it('asks nothing for an empty store id', async () => {
    const before = pos.requests();
    for (const storeId of ['', '   ']) {
      expect(await current(storeId)).toEqual({ boards: [], warning: null, fetchedAt: null });
      const answer = await range(storeId, today(), today());
      expect(answer.data!.storeMenuBoards.boards).toEqual([]);
    }
    expect(pos.requests()).toBe(before);
  });

  it('warns with the store id when the store has no menu', async () => {
    const unknown = await current(' 9999 ');
    expect(unknown.boards).toEqual([]);
    expect(unknown.warning).toBe(
      'No menu data found for store ID: 9999. Please verify if the store ID is correct.',
    );
    // The recorded store has no meals on its third day.
    const empty = await range(STORE, servedDay(t.clock.now(), 2), servedDay(t.clock.now(), 2));
    expect(empty.data!.storeMenuBoards.warning).toBe(
      'No menu data found for store ID: 1042. Please verify if the store ID is correct.',
    );
  });

  it('says clearly when Septim changed its shape or fails', async () => {
    const changed = await t.attempt(
      PosCurrentStoreMenuDocument,
      { source: 'SEPTIM', storeId: '2077' },
      { token },
    );
    expect(codeOf(changed)).toBe('BAD_USER_INPUT');
    expect(messageOf(changed)).toBe(
      'Error loading menu data: Septim answered in a shape Marquee cannot read (Invalid input: expected array, received undefined at 0.meals)',
    );

    pos.failWith(STORE, 503);
    const failed = await t.attempt(
      PosCurrentStoreMenuDocument,
      { source: 'SEPTIM', storeId: STORE },
      { token },
    );
    expect(codeOf(failed)).toBe('BAD_USER_INPUT');
    expect(messageOf(failed)).toBe('Error loading menu data: Septim answered with status 503');
  });

  it('refuses dates it cannot read and ranges longer than a month, before any fetch', async () => {
    const before = pos.requests();
    expect(messageOf(await range(STORE, '1.1.2030', '2030-01-02'))).toBe(
      'Dates must be written as YYYY-MM-DD, e.g. 2030-01-31.',
    );
    expect(messageOf(await range(STORE, '2030-02-30', '2030-03-01'))).toBe(
      'Dates must be written as YYYY-MM-DD, e.g. 2030-01-31.',
    );
    expect(messageOf(await range(STORE, '2030-01-05', '2030-01-04'))).toBe(
      'The range must not end before it starts.',
    );
    expect(messageOf(await range(STORE, '2030-01-01', '2030-02-01'))).toBe(
      'At most 31 days of menus can be read at once.',
    );
    expect((await range(STORE, '2030-01-01', '2030-01-31')).errors).toBeUndefined();
    expect(pos.requests()).toBe(before + 1);
  });
});
