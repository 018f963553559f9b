import { PERMISSIONS, type MediaFit } from '@marquee/sdk/model';
import { badUserInput, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { requirePermission, type UserPrincipal } from '../../graphql/guards.js';
import { clearPublishedContent } from '../devices/repo.js';
import { notifyDevicesChanged, notifyDevicesShowing } from '../devices/publishing.js';
import { findFilesByIds } from '../files/repo.js';
import { onlySharedTo } from '../spaces/scope.js';
import { findContainers } from '../playable-content/containers.js';
import { assertNoCycle } from './cycles.js';
import { mediaFileItem } from './media-items.js';
import * as repo from './repo.js';
import type { PlaylistRow } from './repo.js';
import { validatePlaylistDocument } from './validate.js';

export interface PlaylistInput {
  name?: string | null;
  playlistItems?: unknown;
  layout?: unknown;
  mediaFit?: MediaFit | null;
  spaceIds?: readonly string[] | null;
}

/** Validates (schema, rules, cycles), stores, and tells every screen whose graph holds it. */
async function save(ctx: GraphQLContext, row: PlaylistRow, isNew: boolean) {
  const { db } = ctx.services;
  const document = validatePlaylistDocument(repo.playlistDocument(row));
  await assertNoCycle(db, row.accountId, document);
  const stored: PlaylistRow = {
    ...row,
    name: document.name,
    playlistItems: document.playlistItems,
    layout: document.layout ?? null,
    mediaFit: document.mediaFit,
    spaceIds: document.spaceIds,
  };
  if (isNew) await repo.insertPlaylist(db, stored);
  else if (!(await repo.updatePlaylistRow(db, stored))) throw notFound('Playlist');
  if (!isNew) await notifyGraphChanged(ctx, row.accountId, [row.id]);
  return stored;
}

/** A change to these entities reaches every device showing them or anything containing them. */
export async function notifyGraphChanged(
  ctx: GraphQLContext,
  accountId: string,
  entityIds: readonly string[],
) {
  const containers = await findContainers(ctx.services.db, accountId, entityIds);
  await notifyDevicesShowing(ctx.services, accountId, [...entityIds, ...containers]);
}

export async function createPlaylist(ctx: GraphQLContext, input: PlaylistInput) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.playlist.update);
  const now = ctx.now().toISOString();
  const row: PlaylistRow = {
    id: uuidv7(ctx.now().getTime()),
    accountId: user.accountId,
    name: input.name?.trim() ?? '',
    playlistItems: (input.playlistItems ?? []) as unknown[],
    layout: input.layout ?? null,
    mediaFit: input.mediaFit ?? 'contain',
    spaceIds: [...(input.spaceIds ?? (session.currentSpaceId ? [session.currentSpaceId] : []))],
    createdAt: now,
    updatedAt: now,
  };
  return save(ctx, row, true);
}

/** The playlist to change: of the caller's account and shared to the current space. */
async function existing(ctx: GraphQLContext, user: UserPrincipal, id: string) {
  const { db } = ctx.services;
  const space = user.session.currentSpaceId;
  const row = await repo.findPlaylistInSpace(db, user.user.accountId, space, id);
  if (!row) throw notFound('Playlist');
  return row;
}

export async function updatePlaylist(ctx: GraphQLContext, id: string, input: PlaylistInput) {
  const principal = requirePermission(ctx, PERMISSIONS.playlist.update);
  const row = await existing(ctx, principal, id);
  return save(
    ctx,
    {
      ...row,
      name: input.name != null ? input.name.trim() : row.name,
      playlistItems:
        input.playlistItems !== undefined ? (input.playlistItems as unknown[]) : row.playlistItems,
      layout: input.layout !== undefined ? input.layout : row.layout,
      mediaFit: input.mediaFit ?? row.mediaFit,
      spaceIds: input.spaceIds ? [...input.spaceIds] : row.spaceIds,
      updatedAt: ctx.now().toISOString(),
    },
    false,
  );
}

export async function deletePlaylist(ctx: GraphQLContext, id: string) {
  const principal = requirePermission(ctx, PERMISSIONS.playlist.delete);
  const { user } = principal;
  const { db } = ctx.services;
  await existing(ctx, principal, id);
  const containers = await findContainers(db, user.accountId, [id]);
  if (!(await repo.deletePlaylistRow(db, user.accountId, id))) throw notFound('Playlist');
  // Screens showing it directly go blank-safe (nothing published) rather than to a dead id.
  const cleared = await clearPublishedContent(db, user.accountId, id);
  notifyDevicesChanged(ctx.services, user.accountId, cleared);
  await notifyDevicesShowing(ctx.services, user.accountId, containers);
  return true;
}

export async function addFilesToPlaylist(
  ctx: GraphQLContext,
  playlistId: string,
  fileIds: readonly string[],
  zoneId: number,
  duration: number | null | undefined,
) {
  const principal = requirePermission(ctx, PERMISSIONS.playlist.update);
  const { user } = principal;
  if (duration != null && !(duration > 0))
    throw badUserInput('Duration must be positive', [
      { path: 'duration', message: 'Duration must be positive' },
    ]);
  const row = await existing(ctx, principal, playlistId);
  const space = principal.session.currentSpaceId;
  const files = onlySharedTo(space, await findFilesByIds(ctx.services.db, user.accountId, fileIds));
  const byId = new Map(files.map((f) => [f.id, f]));
  const newId = () => uuidv7(ctx.now().getTime());
  const items = fileIds.map((fileId) => {
    const file = byId.get(fileId);
    if (!file) throw notFound('File');
    return mediaFileItem(file, { zoneId, duration, newId });
  });
  return save(
    ctx,
    {
      ...row,
      playlistItems: [...row.playlistItems, ...items],
      updatedAt: ctx.now().toISOString(),
    },
    false,
  );
}
