import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import { mapEvents, startWith } from '../../pubsub/streams.js';
import type { Scope } from '../../scope.js';
import { publishFolderChanged } from './events.js';
import { CYCLE_MESSAGE, validName } from './names.js';
import * as repo from './repo.js';
import { ownSpaceIds } from './space-ids.js';

// Folders of the caller's account shared to the caller's space. Deleting a folder (which removes
// the files in it) lives in the files module, which sits above this one.

export interface UpdateFolderInput {
  name?: string | null;
  parentFolderId?: string | null;
  spaceIds?: string[] | null;
}

/** A folder the scope can see: NOT_FOUND when it is missing, another account's or space's. */
export async function visibleFolder(app: AppServices, scope: Scope, id: string, deleted = false) {
  const folder = await repo.findFolder(app.db, scope, id);
  if (!folder || (!deleted && folder.deletedAt)) throw notFound('Folder');
  return folder;
}

export async function folders(
  app: AppServices,
  scope: Scope,
  parent?: { parentFolderId: string | null },
) {
  assertPermission(scope, PERMISSIONS.media.read);
  return repo.listFolders(app.db, scope, parent);
}

export async function folder(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.read);
  return visibleFolder(app, scope, id);
}

/** The folders from the root down to this one's parent, for breadcrumbs. */
export async function ancestors(app: AppServices, folder: repo.FolderRow) {
  const chain: repo.FolderRow[] = [];
  let parentId = folder.parentFolderId;
  // Breadcrumbs show the whole path, even through folders not shared to the caller's space.
  const account = { accountId: folder.accountId, spaceId: null };
  while (parentId && chain.length < 100) {
    const parent = await repo.findFolder(app.db, account, parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentFolderId;
  }
  return chain;
}

/** Null (the root) or a live folder the scope can see; NOT_FOUND otherwise. */
export async function assertFolderTarget(app: AppServices, scope: Scope, folderId: string | null) {
  if (folderId !== null) await visibleFolder(app, scope, folderId);
}

export async function createFolder(
  app: AppServices,
  scope: Scope,
  name: string,
  parentFolderId: string | null,
) {
  assertPermission(scope, PERMISSIONS.media.update);
  await assertFolderTarget(app, scope, parentFolderId);
  const now = app.clock.now();
  const row = {
    id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    name: validName(name, 'name'),
    parentFolderId,
    spaceIds: scope.spaceId ? [scope.spaceId] : [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await repo.insertFolder(app.db, row);
  if (parentFolderId) publishFolderChanged(app, parentFolderId);
  return { ...row, deletedAt: null };
}

export async function updateFolder(
  app: AppServices,
  scope: Scope,
  id: string,
  data: UpdateFolderInput,
) {
  assertPermission(scope, PERMISSIONS.media.update);
  const { db } = app;
  const found = await visibleFolder(app, scope, id);
  const columns: Parameters<typeof repo.updateFolderColumns>[2] = {};
  if (data.name != null) columns.name = validName(data.name, 'name');
  if (data.parentFolderId !== undefined) {
    const target = data.parentFolderId;
    await assertFolderTarget(app, scope, target);
    // Walk up from the destination: meeting the folder itself means a cycle.
    const account = { accountId: scope.accountId, spaceId: null };
    let cursor = target;
    for (let depth = 0; cursor !== null && depth < 1000; depth++) {
      if (cursor === found.id) {
        throw badUserInput(CYCLE_MESSAGE, [{ path: 'parentFolderId', message: CYCLE_MESSAGE }]);
      }
      cursor = (await repo.findFolder(db, account, cursor))?.parentFolderId ?? null;
    }
    columns.parent_folder_id = target;
  }
  if (data.spaceIds != null) {
    columns.space_ids = JSON.stringify(await ownSpaceIds(app, scope.accountId, data.spaceIds));
  }
  columns.updated_at = app.clock.now().toISOString();
  await repo.updateFolderColumns(db, found.id, columns);
  // Read back without the space: the folder may just have left the caller's space.
  const updated = (await repo.findFolder(db, { accountId: scope.accountId, spaceId: null }, id))!;
  publishFolderChanged(app, found.id);
  for (const parent of new Set([found.parentFolderId, updated.parentFolderId])) {
    if (parent) publishFolderChanged(app, parent);
  }
  return updated;
}

export async function restoreFolder(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.delete);
  const found = await visibleFolder(app, scope, id, true);
  if (found.deletedAt) {
    // The subfolders hidden by the same delete come back with it.
    const subtree = [found.id, ...(await repo.descendantFolderIds(app.db, found.id))];
    await repo.restoreFoldersDeletedAt(app.db, scope.accountId, subtree, found.deletedAt);
  }
  if (found.parentFolderId) publishFolderChanged(app, found.parentFolderId);
  return { ...found, deletedAt: null };
}

export async function folderChanges(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.read);
  await visibleFolder(app, scope, id);
  const source = startWith({ folderId: id }, app.pubsub.subscribe('media:folder-changed', id));
  return mapEvents(source, async () => {
    const current = await repo.findFolder(app.db, scope, id);
    return current && !current.deletedAt ? current : undefined;
  });
}
