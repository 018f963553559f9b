import { COLLECTION_NAMES, PERMISSIONS, type CollectionName } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../clock.js';
import { inAccountWrite } from '../../db/account-write.js';
import { badUserInput, notFound, type FieldError } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { refuseUnpublishable } from '../playable-content/entities.js';
import type { DeviceBroadcasts } from '../devices/publishing/inherited-content.js';
import { notifyDevicesChanged } from '../devices/publishing/publishing.js';
import { createBatchLoader } from '../devices/listing/batch-loader.js';
import { findGroups, groupsOfDevices, type ScreenGroupRow } from '../screen-groups/repo.js';
import { MAX_UNFINISHED_BROADCASTS, REACH_BATCH } from './limits.js';
import * as repo from './repo.js';
import type { BroadcastRow, Reach } from './repo.js';

const { read, manageContent } = PERMISSIONS.device;

/** How long one process trusts its list of an account's broadcasts (another process may start one). */
const FRESH_MS = 1_000;
/**
 * How long a broadcast's counted reach is reused. Every console page's on-air notice asks for it,
 * and counting 10,000 acknowledgements takes some milliseconds of the database each time: one
 * count serves every viewer for this long. An acknowledgement this process takes forgets it.
 */
export const REACH_FRESH_MS = 2_000;
/** Broadcasts whose reach is kept at once, so a long-running process does not keep them all. */
const MAX_COUNTED = 10_000;

export interface BroadcastServices {
  /** The account's broadcasts not yet ended or cleared, newest start first. */
  unfinished(accountId: string): Promise<BroadcastRow[]>;
  /** Forget what this process read of the account, after a start or a clear. */
  forget(accountId: string): void;
  /** The broadcast the screen plays now (the device's content source names it). */
  showing(accountId: string, deviceId: string): Promise<BroadcastRow | undefined>;
  /**
   * Screens it reaches now, and how many of them acknowledged it. The broadcasts asked for in
   * one turn (a list of them) are counted in one statement, and a request that asks both counts
   * of a broadcast reads them once: the answer is kept for the row object its resolvers share.
   */
  reach(b: BroadcastRow): Promise<Reach>;
  /** Count the broadcast's reach again at the next ask (a screen acknowledged it). */
  forgetReach(id: string): void;
}

const started = (b: BroadcastRow, now: string) =>
  b.startsAt <= now && (!b.endsAt || b.endsAt > now);

/** The broadcast a screen plays now: the most recently started one that reaches it. */
export function createBroadcastServices(
  db: Db,
  clock: Clock,
): { broadcasts: BroadcastServices; deviceBroadcasts: DeviceBroadcasts } {
  const groupsOf = createBatchLoader<string, ScreenGroupRow[]>((ids) => groupsOfDevices(db, ids));
  const reachOfBatch = createBatchLoader<BroadcastRow, Reach>(
    (rows) => repo.countReach(db, rows),
    REACH_BATCH,
  );
  const counted = new Map<string, { at: number; reach: Promise<Reach> }>();
  const reach = (b: BroadcastRow) => {
    const now = clock.now().getTime();
    const hit = counted.get(b.id);
    if (hit && now >= hit.at && now - hit.at < REACH_FRESH_MS) return hit.reach;
    const known = reachOfBatch(b).then((r) => r ?? { screenCount: 0, acknowledgedCount: 0 });
    if (counted.size >= MAX_COUNTED) counted.clear();
    counted.set(b.id, { at: now, reach: known });
    known.catch(() => counted.delete(b.id));
    return known;
  };
  const cache = new Map<string, { at: number; rows: Promise<BroadcastRow[]> }>();
  const unfinished = (accountId: string) => {
    const now = clock.now();
    const hit = cache.get(accountId);
    if (hit && now.getTime() - hit.at < FRESH_MS) return hit.rows;
    const rows = repo.unfinished(db, accountId, now.toISOString());
    cache.set(accountId, { at: now.getTime(), rows });
    rows.catch(() => cache.delete(accountId));
    return rows;
  };
  const showing = async (accountId: string, deviceId: string) => {
    const now = clock.now().toISOString();
    const live = (await unfinished(accountId)).filter((b) => started(b, now));
    if (live.length === 0) return undefined;
    let groups: Set<string> | undefined;
    for (const b of live) {
      if (b.groupIds.length === 0) return b;
      groups ??= new Set(
        ((await groupsOf(deviceId)) ?? [])
          .filter((g) => g.accountId === accountId)
          .map((g) => g.id),
      );
      if (b.groupIds.some((id) => groups!.has(id))) return b;
    }
    return undefined;
  };
  const anyLive = async (accountId: string) => {
    const now = clock.now().toISOString();
    return (await unfinished(accountId)).some((b) => started(b, now));
  };
  return {
    broadcasts: {
      unfinished,
      forget: (accountId) => cache.delete(accountId),
      showing,
      reach,
      forgetReach: (id) => counted.delete(id),
    },
    deviceBroadcasts: { anyLive, showing },
  };
}

