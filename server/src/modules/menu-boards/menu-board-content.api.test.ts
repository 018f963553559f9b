import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestConvertToStaticMenuBoardDocument,
  TestCreateMenuBoardDocument,
  TestCreateMenuBoardMealTemplateDocument,
  TestDeleteMenuBoardMealTemplateDocument,
  TestMenuBoardForDayDocument,
  TestMenuBoardIdsDocument,
  TestMenuBoardMealTemplatesDocument,
  TestMenuBoardsDocument,
} from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { createFiles } from '../../test/media-test-kit.js';
import { onlyImages } from './images.js';
import { CONVERTED_BOARD_NAME } from './legacy-categories.js';
import type { MenuSource } from './menu-source.js';
import { fieldErrorsOf, meal, menuBoardKit } from '../../test/menu-boards-test-kit.js';

// Static boards, pictures, legacy conversion, meal templates and the point-of-sale seam.

describe('static menu boards, pictures, conversion and meal templates', () => {
  let t: TestServer;
  let kit: ReturnType<typeof menuBoardKit>;
  let admin: string;

  beforeAll(async () => {
    t = await TestServer.start();
    kit = menuBoardKit(t);
    admin = await t.signIn();
  }, 60_000);
  afterAll(() => t.close());

  it('pages static boards newest first, 100 at most, without the daily ones', async () => {
    const space = await kit.otherSpace(admin, 'Static menus');
    const ids: string[] = [];
    for (let i = 0; i < 103; i++) {
      t.clock.advance(1_000);
      ids.push(
        (await kit.board(space.token, { name: `Board ${i}`, meals: [meal(`Meal ${i}`)] }))._id,
      );
    }
    const canteen = await kit.location(space.token, { name: 'Daily here too' });
    await kit.board(space.token, { menuBoardLocationId: canteen._id, menuDate: '2030-01-20' });
    const statics = { menuBoardLocationId: { isNull: true } };
    const newestFirst = [...ids].reverse();

    const first = await kit.ok(
      TestMenuBoardIdsDocument,
      { filter: statics, limit: 500 },
      space.token,
    );
    expect(first.menuBoards.total).toBe(103);
    expect(first.menuBoards.data.map((b) => b._id)).toEqual(newestFirst.slice(0, 100));
    const rest = await kit.ok(
      TestMenuBoardIdsDocument,
      { filter: statics, offset: 100 },
      space.token,
    );
    expect(rest.menuBoards.data.map((b) => b._id)).toEqual(newestFirst.slice(100));

    const preview = await kit.ok(
      TestMenuBoardsDocument,
      { filter: statics, limit: 2 },
      space.token,
    );
    expect(preview.menuBoards.data.map((b) => [b.name, b.type, b.meals[0]?.name.default])).toEqual([
      ['Board 102', 'static', 'Meal 102'],
      ['Board 101', 'static', 'Meal 101'],
    ]);
  });

  it('converts a legacy manual board to a static one, named by default', async () => {
    const categories = [
      {
        title: 'Soups',
        meals: [
          {
            title: 'Tomato soup',
            description: 'With basil',
            allergens: '1, 7,9 (gluten)',
            price: '45 Kč',
            isSoldOut: true,
            extras: [{ title: 'Bread', price: '5', allergens: '1' }],
          },
        ],
      },
      { title: 'Mains', meals: [{ title: 'Risotto', price: 180, image: { _id: 'gone-file' } }] },
    ];
    const converted = (await kit.ok(TestConvertToStaticMenuBoardDocument, { categories }, admin))
      .convertToStaticMenuBoard;
    expect(converted).toMatchObject({
      name: CONVERTED_BOARD_NAME,
      type: 'static',
      origin: 'manual',
      menuBoardLocationId: null,
      menuDate: null,
    });
    expect(converted.meals).toMatchObject([
      {
        name: { default: 'Tomato soup' },
        category: { default: 'Soups' },
        description: { default: 'With basil' },
        allergens: [1, 7, 9],
        price: '45 Kč',
        isSoldOut: true,
        extras: [{ title: 'Bread', price: '5', allergens: [1], isSoldOut: false }],
      },
      { name: { default: 'Risotto' }, category: { default: 'Mains' }, price: '180', fileId: null },
    ]);
    const named = await kit.ok(
      TestConvertToStaticMenuBoardDocument,
      { categories: [], name: 'Summer menu' },
      admin,
    );
    expect(named.convertToStaticMenuBoard.name).toBe('Summer menu');
    const bad = await t.attempt(
      TestConvertToStaticMenuBoardDocument,
      { categories: [{ title: 'x', meals: 'nope' }] },
      { token: admin },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('takes meal pictures from the media library, images only, and answers signed addresses', async () => {
    const made = await createFiles(t, admin, [
      { originalName: 'pho.png', mimetype: 'image/png', fileSizeInBytes: 1000 },
      { originalName: 'promo.mp4', mimetype: 'video/mp4', fileSizeInBytes: 1000 },
    ]);
    const [image, video] = made.data!.createFiles;
    const refused = await t.attempt(
      TestCreateMenuBoardDocument,
      { data: { meals: [meal('Pho', { fileId: video!._id })] } },
      { token: admin },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual([
      { path: 'meals.0.fileId', message: onlyImages('video/mp4') },
    ]);
    const unknown = await t.attempt(
      TestCreateMenuBoardDocument,
      { data: { meals: [meal('Pho', { fileId: 'no-such-file' })] } },
      { token: admin },
    );
    expect(fieldErrorsOf(unknown)?.[0]?.path).toBe('meals.0.fileId');

    const board = await kit.board(admin, { meals: [meal('Pho', { fileId: image!._id })] });
    const url = new URL(board.meals[0]!.imageUrl!);
    expect(url.origin).toBe(t.url);
    const elsewhere = await kit.otherSpace(admin, 'No pictures here');
    const notShared = await t.attempt(
      TestCreateMenuBoardDocument,
      { data: { meals: [meal('Pho', { fileId: image!._id })] } },
      { token: elsewhere.token },
    );
    expect(codeOf(notShared)).toBe('BAD_USER_INPUT');
  });

  it('offers a "this space only" template in its space alone, an account-wide one everywhere', async () => {
    const body = meal('Caesar salad', { description: { default: 'Crispy', alternatives: [] } });
    const home = await kit.otherSpace(admin, 'Template home');
    const away = await kit.otherSpace(admin, 'Template away');
    const local = (
      await kit.ok(
        TestCreateMenuBoardMealTemplateDocument,
        { data: { internalName: 'Local salad', spaceIds: [], body } },
        home.token,
      )
    ).createMenuBoardMealTemplate;
    expect(local.spaceIds).toEqual([home.spaceId]);
    const shared = (
      await kit.ok(
        TestCreateMenuBoardMealTemplateDocument,
        { data: { internalName: 'Shared salad', body } },
        home.token,
      )
    ).createMenuBoardMealTemplate;
    expect(shared.spaceIds).toBeNull();
    expect(shared.body).toMatchObject({ name: { default: 'Caesar salad' }, allergens: [1, 7] });

    const names = async (token: string) =>
      (await kit.ok(TestMenuBoardMealTemplatesDocument, {}, token)).menuBoardMealTemplates.data.map(
        (tpl) => tpl.internalName,
      );
    expect(await names(home.token)).toEqual(['Local salad', 'Shared salad']);
    expect(await names(away.token)).toEqual(['Shared salad']);
    const farDelete = await t.attempt(
      TestDeleteMenuBoardMealTemplateDocument,
      { id: local._id },
      { token: away.token },
    );
    expect(codeOf(farDelete)).toBe('NOT_FOUND');
    await kit.ok(TestDeleteMenuBoardMealTemplateDocument, { id: local._id }, home.token);
    expect(await names(home.token)).toEqual(['Shared salad']);

    const badSpace = await t.attempt(
      TestCreateMenuBoardMealTemplateDocument,
      { data: { internalName: 'x', spaceIds: ['not-a-space'], body } },
      { token: admin },
    );
    expect(fieldErrorsOf(badSpace)?.[0]?.path).toBe('spaceIds.0');
    const badBody = await t.attempt(
      TestCreateMenuBoardMealTemplateDocument,
      { data: { internalName: 'x', body: { name: { default: 'x' }, energy: -5 } } },
      { token: admin },
    );
    expect(fieldErrorsOf(badBody)?.[0]?.path).toBe('body.energy');
  });

  it("shows a point-of-sale location's day from its system when no board is stored", async () => {
    const asked: string[] = [];
    const source: MenuSource = {
      boardForDay: async (_app, location, menuDate) => {
        asked.push(`${location.dataSource}:${location.storeId}:${menuDate}`);
        return menuDate === '2030-07-01' ? { meals: [meal('Bao')] } : null;
      },
    };
    t.server.services.menuSource = source;
    const bistro = await kit.location(admin, { name: 'POS bistro', septimStoreId: 'S-1' });
    const canteen = await kit.location(admin, { name: 'Hand-kept canteen' });
    const day = (locationId: string, menuDate: string) =>
      kit.ok(TestMenuBoardForDayDocument, { locationId, menuDate }, admin);

    const fromPos = (await day(bistro._id, '2030-07-01')).menuBoardForDay;
    expect(fromPos).toMatchObject({ origin: 'septim', type: 'daily', menuDate: '2030-07-01' });
    expect(fromPos?.meals.map((m) => m.name.default)).toEqual(['Bao']);
    expect((await day(bistro._id, '2030-07-02')).menuBoardForDay).toBeNull();
    expect((await day(canteen._id, '2030-07-01')).menuBoardForDay).toBeNull();

    const stored = await kit.board(admin, {
      menuBoardLocationId: bistro._id,
      menuDate: '2030-07-03',
      meals: [meal('Stored bun')],
    });
    expect((await day(bistro._id, '2030-07-03')).menuBoardForDay?._id).toBe(stored._id);
    expect(asked).toEqual(['SEPTIM:S-1:2030-07-01', 'SEPTIM:S-1:2030-07-02']);
  });
});
