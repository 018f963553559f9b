import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { PlaylistsTable } from '../../db/schema.js';
import { mentionsAnyOf, sharedToSpace } from '../../db/json-text-match.js';

// Every query is narrowed to an account. Reads of documents are also narrowed to a space in SQL
// (null: every space of the account, for checks that must see the whole account, such as
// reference cycles); names and containment lookups span the account and say so.

export interface PlaylistRow {
  id: string;
  accountId: string;
  name: string;
  /** PlaylistItem[] as stored (validated with the sdk model on write). */
  playlistItems: unknown[];
  layout: unknown;
  mediaFit: 'contain' | 'cover' | 'stretch';
  spaceIds: string[];
  createdAt: string;
  updatedAt: string;
}

const toPlaylist = (r: PlaylistsTable): PlaylistRow => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  playlistItems: parseJson<unknown[]>(r.playlist_items, []),
  layout: parseJson<unknown>(r.layout, null),
  mediaFit: (r.media_fit as PlaylistRow['mediaFit']) ?? 'contain',
  spaceIds: parseJson<string[]>(r.space_ids, []),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The document a player parses with the sdk's playlistSchema. */
export function playlistDocument(p: PlaylistRow) {
  return {
    _id: p.id,
    name: p.name,
    playlistItems: p.playlistItems,
    layout: p.layout ?? null,
    mediaFit: p.mediaFit,
    spaceIds: p.spaceIds,
  };
}

export async function insertPlaylist(db: Db, p: PlaylistRow): Promise<void> {
  await db
    .insertInto('playlists')
    .values({
      id: p.id,
      account_id: p.accountId,
      name: p.name,
      playlist_items: JSON.stringify(p.playlistItems),
      layout: p.layout == null ? null : JSON.stringify(p.layout),
      media_fit: p.mediaFit,
      space_ids: JSON.stringify(p.spaceIds),
      created_at: p.createdAt,
      updated_at: p.updatedAt,
    })
    .execute();
}

/** Playlists of the account shared to the space, oldest first. */
export async function listPlaylists(
  db: Db,
  accountId: string,
  spaceId: string | null,
): Promise<PlaylistRow[]> {
  const rows = await db
    .selectFrom('playlists')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sharedToSpace(spaceId))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPlaylist);
}

export async function findPlaylistsByIds(
  db: Db,
  accountId: string,
  spaceId: string | null,
  ids: readonly string[],
): Promise<PlaylistRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('playlists')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sharedToSpace(spaceId))
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toPlaylist);
}

/** A playlist of the account shared to the space (null: any space). */
export async function findPlaylistInSpace(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
): Promise<PlaylistRow | undefined> {
  const [row] = await findPlaylistsByIds(db, accountId, spaceId, [id]);
  return row;
}

/** Names of the account's playlists with these ids (any space; unknown ids are absent). */
export async function findPlaylistNames(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('playlists')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Ids of the account's playlists whose items mention one of the ids (any space). */
export async function findPlaylistsMentioning(db: Db, accountId: string, ids: readonly string[]) {
  const rows = await db
    .selectFrom('playlists')
    .select('id')
    .where('account_id', '=', accountId)
    .where(mentionsAnyOf('playlist_items', ids))
    .execute();
  return rows.map((r) => r.id);
}

/** Stores the account's playlist; the caller checked the space before. */
export async function updatePlaylistRow(db: Db, p: PlaylistRow): Promise<boolean> {
  const result = await db
    .updateTable('playlists')
    .set({
      name: p.name,
      playlist_items: JSON.stringify(p.playlistItems),
      layout: p.layout == null ? null : JSON.stringify(p.layout),
      media_fit: p.mediaFit,
      space_ids: JSON.stringify(p.spaceIds),
      updated_at: p.updatedAt,
    })
    .where('account_id', '=', p.accountId)
    .where('id', '=', p.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the account's playlist; the caller checked the space before. */
export async function deletePlaylistRow(db: Db, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('playlists')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
