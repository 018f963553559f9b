import { PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import {
  TestCreateMenuBoardDocument,
  TestCreateMenuBoardLocationDocument,
  TestDeleteMenuBoardDocument,
  TestDuplicateMenuBoardDocument,
  TestMenuBoardDatesDocument,
  TestMenuBoardDocument,
  TestMenuBoardForDayDocument,
  TestMenuBoardLocationDocument,
  TestMenuBoardLocationsDocument,
  TestMenuBoardsDocument,
  TestUpdateMenuBoardDocument,
  TestUpdateMenuBoardLocationDocument,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { DAY_TAKEN } from './board-service.js';
import { SOURCE_FIXED } from './location-service.js';
import { fieldErrorsOf, meal, menuBoardKit } from '../../test/menu-boards-test-kit.js';

// Locations and daily boards through the API as the console and a screen use them. Run on
// SQLite and PostgreSQL: the one-board-per-day rule is the database's.

describe('menu board locations and daily boards', () => {
  let t: TestServer;
  let kit: ReturnType<typeof menuBoardKit>;
  let admin: string;
  let otherAccount: string;
  let device: { deviceId: string; deviceToken: string };

  beforeAll(async () => {
    t = await TestServer.start();
    kit = menuBoardKit(t);
    admin = await t.signIn();
    otherAccount = await signUpAccount(t, 'other-menus@example.com');
    device = await t.pairDevice(admin, 'Canteen screen');
  }, 60_000);
  afterAll(() => t.close());

  it('creates a location per data source, the source following from the id given', async () => {
    const none = await kit.location(admin, { name: 'Canteen' });
    expect(none).toMatchObject({ dataSource: 'NONE', septimStoreId: null, gsAffiliateId: null });
    const septim = await kit.location(admin, { name: 'Bistro', septimStoreId: ' 4411 ' });
    expect(septim).toMatchObject({ dataSource: 'SEPTIM', septimStoreId: '4411' });
    const gs = await kit.location(admin, { name: 'Kiosk', dataSource: 'GS', gsAffiliateId: 'A-9' });
    expect(gs).toMatchObject({ dataSource: 'GS', gsAffiliateId: 'A-9', septimStoreId: null });
    const listed = (await kit.ok(TestMenuBoardLocationsDocument, {}, admin)).menuBoardLocations;
    expect(listed.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Canteen', 'Bistro', 'Kiosk']),
    );
  });

  it.each([
    [
      { name: 'No id', dataSource: 'SEPTIM' as const },
      'septimStoreId',
      'Enter the Septim Store ID',
    ],
    [{ name: 'No id', dataSource: 'GS' as const }, 'gsAffiliateId', 'Enter the GS Affiliate ID'],
    [{ name: 'Both', septimStoreId: '1', gsAffiliateId: '2' }, 'gsAffiliateId', 'Only a location'],
    [{ name: 'Wrong', dataSource: 'NONE' as const, septimStoreId: '1' }, 'septimStoreId', 'Only'],
    [{ name: '   ' }, 'name', 'Enter a name'],
  ])('refuses a location %j at %s', async (data, path, message) => {
    const result = await t.attempt(TestCreateMenuBoardLocationDocument, { data }, { token: admin });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(result)?.[0]).toMatchObject({ path });
    expect(fieldErrorsOf(result)?.[0]?.message).toContain(message);
  });

  it('renames a location but never changes its source or store id', async () => {
    const bistro = await kit.location(admin, { name: 'Old name', septimStoreId: '77' });
    const renamed = await kit.ok(
      TestUpdateMenuBoardLocationDocument,
      { id: bistro._id, data: { name: 'New name', dataSource: 'SEPTIM', septimStoreId: '77' } },
      admin,
    );
    expect(renamed.updateMenuBoardLocation).toMatchObject({
      name: 'New name',
      septimStoreId: '77',
    });
    for (const data of [
      { septimStoreId: '78' },
      { dataSource: 'GS' as const },
      { gsAffiliateId: 'x' },
    ]) {
      const refused = await t.attempt(
        TestUpdateMenuBoardLocationDocument,
        { id: bistro._id, data },
        { token: admin },
      );
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(messageOf(refused)).toBe(SOURCE_FIXED);
    }
    const read = await kit.ok(TestMenuBoardLocationDocument, { id: bistro._id }, admin);
    expect(read.menuBoardLocation).toMatchObject({ dataSource: 'SEPTIM', septimStoreId: '77' });
  });

  it('keeps a currency per location: CZK unless chosen, refused when not ISO 4217', async () => {
    const canteen = await kit.location(admin, { name: 'Crown canteen' });
    expect(canteen.currency).toBe('CZK');
    const euro = await kit.location(admin, { name: 'Euro canteen', currency: 'eur' });
    expect(euro.currency).toBe('EUR');
    const changed = await kit.ok(
      TestUpdateMenuBoardLocationDocument,
      { id: canteen._id, data: { currency: 'PLN' } },
      admin,
    );
    expect(changed.updateMenuBoardLocation).toMatchObject({
      name: 'Crown canteen',
      currency: 'PLN',
    });
    for (const currency of ['XYZ', 'Kč', '']) {
      const refused = await t.attempt(
        TestUpdateMenuBoardLocationDocument,
        { id: canteen._id, data: { currency } },
        { token: admin },
      );
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(refused)?.[0]).toMatchObject({
        path: 'currency',
        message: 'Choose a currency from the list',
      });
    }
    const board = await kit.board(admin, {
      menuBoardLocationId: euro._id,
      menuDate: '2030-03-02',
      meals: [],
    });
    expect(board.currency).toBe('EUR');
    const onScreen = await kit.ok(
      TestMenuBoardForDayDocument,
      { locationId: euro._id, menuDate: '2030-03-02' },
      device.deviceToken,
    );
    expect(onScreen.menuBoardForDay?.currency).toBe('EUR');
    const unplaced = await kit.board(admin, { meals: [] });
    expect(unplaced.currency).toBe('CZK');
  });

  it('keeps one board per location and day, found by day and marked in the calendar', async () => {
    const canteen = await kit.location(admin, { name: 'Day canteen' });
    const monday = await kit.board(admin, {
      menuBoardLocationId: canteen._id,
      menuDate: '2030-01-14',
      meals: [meal('Goulash', { category: { default: 'Main', alternatives: [] } })],
    });
    expect(monday).toMatchObject({ type: 'daily', origin: 'manual', language: 'cs' });
    await kit.board(admin, { menuBoardLocationId: canteen._id, menuDate: '2030-01-31', meals: [] });
    await kit.board(admin, { menuBoardLocationId: canteen._id, menuDate: '2030-02-01', meals: [] });

    const again = await t.attempt(
      TestCreateMenuBoardDocument,
      { data: { menuBoardLocationId: canteen._id, menuDate: '2030-01-14', meals: [] } },
      { token: admin },
    );
    expect(codeOf(again)).toBe('CONFLICT');
    expect(messageOf(again)).toBe(DAY_TAKEN);

    const day = { locationId: canteen._id, menuDate: '2030-01-14', deviceId: device.deviceId };
    const found = (await kit.ok(TestMenuBoardForDayDocument, day, admin)).menuBoardForDay;
    expect(found?._id).toBe(monday._id);
    expect(found?.meals[0]).toMatchObject({ name: { default: 'Goulash' }, allergens: [1, 7] });
    const empty = { ...day, menuDate: '2030-01-15' };
    expect((await kit.ok(TestMenuBoardForDayDocument, empty, admin)).menuBoardForDay).toBeNull();

    const dates = await kit.ok(
      TestMenuBoardDatesDocument,
      { locationId: canteen._id, month: '2030-01' },
      admin,
    );
    expect(dates.menuBoardDates).toEqual(['2030-01-14', '2030-01-31']);

    const moved = await t.attempt(
      TestUpdateMenuBoardDocument,
      { id: monday._id, data: { menuDate: '2030-01-31' } },
      { token: admin },
    );
    expect(codeOf(moved)).toBe('CONFLICT');
    const copy = await t.attempt(
      TestDuplicateMenuBoardDocument,
      { id: monday._id, menuDate: '2030-01-31' },
      { token: admin },
    );
    expect(codeOf(copy)).toBe('CONFLICT');
    const tuesday = await kit.ok(
      TestDuplicateMenuBoardDocument,
      { id: monday._id, menuDate: '2030-01-15' },
      admin,
    );
    expect(tuesday.duplicateMenuBoard.meals.map((m) => m.name.default)).toEqual(['Goulash']);
  });

  it('refuses a daily board without a date, a bad date and meals with wrong fields', async () => {
    const canteen = await kit.location(admin, { name: 'Strict canteen' });
    const cases = [
      [{ menuBoardLocationId: canteen._id, meals: [] }, 'menuDate'],
      [{ menuBoardLocationId: canteen._id, menuDate: '2030-02-30' }, 'menuDate'],
      [{ menuDate: '2030-02-03' }, 'menuDate'],
      [{ meals: [meal('Soup', { allergens: [1, 'seven'] })] }, 'meals.0.allergens.1'],
      [
        { meals: [meal('Soup', { extras: [{ title: 'Bread', price: 5 }] })] },
        'meals.0.extras.0.price',
      ],
      [{ meals: [{ price: '10' }] }, 'meals.0.name'],
    ] as const;
    for (const [data, path] of cases) {
      const result = await t.attempt(TestCreateMenuBoardDocument, { data }, { token: admin });
      expect(codeOf(result), path).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(result)?.[0]?.path).toBe(path);
    }
  });

  it('lists a location boards newest date first and hides them from another account or space', async () => {
    const canteen = await kit.location(admin, { name: 'Private canteen' });
    const board = await kit.board(admin, {
      menuBoardLocationId: canteen._id,
      menuDate: '2030-03-02',
    });
    await kit.board(admin, { menuBoardLocationId: canteen._id, menuDate: '2030-03-05' });
    const listed = await kit.ok(
      TestMenuBoardsDocument,
      {
        filter: { menuBoardLocationId: { eq: canteen._id } },
        sort: { field: 'menuDate', direction: 'desc' },
      },
      admin,
    );
    expect(listed.menuBoards.data.map((b) => b.menuDate)).toEqual(['2030-03-05', '2030-03-02']);
    expect(listed.menuBoards.total).toBe(2);

    const elsewhere = await kit.otherSpace(admin, 'Menu elsewhere');
    for (const token of [otherAccount, elsewhere.token]) {
      const reads = [
        await t.attempt(TestMenuBoardLocationDocument, { id: canteen._id }, { token }),
        await t.attempt(TestMenuBoardDocument, { id: board._id }, { token }),
        await t.attempt(
          TestUpdateMenuBoardDocument,
          { id: board._id, data: { name: 'x' } },
          { token },
        ),
        await t.attempt(TestDeleteMenuBoardDocument, { id: board._id }, { token }),
        await t.attempt(
          TestCreateMenuBoardDocument,
          { data: { menuBoardLocationId: canteen._id, menuDate: '2030-03-09' } },
          { token },
        ),
        await t.attempt(
          TestMenuBoardForDayDocument,
          { locationId: canteen._id, menuDate: '2030-03-02' },
          { token },
        ),
      ];
      expect(reads.map(codeOf)).toEqual(Array(reads.length).fill('NOT_FOUND'));
      const theirs = await kit.ok(TestMenuBoardLocationsDocument, {}, token);
      expect(theirs.menuBoardLocations.map((l) => l._id)).not.toContain(canteen._id);
      const pages = await kit.ok(TestMenuBoardsDocument, {}, token);
      expect(pages.menuBoards.data.map((b) => b._id)).not.toContain(board._id);
    }
  });

  it('lets a reader read but not write, and refuses someone without the read permission', async () => {
    const canteen = await kit.location(admin, { name: 'Read-only canteen' });
    const board = await kit.board(admin, {
      menuBoardLocationId: canteen._id,
      menuDate: '2030-04-01',
    });
    const reader = await invitedUser(t, admin, 'menu-reader@example.com', [
      PERMISSIONS.integrations.menuBoardRead,
      PERMISSIONS.integrations.menuBoardLocationRead,
    ]);
    expect((await kit.ok(TestMenuBoardDocument, { id: board._id }, reader)).menuBoard._id).toBe(
      board._id,
    );
    const writes = [
      await t.attempt(
        TestCreateMenuBoardLocationDocument,
        { data: { name: 'x' } },
        { token: reader },
      ),
      await t.attempt(
        TestUpdateMenuBoardLocationDocument,
        { id: canteen._id, data: { name: 'x' } },
        { token: reader },
      ),
      await t.attempt(TestCreateMenuBoardDocument, { data: { name: 'x' } }, { token: reader }),
      await t.attempt(TestDeleteMenuBoardDocument, { id: board._id }, { token: reader }),
    ];
    expect(writes.map(codeOf)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);

    const stranger = await invitedUser(t, admin, 'no-menus@example.com', [
      PERMISSIONS.playlist.read,
    ]);
    const refused = [
      await t.attempt(TestMenuBoardLocationsDocument, {}, { token: stranger }),
      await t.attempt(TestMenuBoardsDocument, {}, { token: stranger }),
      await t.attempt(TestMenuBoardDocument, { id: board._id }, { token: stranger }),
    ];
    expect(refused.map(codeOf)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
  });

  it("lets a screen read its account's boards and locations but write nothing", async () => {
    const canteen = await kit.location(admin, { name: 'Screen canteen' });
    const board = await kit.board(admin, {
      menuBoardLocationId: canteen._id,
      menuDate: '2030-05-06',
      meals: [meal('Schnitzel')],
    });
    const token = device.deviceToken;
    const day = { locationId: canteen._id, menuDate: '2030-05-06', deviceId: device.deviceId };
    expect((await kit.ok(TestMenuBoardForDayDocument, day, token)).menuBoardForDay?._id).toBe(
      board._id,
    );
    expect(
      (await kit.ok(TestMenuBoardDocument, { id: board._id }, token)).menuBoard.meals,
    ).toHaveLength(1);
    const locations = (await kit.ok(TestMenuBoardLocationsDocument, {}, token)).menuBoardLocations;
    expect(locations.map((l) => l._id)).toContain(canteen._id);
    const write = await t.attempt(TestDeleteMenuBoardDocument, { id: board._id }, { token });
    expect(codeOf(write)).toBe('FORBIDDEN');

    const foreignScreen = await t.pairDevice(otherAccount, 'Not theirs');
    const foreign = await t.attempt(
      TestMenuBoardDocument,
      { id: board._id },
      { token: foreignScreen.deviceToken },
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
  });

  it('gives exactly one of 200 parallel creates of the same daily board; the rest conflict', async () => {
    const canteen = await kit.location(admin, { name: 'Busy canteen' });
    const data = { menuBoardLocationId: canteen._id, menuDate: '2030-06-03', meals: [meal('Pho')] };
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.attempt(TestCreateMenuBoardDocument, { data }, { token: admin }),
      ),
    );
    const codes = results.map((r) => codeOf(r) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(199);
    const listed = await kit.ok(
      TestMenuBoardsDocument,
      { filter: { menuBoardLocationId: { eq: canteen._id } } },
      admin,
    );
    expect(listed.menuBoards.total).toBe(1);
  });
});