/**
 * Tells each screen it reaches (and operators) to look again at what it plays. A broadcast on air
 * and the most recently started one outranks everything its screens have, so they are told to
 * show it without reading anything; at its end each screen reads its own content again.
 */
async function announce(app: AppServices, b: BroadcastRow) {
  app.broadcasts.forget(b.accountId);
  const now = app.clock.now().toISOString();
  const newest = (await app.broadcasts.unfinished(b.accountId)).find((o) => started(o, now));
  const showing =
    newest?.id === b.id
      ? { collectionName: b.collectionName, entityId: b.entityId, broadcastId: b.id }
      : undefined;
  void notifyDevicesChanged(app, b.accountId, await repo.screensOf(app.db, b), showing);
}

/** Screens hear of each broadcast again at its start and end; returns the cancel function. */
export function followBoundaries(app: AppServices): () => void {
  const timers = new Map<string, () => void>();
  const at = (b: BroadcastRow, when: string | null) => {
    const ms = when ? Date.parse(when) - app.clock.now().getTime() : -1;
    if (ms <= 0) return;
    const key = `${b.id}@${when}`;
    timers.get(key)?.();
    timers.set(
      key,
      app.clock.setTimeout(() => {
        timers.delete(key);
        announce(app, b).catch((err: unknown) =>
          app.logger.error({ err }, 'screens were not told of a broadcast boundary'),
        );
      }, ms),
    );
  };
  const follow = (b: BroadcastRow) => {
    at(b, b.startsAt);
    at(b, b.endsAt);
  };
  const stop = app.events.on('broadcast:started', ({ broadcast }) => follow(broadcast));
  repo
    .unfinished(app.db, null, app.clock.now().toISOString())
    .then((rows) => rows.forEach(follow))
    .catch((err: unknown) => app.logger.error({ err }, 'broadcast boundaries were not read'));
  return () => {
    stop();
    for (const cancel of timers.values()) cancel();
  };
}

export interface StartInput {
  content: { collectionName: CollectionName; entityId: string };
  groupIds?: readonly string[] | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

function instant(value: string | null | undefined, path: string): string | null {
  if (value == null) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw badUserInput('Not a date and time', [{ path, message: 'Not a date and time' }]);
  return new Date(ms).toISOString();
}

/**
 * The groups named, each once, when every one is a group of the caller's space: the rule of
 * screenGroup, publishToScreens and createLiveLink (screen-groups/service.ts groupsOf). A caller
 * in no space sees every group of the account; one in a space, that space's groups and those in
 * none. Any other id is refused as publishToScreens refuses it, at its place in the list, and
 * nothing of the group is told.
 */
async function groupsOfSpace(
  app: AppServices,
  scope: Scope,
  ids: readonly string[],
  field = 'input.groupIds',
) {
  const unique = [...new Set(ids)];
  const found = new Set(
    (await findGroups(app.db, scope.accountId, scope.spaceId, unique)).map((g) => g.id),
  );
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    if (!found.has(id)) errors.push({ path: `${field}.${i}`, message: 'Group not found' });
  });
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
  return unique;
}

/**
 * Refuses a broadcast past MAX_UNFINISHED_BROADCASTS. Run inside the account write that inserts
 * it, so parallel starts each see the ones before and no more than the cap are ever set.
 */
async function refuseOverCap(trx: Db, accountId: string, now: string) {
  if ((await repo.countUnfinished(trx, accountId, now)) < MAX_UNFINISHED_BROADCASTS) return;
  throw badUserInput(
    `An account can have at most ${MAX_UNFINISHED_BROADCASTS} broadcasts on air or set for later. Clear one first.`,
  );
}

export async function startBroadcast(app: AppServices, scope: Scope, input: StartInput) {
  assertPermission(scope, manageContent);
  const { db } = app;
  const { accountId } = scope;
  const { collectionName, entityId } = input.content;
  if (!COLLECTION_NAMES.includes(collectionName))
    throw badUserInput('Unknown collection name', [
      { path: 'input.content.collectionName', message: 'Unknown collection name' },
    ]);
  await refuseUnpublishable(db, scope, input.content, 'input.content.entityId');
  const groupIds = await groupsOfSpace(app, scope, input.groupIds ?? []);
  const now = app.clock.now().toISOString();
  const startsAt = instant(input.startsAt, 'input.startsAt') ?? now;
  const endsAt = instant(input.endsAt, 'input.endsAt');
  if (endsAt && endsAt <= (startsAt > now ? startsAt : now))
    throw badUserInput('The end must be after the start', [
      { path: 'input.endsAt', message: 'The end must be after the start' },
    ]);
  const row: BroadcastRow = {
    id: uuidv7(),
    accountId,
    collectionName,
    entityId,
    groupIds,
    startsAt,
    endsAt,
    clearedAt: null,
    createdAt: now,
  };
  await inAccountWrite(app, accountId, async (trx) => {
    await refuseOverCap(trx, accountId, now);
    await repo.insertBroadcast(trx, row);
  });
  app.events.emit('broadcast:started', { broadcast: row });
  if (startsAt <= now) await announce(app, row);
  else app.broadcasts.forget(accountId);
  return row;
}

