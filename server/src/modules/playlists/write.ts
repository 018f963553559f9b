import { PERMISSIONS, type MediaFit } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import type { Db } from '../../db/connect.js';
import { badUserInput, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { findFilesByIds } from '../files/repo.js';
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

/** Validates (schema, rules, cycles) and stores, through `db` (a transaction's, or the app's). */
async function store(db: Db, row: PlaylistRow, isNew: boolean) {
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
  return stored;
}

/**
 * Validates and stores. An edit is announced as content:changed, so every screen whose content
 * holds the playlist loads it again (the devices module listens).
 */
async function save(app: AppServices, row: PlaylistRow, isNew: boolean) {
  const stored = await store(app.db, row, isNew);
  if (!isNew) app.events.emit('content:changed', { accountId: row.accountId, entityIds: [row.id] });
  return stored;
}

export async function createPlaylist(app: AppServices, scope: Scope, input: PlaylistInput) {
  assertPermission(scope, PERMISSIONS.playlist.update);
  const now = app.clock.now();
  const row: PlaylistRow = {
    id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    name: input.name?.trim() ?? '',
    playlistItems: (input.playlistItems ?? []) as unknown[],
    layout: input.layout ?? null,
    mediaFit: input.mediaFit ?? 'contain',
    spaceIds: [...(input.spaceIds ?? (scope.spaceId ? [scope.spaceId] : []))],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  return save(app, row, true);
}

/** The playlist to change: of the caller's account and shared to the current space. */
async function existing(app: Pick<AppServices, 'db'>, scope: Scope, id: string) {
  const row = await repo.findPlaylistInSpace(app.db, scope.accountId, scope.spaceId, id);
  if (!row) throw notFound('Playlist');
  return row;
}

export async function updatePlaylist(
  app: AppServices,
  scope: Scope,
  id: string,
  input: PlaylistInput,
) {
  assertPermission(scope, PERMISSIONS.playlist.update);
  const row = await existing(app, scope, id);
  return save(
    app,
    {
      ...row,
      name: input.name != null ? input.name.trim() : row.name,
      playlistItems:
        input.playlistItems !== undefined ? (input.playlistItems as unknown[]) : row.playlistItems,
      layout: input.layout !== undefined ? input.layout : row.layout,
      mediaFit: input.mediaFit ?? row.mediaFit,
      spaceIds: input.spaceIds ? [...input.spaceIds] : row.spaceIds,
      updatedAt: app.clock.now().toISOString(),
    },
    false,
  );
}

/**
 * Deletes the playlist and announces content:deleted: screens showing it directly go blank-safe
 * (nothing published) rather than to a dead id, and screens showing a container refetch.
 */
export async function deletePlaylist(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.playlist.delete);
  await existing(app, scope, id);
  if (!(await repo.deletePlaylistRow(app.db, scope.accountId, id))) throw notFound('Playlist');
  app.events.emit('content:deleted', { accountId: scope.accountId, entityIds: [id] });
  return true;
}

export async function addFilesToPlaylist(
  app: AppServices,
  scope: Scope,
  playlistId: string,
  fileIds: readonly string[],
  zoneId: number,
  duration: number | null | undefined,
) {
  assertPermission(scope, PERMISSIONS.playlist.update);
  if (duration != null && !(duration > 0))
    throw badUserInput('Duration must be positive', [
      { path: 'duration', message: 'Duration must be positive' },
    ]);
  // Read, appended to and stored in one transaction (the row locked on PostgreSQL; SQLite runs
  // one writing transaction at a time): parallel additions each see the ones before, so none is
  // lost and the item limit holds however many arrive at once.
  const stored = await app.db.transaction().execute(async (trx) => {
    if (app.dialect === 'postgres')
      await trx
        .selectFrom('playlists')
        .select('id')
        .where('account_id', '=', scope.accountId)
        .where('id', '=', playlistId)
        .forUpdate()
        .execute();
    const row = await existing({ db: trx }, scope, playlistId);
    const files = await findFilesByIds(trx, scope.accountId, scope.spaceId, fileIds);
    const byId = new Map(files.map((f) => [f.id, f]));
    const newId = () => uuidv7(app.clock.now().getTime());
    const items = fileIds.map((fileId) => {
      const file = byId.get(fileId);
      if (!file) throw notFound('File');
      return mediaFileItem(file, { zoneId, duration, newId });
    });
    return store(
      trx,
      {
        ...row,
        playlistItems: [...row.playlistItems, ...items],
        updatedAt: app.clock.now().toISOString(),
      },
      false,
    );
  });
  app.events.emit('content:changed', { accountId: scope.accountId, entityIds: [playlistId] });
  return stored;
}
