import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  servedDay,
  startPosFixtureServer,
  type PosFixtureServer,
} from '../../../../fixtures/pos/server.js';
import {
  TestCreateMenuBoardLocationDocument,
  TestMenuBoardForDayDocument,
} from '../../test/graphql/generated.js';
import { TestServer } from '../../test/harness.js';

// A menu board location synced from a store system shows the store's menu for a day it has no
// board of its own for, to a screen, and follows the store within the menu's cache period
// (120 s for Septim).

describe('a Septim location’s day, from the store system', () => {
  let t: TestServer;
  let pos: PosFixtureServer;
  let token: string;
  let deviceToken: string;
  let locationId: string;

  beforeAll(async () => {
    pos = await startPosFixtureServer({ today: () => t.clock.now() });
    t = await TestServer.start({
      SEPTIM_API_URL: pos.origin,
      SEPTIM_API_KEY: 'septim-test-key',
      OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${pos.port}`,
    });
    token = await t.signIn();
    deviceToken = (await t.pairDevice(token)).deviceToken;
    const { createMenuBoardLocation } = await t.request(
      TestCreateMenuBoardLocationDocument,
      { data: { name: 'Canteen', septimStoreId: '1042' } },
      { token },
    );
    locationId = createMenuBoardLocation._id;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), pos.stop()]);
  });

  const day = async () =>
    (
      await t.request(
        TestMenuBoardForDayDocument,
        { locationId, menuDate: servedDay(t.clock.now()) },
        { token: deviceToken },
      )
    ).menuBoardForDay;

  it('gives a screen the store’s meals, and a meal the store takes off within 120 s', async () => {
    const board = await day();
    expect(board?.origin).toBe('septim');
    const names = board!.meals.map((meal) => meal.name.default);
    expect(names).toContain('Svíčková na smetaně, houskový knedlík');
    expect(
      board!.meals.find((m) => m.name.default.startsWith('Polévka'))?.category?.default,
    ).toBeTruthy();
    const svickova = board!.meals.find((m) => m.name.default.startsWith('Svíčková'))!;
    expect(svickova.isAvailable).toBe(true);

    pos.markSoldOut('1042', svickova._id.split(':').pop()!);
    t.clock.advance(119_000);
    expect((await day())!.meals.find((m) => m._id === svickova._id)!.isAvailable).toBe(true);
    t.clock.advance(1_000);
    expect((await day())!.meals.find((m) => m._id === svickova._id)!.isAvailable).toBe(false);
  });
});
