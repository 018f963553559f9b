import { COLLECTION_NAMES, PERMISSIONS, type CollectionName } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound, type FieldError } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import { nextTurn } from '../../pubsub/turns.js';
import type { Scope } from '../../scope.js';
import { refuseUnpublishable } from '../playable-content/entities.js';
import { isOnline, ONLINE_WINDOW_MS } from '../devices/presence/rules.js';
import { notifyDevicesChanged } from '../devices/publishing/publishing.js';
import { findDevicesByIds, setPublishedContent, type DeviceRow } from '../devices/repo.js';
import { MAX_GROUPS, MAX_LISTED_OFFLINE, MAX_TAGS, MAX_TAG_LENGTH } from './limits.js';
import { countGroupScreens, inGroups } from './reach-repo.js';
import { inGroupWrite, refuseTakenName } from './group-writes.js';
import * as repo from './repo.js';
import type { ScreenGroupRow } from './repo.js';

// Screen groups and tags, and one publish to many screens. A screen's own publish wins over its
// groups'; among its groups, the most recently published one's content plays.

const { read, configure, manageContent } = PERMISSIONS.device;

export interface PublishTargets {
  deviceIds?: readonly string[] | null;
  groupIds?: readonly string[] | null;
}

export interface PublishReach {
  screenCount: number;
  offlineCount: number;
  offlineScreens: DeviceRow[];
  keepingOwnContent: number;
}

const ID_CHUNK = 500;
/** One collator for the offline list: String#localeCompare builds one per call. */
const BY_NAME = new Intl.Collator();

const visible = (scope: Scope, spaceId: string | null) =>
  scope.spaceId === null || spaceId === null || spaceId === scope.spaceId;

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  return trimmed;
}

/** The caller's screens among `ids`; an id that is not one is a field error at `path.i`. */
async function screensOf(app: AppServices, scope: Scope, ids: readonly string[], path: string) {
  const unique = [...new Set(ids)];
  const found = new Map<string, DeviceRow>();
  // A group may hold thousands of screens: read them in chunks under the parameter limits, one
  // chunk a turn. SQLite answers a chunk at once, so twenty chunks back to back held the event
  // loop (and /health, and every screen's socket) for about a tenth of a second.
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    if (i > 0) await nextTurn();
    for (const d of await findDevicesByIds(app.db, unique.slice(i, i + ID_CHUNK)))
      if (d.accountId === scope.accountId && visible(scope, d.spaceId)) found.set(d.id, d);
  }
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    if (!found.has(id)) errors.push({ path: `${path}.${i}`, message: 'Screen not found' });
  });
  return { screens: [...found.values()], errors };
}

async function groupsOf(app: AppServices, scope: Scope, ids: readonly string[], path: string) {
  const unique = [...new Set(ids)];
  const found = new Map(
    (await repo.findGroups(app.db, scope.accountId, scope.spaceId, unique)).map((g) => [g.id, g]),
  );
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    if (!found.has(id)) errors.push({ path: `${path}.${i}`, message: 'Group not found' });
  });
  return { groups: [...found.values()], errors };
}

const failOn = (errors: FieldError[]) => {
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
};

async function findGroup(app: AppServices, scope: Scope, id: string) {
  const [group] = await repo.findGroups(app.db, scope.accountId, scope.spaceId, [id]);
  if (!group) throw notFound('Group');
  return group;
}

export function listGroups(app: AppServices, scope: Scope) {
  assertPermission(scope, read);
  return repo.listGroups(app.db, scope.accountId, scope.spaceId);
}

export async function group(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, read);
  const [found] = await repo.findGroups(app.db, scope.accountId, scope.spaceId, [id]);
  return found ?? null;
}

export async function createGroup(app: AppServices, scope: Scope, name: string) {
  assertPermission(scope, configure);
  const clean = cleanName(name);
  const row = {
    id: uuidv7(app.clock.now().getTime()),
    account_id: scope.accountId,
    space_id: scope.spaceId,
    name: clean,
    published_collection: null,
    published_entity_id: null,
    published_at: null,
    created_at: app.clock.now().toISOString(),
  };
  await inGroupWrite(app, scope.accountId, async (trx) => {
    if ((await repo.countGroups(trx, scope.accountId)) >= MAX_GROUPS)
      throw badUserInput(`An account can have at most ${MAX_GROUPS} groups`, [
        { path: 'name', message: `At most ${MAX_GROUPS} groups` },
      ]);
    await refuseTakenName(trx, scope.accountId, clean);
    await repo.insertGroup(trx, row);
  });
  return findGroup(app, scope, row.id);
}

