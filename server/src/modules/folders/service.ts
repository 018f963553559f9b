import { PERMISSIONS } from '@marquee/sdk/model';
import { badUserInput, conflict, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { PURGE_JOB, purgeFolderNow } from '../../media/purge.js';
import { mapEvents } from '../../pubsub/streams.js';
import { requirePermission, type UserPrincipal } from '../../graphql/guards.js';
import { publishFolderChanged } from '../files/events.js';
import { prepend } from '../files/prepend.js';
import { ownSpaceIds } from '../files/spaces.js';
import { MESSAGES, PURGE_AFTER_MS, validName } from '../files/rules.js';
import * as repo from './repo.js';

export interface UpdateFolderInput {
  name?: string | null;
  parentFolderId?: string | null;
  spaceIds?: string[] | null;
}

const visibleIn = (user: UserPrincipal, folder: repo.FolderRow) => {
  const space = user.session.currentSpaceId;
  return !space || folder.spaceIds.includes(space);
};

async function ownFolder(ctx: GraphQLContext, user: UserPrincipal, id: string, deleted = false) {
  const folder = await repo.findFolder(ctx.services.db, user.user.accountId, id);
  if (!folder || (!deleted && folder.deletedAt) || !visibleIn(user, folder)) {
    throw notFound('Folder');
  }
  return folder;
}

export async function folders(ctx: GraphQLContext, parent?: { parentFolderId: string | null }) {
  const user = requirePermission(ctx, PERMISSIONS.media.read);
  const all = await repo.listFolders(ctx.services.db, user.user.accountId, parent);
  return all.filter((f) => visibleIn(user, f));
}

export async function folder(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.read);
  return ownFolder(ctx, user, id);
}

/** The folders from the root down to this one's parent, for breadcrumbs. */
export async function ancestors(ctx: GraphQLContext, folder: repo.FolderRow) {
  const chain: repo.FolderRow[] = [];
  let parentId = folder.parentFolderId;
  while (parentId && chain.length < 100) {
    const parent = await repo.findFolder(ctx.services.db, folder.accountId, parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentFolderId;
  }
  return chain;
}

async function assertParent(ctx: GraphQLContext, user: UserPrincipal, parentId: string | null) {
  if (parentId !== null) await ownFolder(ctx, user, parentId);
}

export async function createFolder(
  ctx: GraphQLContext,
  name: string,
  parentFolderId: string | null,
) {
  const user = requirePermission(ctx, PERMISSIONS.media.update);
  await assertParent(ctx, user, parentFolderId);
  const now = ctx.now().toISOString();
  const row = {
    id: uuidv7(ctx.now().getTime()),
    accountId: user.user.accountId,
    name: validName(name, 'name'),
    parentFolderId,
    spaceIds: user.session.currentSpaceId ? [user.session.currentSpaceId] : [],
    createdAt: now,
    updatedAt: now,
  };
  await repo.insertFolder(ctx.services.db, row);
  if (parentFolderId) publishFolderChanged(ctx.services, parentFolderId);
  return { ...row, deletedAt: null };
}

export async function updateFolder(ctx: GraphQLContext, id: string, data: UpdateFolderInput) {
  const user = requirePermission(ctx, PERMISSIONS.media.update);
  const { db } = ctx.services;
  const found = await ownFolder(ctx, user, id);
  const columns: Parameters<typeof repo.updateFolderColumns>[2] = {};
  if (data.name != null) columns.name = validName(data.name, 'name');
  if (data.parentFolderId !== undefined) {
    const target = data.parentFolderId;
    await assertParent(ctx, user, target);
    // Walk up from the destination: meeting the folder itself means a cycle.
    let cursor = target;
    for (let depth = 0; cursor !== null && depth < 1000; depth++) {
      if (cursor === found.id) {
        throw badUserInput(MESSAGES.cycle, [{ path: 'parentFolderId', message: MESSAGES.cycle }]);
      }
      cursor = (await repo.findFolder(db, user.user.accountId, cursor))?.parentFolderId ?? null;
    }
    columns.parent_folder_id = target;
  }
  if (data.spaceIds != null) {
    columns.space_ids = JSON.stringify(await ownSpaceIds(ctx, user.user.accountId, data.spaceIds));
  }
  columns.updated_at = ctx.now().toISOString();
  await repo.updateFolderColumns(db, found.id, columns);
  const updated = (await repo.findFolder(db, user.user.accountId, found.id))!;
  publishFolderChanged(ctx.services, found.id);
  for (const parent of new Set([found.parentFolderId, updated.parentFolderId])) {
    if (parent) publishFolderChanged(ctx.services, parent);
  }
  return updated;
}

export async function deleteFolder(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.delete);
  const found = await ownFolder(ctx, user, id);
  const now = ctx.now();
  await repo.updateFolderColumns(ctx.services.db, found.id, { deleted_at: now.toISOString() });
  await ctx.services.jobs.enqueue(
    PURGE_JOB,
    { folderId: found.id },
    { runAt: new Date(now.getTime() + PURGE_AFTER_MS) },
  );
  publishFolderChanged(ctx.services, found.id);
  if (found.parentFolderId) publishFolderChanged(ctx.services, found.parentFolderId);
  return true;
}

export async function restoreFolder(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.delete);
  const found = await ownFolder(ctx, user, id, true);
  await repo.updateFolderColumns(ctx.services.db, found.id, { deleted_at: null });
  if (found.parentFolderId) publishFolderChanged(ctx.services, found.parentFolderId);
  return { ...found, deletedAt: null };
}

export async function purgeFolder(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.delete);
  const found = await ownFolder(ctx, user, id, true);
  if (!found.deletedAt) throw conflict('Delete the folder before removing it for good');
  await purgeFolderNow(ctx.services, found.id);
  return true;
}

export async function folderChanges(ctx: GraphQLContext, id: string) {
  const user = requirePermission(ctx, PERMISSIONS.media.read);
  await ownFolder(ctx, user, id);
  const source = prepend(
    { folderId: id },
    ctx.services.pubsub.subscribe('media:folder-changed', id),
  );
  return mapEvents(source, async () => {
    const current = await repo.findFolder(ctx.services.db, user.user.accountId, id);
    return current && !current.deletedAt ? current : undefined;
  });
}
