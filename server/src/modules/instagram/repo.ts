import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { InstagramFeedsTable } from '../../db/schema.js';
import type { InstagramFeedStatus } from '../../graphql/generated.js';
import type { InstagramPost } from './provider.js';

// Every query is narrowed to an account, and to a space where one is given (null: any space of
// the account). Updates that follow a call to Instagram name the token they used, so an answer
// to an old token never overwrites a newer authorisation.

export type FeedKind = 'connected' | 'public';

export interface InstagramFeedRow {
  id: string;
  accountId: string;
  spaceId: string | null;
  kind: FeedKind;
  status: InstagramFeedStatus;
  instagramUserId: string | null;
  instagramUsername: string | null;
  publicUsername: string | null;
  /** Never leaves the server (token-seal.ts). */
  sealedAccessToken: string | null;
  tokenExpiresAt: string | null;
  media: InstagramPost[];
  mediaFetchedAt: string | null;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
}

const toRow = (r: InstagramFeedsTable): InstagramFeedRow => ({
  id: r.id,
  accountId: r.account_id,
  spaceId: r.space_id,
  kind: r.kind === 'public' ? 'public' : 'connected',
  status: r.status as InstagramFeedStatus,
  instagramUserId: r.instagram_user_id,
  instagramUsername: r.instagram_username,
  publicUsername: r.public_username,
  sealedAccessToken: r.sealed_access_token,
  tokenExpiresAt: r.token_expires_at,
  media: parseJson<InstagramPost[]>(r.media, []),
  mediaFetchedAt: r.media_fetched_at,
  authorId: r.author_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const inSpace = (spaceId: string | null) =>
  spaceId === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`space_id = ${spaceId}`;

export async function insertFeed(db: Db, f: InstagramFeedRow): Promise<void> {
  await db
    .insertInto('instagram_feeds')
    .values({
      id: f.id,
      account_id: f.accountId,
      space_id: f.spaceId,
      kind: f.kind,
      status: f.status,
      instagram_user_id: f.instagramUserId,
      instagram_username: f.instagramUsername,
      public_username: f.publicUsername,
      sealed_access_token: f.sealedAccessToken,
      token_expires_at: f.tokenExpiresAt,
      media: JSON.stringify(f.media),
      media_fetched_at: f.mediaFetchedAt,
      author_id: f.authorId,
      created_at: f.createdAt,
      updated_at: f.updatedAt,
    })
    .onConflict((oc) => oc.columns(['account_id', 'space_id', 'public_username']).doNothing())
    .execute();
}

export async function findFeed(
  db: Db,
  accountId: string,
  spaceId: string | null,
  kind: FeedKind,
  id: string,
): Promise<InstagramFeedRow | undefined> {
  const row = await db
    .selectFrom('instagram_feeds')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The space's connected feeds, the newest first. */
export async function listConnectedFeeds(
  db: Db,
  accountId: string,
  spaceId: string | null,
): Promise<InstagramFeedRow[]> {
  const rows = await db
    .selectFrom('instagram_feeds')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .where('kind', '=', 'connected')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRow);
}

/** The space's public feed of a user name (as normalUsername gives it). */
export async function findPublicFeed(
  db: Db,
  accountId: string,
  spaceId: string | null,
  username: string,
): Promise<InstagramFeedRow | undefined> {
  const row = await db
    .selectFrom('instagram_feeds')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .where('kind', '=', 'public')
    .where('public_username', '=', username)
    .orderBy('id')
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export interface Authorization {
  instagramUserId: string;
  instagramUsername: string;
  sealedAccessToken: string;
  tokenExpiresAt: string | null;
  media: InstagramPost[];
  at: string;
}

/** The feed authorised (again): its account, token and first media. */
export async function saveAuthorization(
  db: Db,
  accountId: string,
  id: string,
  a: Authorization,
): Promise<void> {
  await db
    .updateTable('instagram_feeds')
    .set({
      status: 'AUTHORIZED' satisfies InstagramFeedStatus,
      instagram_user_id: a.instagramUserId,
      instagram_username: a.instagramUsername,
      sealed_access_token: a.sealedAccessToken,
      token_expires_at: a.tokenExpiresAt,
      media: JSON.stringify(a.media),
      media_fetched_at: a.at,
      updated_at: a.at,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('kind', '=', 'connected')
    .execute();
}

/** The token a refresh used; null for public feeds, which have none. */
const withToken = (sealedAccessToken: string | null) =>
  sealedAccessToken === null
    ? sql<SqlBool>`sealed_access_token is null`
    : sql<SqlBool>`sealed_access_token = ${sealedAccessToken}`;

export interface MediaRefresh {
  /** The token the media was fetched with. */
  usedToken: string | null;
  media: InstagramPost[];
  /** A renewed token, when the refresh renewed it. */
  renewed?: { sealedAccessToken: string; tokenExpiresAt: string | null };
  at: string;
}

/** New media for the feed; false when the feed was authorised again meanwhile. */
export async function saveMedia(
  db: Db,
  accountId: string,
  id: string,
  r: MediaRefresh,
): Promise<boolean> {
  const result = await db
    .updateTable('instagram_feeds')
    .set({
      media: JSON.stringify(r.media),
      media_fetched_at: r.at,
      updated_at: r.at,
      ...(r.renewed
        ? {
            sealed_access_token: r.renewed.sealedAccessToken,
            token_expires_at: r.renewed.tokenExpiresAt,
          }
        : {}),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where(withToken(r.usedToken))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The consent ended: the token is dropped, the media kept. False when authorised meanwhile. */
export async function markExpired(
  db: Db,
  accountId: string,
  id: string,
  usedToken: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('instagram_feeds')
    .set({
      status: 'EXPIRED' satisfies InstagramFeedStatus,
      sealed_access_token: null,
      token_expires_at: null,
      updated_at: at,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('sealed_access_token', '=', usedToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