export async function renameGroup(app: AppServices, scope: Scope, id: string, name: string) {
  assertPermission(scope, configure);
  const clean = cleanName(name);
  await findGroup(app, scope, id);
  await inGroupWrite(app, scope.accountId, async (trx) => {
    await refuseTakenName(trx, scope.accountId, clean, id);
    await repo.renameGroup(trx, scope.accountId, id, clean);
  });
  const members = await repo.memberIds(app.db, scope.accountId, [id]);
  // Screens name where their content comes from; operators' lists hear of the new name.
  for (const deviceId of members)
    app.pubsub.publish('device:changed', scope.accountId, { deviceId });
  return findGroup(app, scope, id);
}

/** The screens stay; those that showed the group's content fall back to their next source. */
export async function deleteGroup(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, configure);
  await findGroup(app, scope, id);
  const members = await repo.memberIds(app.db, scope.accountId, [id]);
  await repo.deleteGroup(app.db, scope.accountId, id);
  void notifyDevicesChanged(app, scope.accountId, members);
  return true;
}

export async function addScreens(
  app: AppServices,
  scope: Scope,
  groupId: string,
  deviceIds: readonly string[],
) {
  assertPermission(scope, configure);
  const target = await findGroup(app, scope, groupId);
  const { screens, errors } = await screensOf(app, scope, deviceIds, 'deviceIds');
  failOn(errors);
  const at = app.clock.now();
  await repo.addMembers(
    app.db,
    screens.map((d) => ({
      id: uuidv7(at.getTime()),
      account_id: scope.accountId,
      group_id: target.id,
      device_id: d.id,
      added_at: at.toISOString(),
    })),
  );
  // A screen that joins gets the group's content now, if nothing it has wins over it.
  void notifyDevicesChanged(
    app,
    scope.accountId,
    screens.map((d) => d.id),
  );
  return target;
}

export async function removeScreens(
  app: AppServices,
  scope: Scope,
  groupId: string,
  deviceIds: readonly string[],
) {
  assertPermission(scope, configure);
  const target = await findGroup(app, scope, groupId);
  const { screens, errors } = await screensOf(app, scope, deviceIds, 'deviceIds');
  failOn(errors);
  const ids = screens.map((d) => d.id);
  await repo.removeMembers(app.db, scope.accountId, target.id, ids);
  void notifyDevicesChanged(app, scope.accountId, ids);
  return target;
}

/** Trimmed, non-empty, at most MAX_TAGS of at most MAX_TAG_LENGTH, each once (ignoring case). */
function cleanTags(tags: readonly string[]) {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const out: string[] = [];
  tags.forEach((tag, i) => {
    const clean = tag.trim();
    if (!clean) errors.push({ path: `tags.${i}`, message: 'Required' });
    else if (clean.length > MAX_TAG_LENGTH)
      errors.push({
        path: `tags.${i}`,
        message: `A tag can have at most ${MAX_TAG_LENGTH} characters`,
      });
    else if (!seen.has(repo.tagKey(clean))) {
      seen.add(repo.tagKey(clean));
      out.push(clean);
    }
  });
  if (out.length > MAX_TAGS)
    errors.push({ path: 'tags', message: `A screen can have at most ${MAX_TAGS} tags` });
  failOn(errors);
  return out;
}

export async function setTags(
  app: AppServices,
  scope: Scope,
  deviceId: string,
  tags: readonly string[],
) {
  assertPermission(scope, configure);
  const { screens } = await screensOf(app, scope, [deviceId], 'deviceId');
  const device = screens[0];
  if (!device) throw notFound('Device');
  const clean = cleanTags(tags);
  const at = app.clock.now().getTime();
  await repo.replaceTags(
    app.db,
    scope.accountId,
    device.id,
    clean.map((name) => ({
      id: uuidv7(at),
      account_id: scope.accountId,
      device_id: device.id,
      name,
      name_key: repo.tagKey(name),
    })),
  );
  app.pubsub.publish('device:changed', scope.accountId, { deviceId: device.id });
  return device;
}

export function tags(app: AppServices, scope: Scope) {
  assertPermission(scope, read);
  return repo.distinctTags(app.db, scope.accountId, scope.spaceId);
}

/**
 * Who a publish to these targets reaches: the screens named, and the groups' screens without a
 * publish of their own (which wins; they are counted in keepingOwnContent).
 */
/**
 * Who a publish to the targets reaches: the screens named, and the groups' other screens that
 * have no publish of their own; of those, the offline ones (the first 100 by name, in full).
 */
