import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound } from '../../errors.js';
import type {
  CreateMenuBoardLocationInput,
  MenuBoardDataSource,
  UpdateMenuBoardLocationInput,
} from '../../graphql/generated.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { isStoreId, MAX_STORE_ID_LENGTH, storeIdShape } from '../pos-sources/store-id.js';
import * as repo from './repo.js';
import { readSpace } from './scope-rules.js';

// Locations: the data source and its id are chosen on
// creation and then fixed; creating needs the update permission (there is no create key).

export const SOURCE_FIXED =
  'The data source cannot be changed after creation. Please contact support to change it.';
const ID_FIELD = { SEPTIM: 'septimStoreId', GS: 'gsAffiliateId' } as const;
const MAX_NAME = 200;
const MAX_STORE_ID = MAX_STORE_ID_LENGTH;
const ID_NAME = { septimStoreId: 'A Septim Store ID', gsAffiliateId: 'A GS Affiliate ID' } as const;

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

function assertName(name: string): string {
  const trimmed = name.trim();
  const message = !trimmed
    ? 'Enter a name'
    : trimmed.length > MAX_NAME
      ? `At most ${MAX_NAME} characters`
      : null;
  if (message) throw badUserInput(`name: ${message}`, [{ path: 'name', message }]);
  return trimmed;
}

interface Source {
  dataSource: MenuBoardDataSource;
  septimStoreId: string | null;
  gsAffiliateId: string | null;
}

/** The source a create asks for: stated, or following from the one id given. */
function sourceOf(data: CreateMenuBoardLocationInput): Source {
  const septimStoreId = blankToNull(data.septimStoreId);
  const gsAffiliateId = blankToNull(data.gsAffiliateId);
  const dataSource =
    data.dataSource ?? (septimStoreId ? 'SEPTIM' : gsAffiliateId ? 'GS' : ('NONE' as const));
  const fail = (path: string, message: string): never => {
    throw badUserInput(`${path}: ${message}`, [{ path, message }]);
  };
  if (dataSource !== 'SEPTIM' && septimStoreId)
    fail('septimStoreId', 'Only a location with the Septim data source has a Septim Store ID');
  if (dataSource !== 'GS' && gsAffiliateId)
    fail('gsAffiliateId', 'Only a location with the GS data source has a GS Affiliate ID');
  if (dataSource === 'SEPTIM' && !septimStoreId) fail('septimStoreId', 'Enter the Septim Store ID');
  if (dataSource === 'GS' && !gsAffiliateId) fail('gsAffiliateId', 'Enter the GS Affiliate ID');
  for (const [path, id] of Object.entries({ septimStoreId, gsAffiliateId })) {
    if (id && id.length > MAX_STORE_ID) fail(path, `At most ${MAX_STORE_ID} characters`);
    // The id becomes a segment of the vendor's URL path: a store's shape only (store-id.ts).
    if (id && !isStoreId(id)) fail(path, storeIdShape(ID_NAME[path as keyof typeof ID_NAME]));
  }
  return { dataSource, septimStoreId, gsAffiliateId };
}

/** Prices of a location made without a currency, and of every location made before there was one. */
export const DEFAULT_CURRENCY = 'CZK';
const CURRENCY_MESSAGE = 'Choose a currency from the list';
/** ISO 4217 codes this server's Intl can format (the screens' and the console's format alike). */
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code (case aside), else BAD_USER_INPUT beside the field. */
function assertCurrency(value: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !knownCurrencies.has(code))
    throw badUserInput(`currency: ${CURRENCY_MESSAGE}`, [
      { path: 'currency', message: CURRENCY_MESSAGE },
    ]);
  return code;
}

export function locations(app: AppServices, scope: Scope) {
  const spaceId = readSpace(scope, PERMISSIONS.integrations.menuBoardLocationRead);
  return repo.listLocations(app.db, scope.accountId, spaceId);
}

export async function location(app: AppServices, scope: Scope, id: string) {
  const spaceId = readSpace(scope, PERMISSIONS.integrations.menuBoardLocationRead);
  const found = await repo.findLocation(app.db, scope.accountId, spaceId, id);
  if (!found) throw notFound('Menu board location');
  return found;
}

export async function createLocation(
  app: AppServices,
  scope: Scope,
  data: CreateMenuBoardLocationInput,
) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardLocationUpdate);
  const at = app.clock.now().toISOString();
  const row: repo.LocationRow = {
    id: uuidv7(app.clock.now().getTime()),
    accountId: scope.accountId,
    spaceId: scope.spaceId,
    name: assertName(data.name),
    ...sourceOf(data),
    currency: data.currency == null ? DEFAULT_CURRENCY : assertCurrency(data.currency),
    createdAt: at,
    updatedAt: at,
  };
  await repo.insertLocation(app.db, row);
  return row;
}

/**
 * Renames and changes the currency; a source field sent back unchanged is fine, a different one
 * is refused.
 */
export async function updateLocation(
  app: AppServices,
  scope: Scope,
  id: string,
  data: UpdateMenuBoardLocationInput,
) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardLocationUpdate);
  const found = await repo.findLocation(app.db, scope.accountId, scope.spaceId, id);
  if (!found) throw notFound('Menu board location');
  const changes: [keyof Source, string | null | undefined][] = [
    ['dataSource', data.dataSource],
    [
      'septimStoreId',
      data.septimStoreId === undefined ? undefined : blankToNull(data.septimStoreId),
    ],
    [
      'gsAffiliateId',
      data.gsAffiliateId === undefined ? undefined : blankToNull(data.gsAffiliateId),
    ],
  ];
  for (const [path, value] of changes) {
    if (value !== undefined && value !== found[path])
      throw badUserInput(SOURCE_FIXED, [{ path, message: SOURCE_FIXED }]);
  }
  if (data.name == null && data.currency == null) return found;
  const name = data.name == null ? found.name : assertName(data.name);
  const currency = data.currency == null ? found.currency : assertCurrency(data.currency);
  const at = app.clock.now().toISOString();
  await repo.updateLocationSettings(app.db, scope.accountId, id, { name, currency }, at);
  return { ...found, name, currency, updatedAt: at };
}

export async function deleteLocation(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardLocationDelete);
  const found = await repo.findLocation(app.db, scope.accountId, scope.spaceId, id);
  if (!found) throw notFound('Menu board location');
  return repo.deleteLocation(app.db, scope.accountId, id);
}

/** The point-of-sale store of a location, or null for a location kept by hand. */
export function posStoreOf(l: repo.LocationRow) {
  if (l.dataSource === 'NONE') return null;
  const storeId = l[ID_FIELD[l.dataSource]];
  return storeId ? { id: l.id, accountId: l.accountId, dataSource: l.dataSource, storeId } : null;
}

/** The currencies of the boards' locations, by location id (read in one query). */
export function currenciesOf(
  app: AppServices,
  scope: Scope,
  boards: readonly { menuBoardLocationId: string | null }[],
) {
  const ids = [
    ...new Set(boards.flatMap((b) => (b.menuBoardLocationId ? [b.menuBoardLocationId] : []))),
  ];
  return repo.locationCurrencies(app.db, scope.accountId, ids);
}
