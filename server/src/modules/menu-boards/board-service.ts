import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import type {
  CreateMenuBoardInput,
  MenuBoardFilter,
  MenuBoardSort,
  UpdateMenuBoardInput,
} from '../../graphql/generated.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { assertMealImages, withUsableImages } from './images.js';
import { CONVERTED_BOARD_NAME, mealsFromLegacyCategories } from './legacy-categories.js';
import { parseMeals } from './meal.js';
import * as repo from './repo.js';
import { assertDay, monthDays, readSpace } from './scope-rules.js';

// Boards: a daily board belongs to a location and a day,
// one per day; a static board has neither. Meals are validated as a whole on every write.

/** A list page holds 100 boards, also the most one page may hold. */
const MENU_BOARD_PAGE_SIZE = 100;
export const DAY_TAKEN = 'This location already has a menu board for this day';
const DEFAULT_LANGUAGE = 'cs';
const MAX_NAME = 200;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

function fail(path: string, message: string): never {
  throw badUserInput(`${path}: ${message}`, [{ path, message }]);
}

const nameOf = (name: string | null | undefined) => {
  const trimmed = name?.trim() || null;
  if (trimmed && trimmed.length > MAX_NAME) fail('name', `At most ${MAX_NAME} characters`);
  return trimmed;
};

function languageOf(value: string, path = 'language') {
  if (!LANGUAGE.test(value)) fail(path, 'Use a language code such as cs or en');
  return value;
}

const languagesOf = (values: readonly string[]) =>
  [...new Set(values.map((v, i) => languageOf(v, `alternativeLanguages.${i}`)))].slice(0, 20);

export async function boards(
  app: AppServices,
  scope: Scope,
  args: {
    filter?: MenuBoardFilter | null;
    sort?: MenuBoardSort | null;
    limit?: number | null;
    offset?: number | null;
  },
) {
  const spaceId = readSpace(scope, PERMISSIONS.integrations.menuBoardRead);
  const byLocation = args.filter?.menuBoardLocationId;
  const locationId = byLocation?.eq ?? (byLocation?.isNull ? null : undefined);
  const { rows, total } = await repo.pageBoards(app.db, scope.accountId, spaceId, {
    locationId,
    sortBy: args.sort?.field === 'menuDate' ? 'menu_date' : 'created_at',
    direction: args.sort?.direction ?? 'desc',
    limit: Math.min(MENU_BOARD_PAGE_SIZE, Math.max(0, args.limit ?? MENU_BOARD_PAGE_SIZE)),
    offset: Math.max(0, args.offset ?? 0),
  });
  return { data: rows, total };
}

export async function board(app: AppServices, scope: Scope, id: string) {
  const spaceId = readSpace(scope, PERMISSIONS.integrations.menuBoardRead);
  const found = await repo.findBoard(app.db, scope.accountId, spaceId, id);
  if (!found) throw notFound('Menu board');
  return found;
}

async function locationInScope(
  app: AppServices,
  accountId: string,
  spaceId: string | null,
  id: string,
) {
  const found = await repo.findLocation(app.db, accountId, spaceId, id);
  if (!found) throw notFound('Menu board location');
  return found;
}

/** Days of the month with a board at the location (the console's calendar marks them). */
export async function boardDates(
  app: AppServices,
  scope: Scope,
  locationId: string,
  month: string,
) {
  const spaceId = readSpace(scope, PERMISSIONS.integrations.menuBoardRead);
  const { first, last } = monthDays(month);
  await locationInScope(app, scope.accountId, spaceId, locationId);
  return repo.boardDates(app.db, scope.accountId, locationId, first, last);
}