export async function clearBroadcast(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, manageContent);
  // A broadcast to another space's groups is not this space's to clear, as it was not to start.
  const found = await repo.findBroadcast(app.db, scope.accountId, id);
  if (!found || (await ofOtherSpaces(app, scope, [found])).has(found.id))
    throw notFound('Broadcast');
  const cleared = await repo.clearBroadcast(
    app.db,
    scope.accountId,
    id,
    app.clock.now().toISOString(),
  );
  if (!cleared) throw notFound('Broadcast');
  await announce(app, cleared);
  return true;
}

/**
 * The ids of the group broadcasts none of whose groups the caller's space sees (the rule of
 * groupsOfSpace), though one still exists. They take over none of this space's screens: listed
 * here, with their groups hidden, they read as account-wide. A broadcast whose groups were all
 * deleted stays everyone's, so it can still be seen and cleared (it would hold one of the
 * account's places for ever). A caller in no space sees every group, so none.
 */
async function ofOtherSpaces(
  app: AppServices,
  scope: Scope,
  list: readonly BroadcastRow[],
): Promise<Set<string>> {
  const grouped = list.filter((b) => b.groupIds.length > 0);
  if (scope.spaceId === null || grouped.length === 0) return new Set();
  const ids = [...new Set(grouped.flatMap((b) => b.groupIds))];
  const [existing, seen] = await Promise.all(
    [null, scope.spaceId].map(
      async (spaceId) =>
        new Set((await findGroups(app.db, scope.accountId, spaceId, ids)).map((g) => g.id)),
    ),
  );
  return new Set(
    grouped
      .filter((b) => b.groupIds.some((g) => existing!.has(g)))
      .filter((b) => !b.groupIds.some((g) => seen!.has(g)))
      .map((b) => b.id),
  );
}

/**
 * What a broadcast to `groupIds` would take over if it started now, counted as startBroadcast
 * reaches it: every screen of the account (other spaces' too), or each screen of the groups once.
 * The groups are taken by startBroadcast's rule, so a group of another space is refused here too.
 */
export async function reachPreview(
  app: AppServices,
  scope: Scope,
  groupIds: readonly string[] | null | undefined,
) {
  assertPermission(scope, read);
  const groups = await groupsOfSpace(app, scope, groupIds ?? [], 'groupIds');
  return repo.previewReach(app.db, scope.accountId, groups, app.clock.now());
}

/** The broadcasts on air or set for later that reach the caller's space. */
export async function activeBroadcasts(app: AppServices, scope: Scope) {
  assertPermission(scope, read);
  const list = await repo.unfinished(app.db, scope.accountId, app.clock.now().toISOString());
  const hidden = await ofOtherSpaces(app, scope, list);
  return list.filter((b) => !hidden.has(b.id));
}

export async function broadcastById(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, read);
  const found = await repo.findBroadcast(app.db, scope.accountId, id);
  if (!found || (await ofOtherSpaces(app, scope, [found])).has(found.id)) return null;
  return found;
}

/** The most screens one answer lists: enough to find the few that did not take it. */
export const MAX_LISTED_SCREENS = 200;

/** The caller's screens it reaches, those not yet showing it first. */
export async function screensOfBroadcast(
  app: AppServices,
  scope: Scope,
  b: BroadcastRow,
  first: number,
) {
  assertPermission(scope, read);
  if (!Number.isInteger(first) || first < 1 || first > MAX_LISTED_SCREENS) {
    const message = `Ask for 1 to ${MAX_LISTED_SCREENS} screens`;
    throw badUserInput(message, [{ path: 'first', message }]);
  }
  const { items, total } = await repo.screenStates(app.db, b, scope.spaceId, first);
  const devices = await Promise.all(
    items.map((s) => app.devices.loaders.device(b.accountId, s.deviceId)),
  );
  return {
    items: items.flatMap((s, i) => {
      const device = devices[i];
      return device ? [{ device, acknowledgedAt: s.acknowledgedAt }] : [];
    }),
    total,
  };
}

/** A screen reports it shows the broadcast; only the one it plays now counts. */
export async function acknowledge(
  app: AppServices,
  device: { accountId: string; id: string },
  id: string,
) {
  const showing = await app.deviceBroadcasts?.showing(device.accountId, device.id);
  if (showing?.id !== id) return false;
  await repo.acknowledge(app.db, id, device.id, app.clock.now().toISOString());
  app.broadcasts.forgetReach(id);
  app.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return true;
}
