import { PERMISSIONS, type CollectionName } from '@marquee/sdk/model';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AppServices } from '../../../app-services.js';
import { badUserInput } from '../../../errors.js';
import { assertPermission } from '../../../graphql/guards.js';
import type { Scope } from '../../../scope.js';
import { loadPreferences } from '../../preferences/service.js';
import { userIdOf, type DeviceRef } from '../actor.js';
import {
  listDevicePage,
  onlineSql,
  type DeviceSortField,
  type DeviceStatusFilter,
  type SortDirection,
} from './repo.js';
import { isOnline } from '../presence/rules.js';
import { withEffectiveContent } from '../publishing/inherited-content.js';
import * as repo from '../repo.js';
import type { DeviceRow } from '../repo.js';

// Reading devices: operators see the screens of their current space, a device sees itself.

const MAX_PAGE = 200;

export function devices(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.device.read);
  return repo.listDevices(app.db, scope.accountId, scope.spaceId);
}

export async function device(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.device.read);
  return (await repo.findDeviceInSpace(app.db, scope.accountId, scope.spaceId, id)) ?? null;
}

export async function currentDevice(app: AppServices, self: DeviceRef) {
  return (await repo.findDevice(app.db, self.accountId, self.id)) ?? null;
}

/** One page of the device dashboard; without a sort, the user's stored one. */
export async function devicePage(
  app: AppServices,
  scope: Scope,
  args: DeviceFilterArgs & {
    sort?: { field: DeviceSortField; direction: SortDirection } | null;
    offset?: number | null;
    limit?: number | null;
  },
) {
  assertPermission(scope, PERMISSIONS.device.read);
  const limit = args.limit ?? 50;
  const offset = args.offset ?? 0;
  if (limit < 1 || limit > MAX_PAGE)
    throw badUserInput(`limit must be 1 to ${MAX_PAGE}`, [{ path: 'limit', message: 'Invalid' }]);
  if (offset < 0)
    throw badUserInput('offset must be 0 or more', [{ path: 'offset', message: 'Invalid' }]);
  const sort = args.sort ?? (await loadPreferences(app, userIdOf(scope))).deviceDashboardSort;
  return listDevicePage(app.db, {
    ...deviceFilter(app, scope, args),
    sort,
    offset,
    limit,
  });
}

export interface DeviceFilterArgs {
  search?: string | null;
  status?: DeviceStatusFilter | null;
  groupId?: string | null;
  tag?: string | null;
  platform?: string | null;
  /** Only screens with problems: offline, or with errors in their log (deviceProblems). */
  problems?: boolean | null;
}

/** What the list asks of the module that reads screens' logs: a condition on `devices.id`. */
export interface DeviceProblems {
  /** Screens whose log holds error lines recent enough to count as a problem at `now`. */
  recentErrors(accountId: string, now: Date): RawBuilder<SqlBool>;
}

declare module '../../../app-services.js' {
  interface ModuleServices {
    /** The screens list's "Has problems" filter (absent without device diagnostics). */
    deviceProblems?: DeviceProblems;
  }
}

/** The list filters as a query (the caller's account and space), shared with bulk actions. */
export function deviceFilter(app: AppServices, scope: Scope, args: DeviceFilterArgs) {
  const { groupId, tag, platform } = args;
  const grouping = app.deviceGrouping;
  const memberOf = (filter: { groupId?: string | null; tag?: string | null }) =>
    grouping ? grouping.listFilter({ accountId: scope.accountId, ...filter }) : sql<SqlBool>`1 = 0`;
  const conditions = [
    ...(groupId ? [memberOf({ groupId })] : []),
    ...(tag?.trim() ? [memberOf({ tag })] : []),
    ...(args.problems ? [problemsCondition(app, scope.accountId)] : []),
  ];
  return {
    conditions,
    platform: platform || null,
    accountId: scope.accountId,
    spaceId: scope.spaceId,
    search: args.search,
    status: args.status ?? 'all',
    now: app.clock.now(),
  };
}

/** Offline, or errors in the screen's recent log. */
function problemsCondition(app: AppServices, accountId: string) {
  const now = app.clock.now();
  const errors = app.deviceProblems?.recentErrors(accountId, now) ?? sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(not ${onlineSql(now)} or ${errors})`;
}

export const onlineStatus = (app: AppServices, d: DeviceRow) =>
  isOnline(d, app.clock.now()) ? 'online' : 'offline';

/**
 * `withName`: the caller selected the entity's name (a player's subscription usually does not).
 * Without it the answer is plain data, not a promise: one publish resolves this for every screen.
 */
type Published = { collectionName: CollectionName; entityId: string; name: string | null } | null;

export function publishedContent(
  app: AppServices,
  d: DeviceRow,
  withName = true,
): Published | Promise<Published> {
  if (!d.publishedCollection || !d.publishedEntityId) {
    // Nothing of its own: what it plays comes from its groups, unless that was resolved already.
    if (d.contentGroup !== undefined || !app.deviceGrouping) return null;
    return withEffectiveContent(app, d).then((resolved) =>
      resolved.publishedEntityId ? publishedContent(app, resolved, withName) : null,
    );
  }
  const collectionName = d.publishedCollection as CollectionName;
  const entityId = d.publishedEntityId;
  if (!withName) return { collectionName, entityId, name: null };
  return app.devices.loaders
    .entityName(d.accountId, collectionName, entityId)
    .then((name) => ({ collectionName, entityId, name: name ?? null }));
}