export async function createBoard(app: AppServices, scope: Scope, data: CreateMenuBoardInput) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardUpdate);
  const locationId = data.menuBoardLocationId ?? null;
  const type = locationId ? 'daily' : 'static';
  if (data.type && data.type !== type)
    fail(
      'type',
      type === 'daily' ? 'A board of a location is daily' : 'A daily board needs a location',
    );
  if (type === 'daily' && !data.menuDate) fail('menuDate', 'A daily board needs a date');
  if (type === 'static' && data.menuDate) fail('menuDate', 'A static board has no date');
  if (locationId) await locationInScope(app, scope.accountId, scope.spaceId, locationId);
  const meals = parseMeals(data.meals);
  await assertMealImages(app, scope.accountId, scope.spaceId, meals);
  const now = app.clock.now();
  const row: repo.BoardRow = {
    id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    spaceId: scope.spaceId,
    menuBoardLocationId: locationId,
    menuDate: data.menuDate ? assertDay(data.menuDate) : null,
    name: nameOf(data.name),
    language: languageOf(data.language ?? DEFAULT_LANGUAGE),
    alternativeLanguages: languagesOf(data.alternativeLanguages ?? []),
    origin: data.origin ?? 'manual',
    type,
    meals,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (!(await repo.insertBoard(app.db, row))) throw conflict(DAY_TAKEN);
  return row;
}

export async function updateBoard(
  app: AppServices,
  scope: Scope,
  id: string,
  data: UpdateMenuBoardInput,
) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardUpdate);
  const found = await repo.findBoard(app.db, scope.accountId, scope.spaceId, id);
  if (!found) throw notFound('Menu board');
  if (data.menuDate != null && found.type === 'static')
    fail('menuDate', 'A static board has no date');
  const meals = data.meals === undefined ? found.meals : parseMeals(data.meals);
  if (data.meals !== undefined) await assertMealImages(app, scope.accountId, scope.spaceId, meals);
  const next: repo.BoardRow = {
    ...found,
    name: data.name === undefined ? found.name : nameOf(data.name),
    menuDate: data.menuDate == null ? found.menuDate : assertDay(data.menuDate),
    language: data.language == null ? found.language : languageOf(data.language),
    alternativeLanguages:
      data.alternativeLanguages == null
        ? found.alternativeLanguages
        : languagesOf(data.alternativeLanguages),
    meals,
    updatedAt: app.clock.now().toISOString(),
  };
  if (!(await repo.updateBoard(app.db, next))) throw conflict(DAY_TAKEN);
  return next;
}

/** A daily board copied to another day, or a static board copied as "<name> (copy)". */
export async function duplicateBoard(
  app: AppServices,
  scope: Scope,
  id: string,
  menuDate: string | null | undefined,
) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardUpdate);
  const found = await repo.findBoard(app.db, scope.accountId, scope.spaceId, id);
  if (!found) throw notFound('Menu board');
  if (found.type === 'daily' && !menuDate) fail('menuDate', 'Choose the day to copy the board to');
  if (found.type === 'static' && menuDate) fail('menuDate', 'A static board has no date');
  const now = app.clock.now();
  const copy: repo.BoardRow = {
    ...found,
    id: uuidv7(now.getTime()),
    menuDate: menuDate ? assertDay(menuDate) : null,
    name: found.type === 'static' ? `${found.name ?? 'Unnamed Menu Board'} (copy)` : found.name,
    meals: found.meals.map((m) => ({ ...m, _id: uuidv7(now.getTime()) })),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (!(await repo.insertBoard(app.db, copy))) throw conflict(DAY_TAKEN);
  return copy;
}

export async function deleteBoard(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardDelete);
  const found = await repo.findBoard(app.db, scope.accountId, scope.spaceId, id);
  if (!found) throw notFound('Menu board');
  return repo.deleteBoard(app.db, scope.accountId, id);
}

/**
 * A static board from a legacy manual board's categories. Pictures that are no
 * longer images of this space are left out rather than failing the conversion of old data.
 */
export async function convertToStatic(
  app: AppServices,
  scope: Scope,
  categories: unknown,
  name: string | null | undefined,
) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardUpdate);
  const meals = await withUsableImages(
    app,
    scope.accountId,
    scope.spaceId,
    parseMeals(mealsFromLegacyCategories(categories)),
  );
  return createBoard(app, scope, {
    name: nameOf(name) ?? CONVERTED_BOARD_NAME,
    language: DEFAULT_LANGUAGE,
    alternativeLanguages: [],
    meals,
    origin: 'manual',
    type: 'static',
  });
}
