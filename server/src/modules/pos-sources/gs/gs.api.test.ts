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

// The GS food-service system (the store-specific board's source) replayed by
// fixtures/pos/server.ts from fixtures/pos/gs. The test server's day is 2030-01-01 (09:00 UTC);
// the fixture serves its first recorded day as today.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const AFFILIATE = '315';

describe('GS affiliate menus', () => {
  let t: TestServer;
  let pos: PosFixtureServer;
  let token: string;
  let deviceToken: string;

  beforeAll(async () => {
    pos = await startPosFixtureServer({ today: () => t.clock.now() });
    t = await TestServer.start({
      GS_API_URL: `${pos.origin}/`,
      GS_API_KEY: 'gs-test-key',
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
    t.clock.advance(5 * MINUTE);
  });

  const day = (n: number) => servedDay(t.clock.now(), n);
  const current = (storeId: string, auth = { token }) =>
    t
      .request(PosCurrentStoreMenuDocument, { source: 'GS', storeId }, auth)
      .then((r) => r.currentStoreMenu);

  it('reads boards with their food kind, serving hours, categories and translated meals', async () => {
    const answer = await t.request(
      PosStoreMenuBoardsDocument,
      { source: 'GS', storeId: AFFILIATE, dateFrom: day(0), dateTo: day(6) },
      { token },
    );
    const { boards, warning } = answer.storeMenuBoards;
    expect(warning).toBeNull();
    expect(boards.map((b) => [b.menuDate, b.id, b.title, b.foodKindCode])).toEqual([
      [day(0), 'gs-b-501', 'Obědové menu', 'LUNCH'],
      [day(0), 'gs-b-502', 'Snídaně', 'BREAKFAST'],
      [day(1), 'gs-b-511', 'Obědové menu', 'LUNCH'],
    ]);
    const lunch = boards[0]!;
    expect(lunch).toMatchObject({ availableFrom: '11:00', availableTo: '14:30' });
    // An empty category (Saláty) is no heading on the board.
    expect(lunch.categories).toEqual(['Polévky', 'Hlavní jídla']);
    expect(lunch.meals.map((m) => [m.category, m.name, m.price])).toEqual([
      ['Polévky', 'Polévka gulášová', 39],
      ['Polévky', 'Polévka čočková', 35],
      ['Hlavní jídla', 'Kuře na paprice, těstoviny', 152],
      ['Hlavní jídla', 'Hovězí guláš, houskový knedlík', 159],
      ['Hlavní jídla', 'Pečené tofu se zeleninou a rýží', 129.5],
    ]);
    expect(lunch.meals[2]).toEqual({
      id: 'gs-m-3',
      name: 'Kuře na paprice, těstoviny',
      category: 'Hlavní jídla',
      nameTranslations: [
        { languageCode: 'en', value: 'Paprika chicken with pasta' },
        { languageCode: 'de', value: 'Paprikahähnchen mit Nudeln' },
      ],
      description: '150 g masa',
      type: null,
      allergens: [1, 3, 7],
      price: 152,
      priceText: '152',
      energy: null,
      carbs: null,
      proteins: null,
      fats: null,
      cholesterol: null,
      isAvailable: true,
      isSoldOut: false,
      imageUrl: null,
      pictograms: [],
      receiptId: null,
      septimId: null,
    });
    expect(lunch.meals[4]).toMatchObject({
      priceText: '129,50',
      imageUrl: 'https://cdn.gs-gastro.cz/affiliates/315/tofu.jpg',
    });
    // Allergens as text and a price written "29,-" read the same as numbers.
    expect(boards[1]!.meals[0]).toMatchObject({
      allergens: [1, 3, 7],
      price: 29,
      priceText: '29,-',
    });
    // ASSUMED auth: the configured key goes to GS as a bearer token.
    expect(pos.lastHeaders()?.authorization).toBe('Bearer gs-test-key');
  });

  it('shows a meal sold out at the source once the 20 s cache period ends, not before', async () => {
    const soldOut = async () =>
      (await current(AFFILIATE, { token: deviceToken })).boards[0]!.meals.find(
        (m) => m.id === 'gs-m-3',
      )!.isSoldOut;
    expect(await soldOut()).toBe(false);
    const fetched = pos.requestsFor(AFFILIATE);

    pos.markSoldOut(AFFILIATE, 'gs-m-3');
    t.clock.advance(20 * SECOND - 1);
    expect(await soldOut()).toBe(false);
    expect(pos.requestsFor(AFFILIATE)).toBe(fetched);

    t.clock.advance(1);
    expect(await soldOut()).toBe(true);
    expect(pos.requestsFor(AFFILIATE)).toBe(fetched + 1);
  });

  it('asks nothing for an empty affiliate id and warns for an unknown one', async () => {
    const before = pos.requests();
    expect(await current('  ')).toEqual({ boards: [], warning: null, fetchedAt: null });
    expect(pos.requests()).toBe(before);

    const unknown = await current('404404');
    expect(unknown.boards).toEqual([]);
    expect(unknown.warning).toBe(
      'No menu data found for store ID: 404404. Please verify if the store ID is correct.',
    );
    expect(pos.requestsFor('404404')).toBe(1);
  });

  it('says clearly when GS changed its shape or fails, and keeps a failure no longer than its cache period', async () => {
    const changed = await t.attempt(
      PosCurrentStoreMenuDocument,
      { source: 'GS', storeId: '316' },
      { token },
    );
    expect(codeOf(changed)).toBe('BAD_USER_INPUT');
    expect(messageOf(changed)).toBe(
      'Error loading menu data: GS answered in a shape Marquee cannot read (Invalid input: expected array, received undefined at menuBoards)',
    );

    pos.failWith(AFFILIATE, 500);
    const failed = await t.attempt(
      PosCurrentStoreMenuDocument,
      { source: 'GS', storeId: AFFILIATE },
      { token },
    );
    expect(messageOf(failed)).toBe('Error loading menu data: GS answered with status 500');
    pos.failWith(AFFILIATE, null);
    t.clock.advance(20 * SECOND);
    expect((await current(AFFILIATE)).boards).toHaveLength(2);
  });
});