async function reachOf(app: AppServices, scope: Scope, targets: PublishTargets) {
  const direct = await screensOf(app, scope, targets.deviceIds ?? [], 'targets.deviceIds');
  const groups = await groupsOf(app, scope, targets.groupIds ?? [], 'targets.groupIds');
  failOn([...direct.errors, ...groups.errors]);
  const groupIds = groups.groups.map((g) => g.id);
  const now = app.clock.now();
  const onlineSince = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const counts = await countGroupScreens(
    app.db,
    scope.accountId,
    scope.spaceId,
    groupIds,
    onlineSince,
  );
  // The screens named are counted as named, not again as their groups' screens.
  const named = new Set(direct.screens.map((d) => d.id));
  const namedInGroups = await inGroups(app.db, scope.accountId, groupIds, [...named]);
  const namedMembers = direct.screens.filter((d) => namedInGroups.has(d.id));
  const inheriting = counts.inheriting - namedMembers.filter((d) => !d.publishedEntityId).length;
  const offline = [
    ...direct.screens.filter((d) => !isOnline(d, now)),
    ...counts.offlineInheriting.filter((d) => !named.has(d.id)),
  ].sort((a, b) => BY_NAME.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const listed = offline.slice(0, MAX_LISTED_OFFLINE);
  const rows = new Map(
    (
      await findDevicesByIds(
        app.db,
        listed.map((d) => d.id),
      )
    ).map((d) => [d.id, d]),
  );
  const reach: PublishReach = {
    screenCount: direct.screens.length + inheriting,
    offlineCount: offline.length,
    offlineScreens: listed.flatMap((d) => rows.get(d.id) ?? []),
    keepingOwnContent: counts.members - namedMembers.length - inheriting,
  };
  return reach;
}

export async function publishReach(app: AppServices, scope: Scope, targets: PublishTargets) {
  assertPermission(scope, read);
  return reachOf(app, scope, targets);
}

/**
 * Publishes one content to any mix of screens and groups: a named screen gets it as its own
 * publish, a group holds it for its screens, present and future.
 */
export async function publishToScreens(
  app: AppServices,
  scope: Scope,
  content: { collectionName: CollectionName; entityId: string },
  targets: PublishTargets,
) {
  assertPermission(scope, manageContent);
  if (!COLLECTION_NAMES.includes(content.collectionName))
    throw badUserInput('Unknown collection name', [
      { path: 'content.collectionName', message: 'Unknown collection name' },
    ]);
  const { db } = app;
  const { accountId } = scope;
  if ((targets.deviceIds?.length ?? 0) + (targets.groupIds?.length ?? 0) === 0)
    throw badUserInput('Choose at least one screen or group', [
      { path: 'targets', message: 'Choose at least one screen or group' },
    ]);
  const { collectionName, entityId } = content;
  await refuseUnpublishable(db, scope, content, 'content.entityId');
  const direct = await screensOf(app, scope, targets.deviceIds ?? [], 'targets.deviceIds');
  const groups = await groupsOf(app, scope, targets.groupIds ?? [], 'targets.groupIds');
  failOn([...direct.errors, ...groups.errors]);
  const groupIds = groups.groups.map((g) => g.id);
  const directIds = new Set(direct.screens.map((d) => d.id));
  // Read before the writes below: a screen named here gets its own publish, not the group's.
  const inheritIds = (
    await repo.inheritingMemberIds(db, accountId, scope.spaceId, groupIds)
  ).filter((id) => !directIds.has(id));
  const at = app.clock.now().toISOString();
  for (const id of directIds) await setPublishedContent(db, accountId, id, content, at);
  await repo.setGroupContent(db, accountId, groupIds, content, at);
  // What they play now is this content, unless a broadcast is on air above it. Its snapshot is
  // made before the first screen is told, so each one's notice is written in the turn it is
  // told; the reach, an aggregate over the group, is counted once the last one is: neither
  // holds up the notices of a publish to thousands of screens.
  const broadcastLive = (await app.deviceBroadcasts?.anyLive(accountId)) ?? false;
  const showing = broadcastLive ? undefined : { collectionName, entityId };
  if (showing)
    await app.contentVersions?.prepare({ accountId, spaceId: scope.spaceId, ...showing });
  await notifyDevicesChanged(app, accountId, [...directIds, ...inheritIds], showing);
  // The reach is read in a turn of its own: its counts over a group of 10,000 take 20-50 ms,
  // and after the last slice of notices in the same turn they held /health for both.
  await nextTurn();
  return reachOf(app, scope, targets);
}

/** The screens' own publish is removed: each shows its groups' content, or nothing. */
export async function clearOwnContent(
  app: AppServices,
  scope: Scope,
  deviceIds: readonly string[],
) {
  assertPermission(scope, manageContent);
  const { screens, errors } = await screensOf(app, scope, deviceIds, 'deviceIds');
  failOn(errors);
  const at = app.clock.now().toISOString();
  for (const device of screens)
    await setPublishedContent(app.db, scope.accountId, device.id, null, at);
  void notifyDevicesChanged(
    app,
    scope.accountId,
    screens.map((d) => d.id),
  );
  return screens.length;
}

/** Groups showing deleted content show nothing; their screens fall back to their next source. */
export async function forgetDeleted(app: AppServices, accountId: string, entityIds: string[]) {
  const showing = await repo.groupsShowing(app.db, accountId, entityIds);
  if (showing.length === 0) return;
  await repo.setGroupContent(app.db, accountId, showing, null, null);
  void notifyDevicesChanged(app, accountId, await repo.memberIds(app.db, accountId, showing));
}

export type { ScreenGroupRow };
