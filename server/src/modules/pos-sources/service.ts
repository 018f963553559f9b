import type { AppServices } from '../../app-services.js';
import { badUserInput, tooManyRequests } from '../../errors.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import type { Scope } from '../../scope.js';
import { gsAdapter } from './gs/adapter.js';
import {
  VendorFailure,
  type MenuSourceAdapter,
  type PosSourceName,
  type StoreMeal,
  type StoreMenu,
  type StoreMenuBoard,
} from './menus.js';
import { septimAdapter } from './septim/adapter.js';
import { assertStoreId } from './store-id.js';
import { vendorJsonFetcher } from './upstream.js';

/** How long a store's menus are kept: 120 s for the v1 board's Septim, 20 s for GS. */
const MENU_KEPT_MS: Record<PosSourceName, number> = { SEPTIM: 120_000, GS: 20_000 };
/** The longest range one call may ask for: a month of menus. */
const MAX_RANGE_DAYS = 31;
export const POS_FETCHES_RATE_MESSAGE =
  'Too many menu updates for this account. Try again in a minute.';

const DAY_MS = 86_400_000;

const noMenuWarning = (storeId: string) =>
  `No menu data found for store ID: ${storeId}. Please verify if the store ID is correct.`;
const loadingFailure = (detail: string) => `Error loading menu data: ${detail}`;

/** A board as GraphQL gives it: its day on it, its meals flat, each naming its category. */
export interface AnsweredBoard extends Omit<StoreMenuBoard, 'categories'> {
  menuDate: string;
  categories: string[];
  meals: (StoreMeal & { category: string | null })[];
}

export interface StoreMenuAnswer {
  boards: AnsweredBoard[];
  warning: string | null;
  fetchedAt: string | null;
}

/** Two list levels instead of four, so a full menu stays within the operation cost limit. */
function answeredBoards(menus: StoreMenu[]): AnsweredBoard[] {
  return menus.flatMap(({ menuDate, boards }) =>
    boards.map(({ categories, ...board }) => ({
      ...board,
      menuDate,
      categories: categories.flatMap((c) => (c.title === null ? [] : [c.title])),
      meals: categories.flatMap((c) => c.meals.map((meal) => ({ ...meal, category: c.title }))),
    })),
  );
}

export interface KeptMenus {
  menus: StoreMenu[];
  fetchedAt: string;
}

/** The adapter for a source, at the configured address, fetching through the guard. */
function adapterFor(app: AppServices, source: PosSourceName): MenuSourceAdapter {
  const pos = app.config.posSources;
  if (source === 'SEPTIM')
    return septimAdapter({
      baseUrl: pos.septimApiUrl,
      apiKey: pos.septimApiKey,
      fetchJson: vendorJsonFetcher(app, 'Septim'),
    });
  return gsAdapter({
    baseUrl: pos.gsApiUrl,
    apiKey: pos.gsApiKey,
    fetchJson: vendorJsonFetcher(app, 'GS'),
  });
}

const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

function checkRange(dateFrom: string, dateTo: string): void {
  if (!isDate(dateFrom) || !isDate(dateTo))
    throw badUserInput('Dates must be written as YYYY-MM-DD, e.g. 2030-01-31.');
  const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS;
  if (days < 0) throw badUserInput('The range must not end before it starts.');
  if (days >= MAX_RANGE_DAYS)
    throw badUserInput(`At most ${MAX_RANGE_DAYS} days of menus can be read at once.`);
}

/** Counts one vendor call against the account, before it is made (cache misses only). */
async function countPosFetch(app: AppServices, accountId: string): Promise<void> {
  const now = app.clock.now();
  if (!(await app.rateLimits.take(RATE_LIMITS.posFetchesPerAccount, accountId, now)))
    throw tooManyRequests(POS_FETCHES_RATE_MESSAGE);
}

export interface StoreRange {
  source: PosSourceName;
  storeId: string;
  dateFrom: string;
  dateTo: string;
}

/**
 * A store's menus over a checked range, kept MENU_KEPT_MS per (source, store, range) in the
 * process's menu cache (app.posMenuCache, apart from the feeds' so a busy menu wall never
 * pushes out forecasts) and shared by every account: a store's menu is the same whoever shows
 * it. A miss counts against `accountId`. An id of another shape than a store's is refused
 * (BAD_USER_INPUT) before anything is asked. Throws VendorFailure.
 */
export async function keptStoreMenus(
  app: AppServices,
  accountId: string,
  { source, storeId, dateFrom, dateTo }: StoreRange,
): Promise<KeptMenus> {
  assertStoreId(storeId);
  checkRange(dateFrom, dateTo);
  return app.posMenuCache.get<KeptMenus>({
    key: `${source}:${storeId}:${dateFrom}:${dateTo}`,
    maxAgeMs: app.config.posSources.menuCacheMs ?? MENU_KEPT_MS[source],
    load: async () => {
      await countPosFetch(app, accountId);
      const menus = await adapterFor(app, source).menusFor(storeId, dateFrom, dateTo);
      return { menus, fetchedAt: app.clock.now().toISOString() };
    },
    keepsFailure: (error) => error instanceof VendorFailure,
  });
}

/**
 * A store's menus from dateFrom to dateTo, for users and screens. A blank store id asks
 * nothing; a store without menus answers the spec's warning; a vendor failure is
 * BAD_USER_INPUT "Error loading menu data: …".
 */
export async function storeMenuBoards(
  app: AppServices,
  scope: Scope,
  request: StoreRange,
): Promise<StoreMenuAnswer> {
  const storeId = request.storeId.trim();
  if (storeId === '') return { boards: [], warning: null, fetchedAt: null };
  try {
    const kept = await keptStoreMenus(app, scope.accountId, { ...request, storeId });
    return {
      boards: answeredBoards(kept.menus),
      warning: kept.menus.length === 0 ? noMenuWarning(storeId) : null,
      fetchedAt: kept.fetchedAt,
    };
  } catch (error) {
    if (error instanceof VendorFailure) throw badUserInput(loadingFailure(error.detail));
    throw error;
  }
}

/** Today's menus (today in UTC: an account has no time zone of its own). */
export function currentStoreMenu(
  app: AppServices,
  scope: Scope,
  request: { source: PosSourceName; storeId: string },
): Promise<StoreMenuAnswer> {
  const today = app.clock.now().toISOString().slice(0, 10);
  return storeMenuBoards(app, scope, { ...request, dateFrom: today, dateTo: today });
}
