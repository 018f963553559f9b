import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { ApiKeysTable } from '../../db/schema.js';

export interface ApiKeyRow {
  id: string;
  accountId: string;
  name: string;
  prefix: string;
  permissions: string[];
  userId: string;
  spaceId: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

const toApiKey = (r: ApiKeysTable): ApiKeyRow => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  prefix: r.key_prefix,
  permissions: parseJson<string[]>(r.permissions, []),
  userId: r.user_id,
  spaceId: r.space_id,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

export async function insertApiKey(db: Db, k: ApiKeyRow & { keyHash: string }) {
  await db
    .insertInto('api_keys')
    .values({
      id: k.id,
      account_id: k.accountId,
      name: k.name,
      key_hash: k.keyHash,
      key_prefix: k.prefix,
      permissions: JSON.stringify(k.permissions),
      user_id: k.userId,
      space_id: k.spaceId,
      created_at: k.createdAt,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
}

export async function listApiKeys(db: Db, accountId: string): Promise<ApiKeyRow[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toApiKey);
}

export async function revokeApiKey(db: Db, accountId: string, id: string, at: string) {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Authentication: a live key by the hash of its secret (across accounts, like sign-in). */
export async function findLiveKeyByHash(db: Db, keyHash: string) {
  const r = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return r ? toApiKey(r) : undefined;
}

export async function touchApiKey(db: Db, id: string, at: string) {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
