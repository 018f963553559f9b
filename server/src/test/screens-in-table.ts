import { randomUUID } from 'node:crypto';
import type { TestServer } from './harness.js';

/**
 * `count` more screens like the paired `modelDeviceId` (same account, space and platform), named
 * "Screen 0", "Screen 1", …, written straight to the table, 500 rows a statement: a fleet of
 * thousands is what such a test needs, and pairing each through the API would only slow it down.
 * Returns the account and the new screens' ids, in the order written.
 */
export async function screensWrittenLike(t: TestServer, modelDeviceId: string, count: number) {
  const db = t.server.services.db;
  const model = await db
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', modelDeviceId)
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    account_id: model.account_id,
    space_id: model.space_id,
    name: `Screen ${i}`,
    platform: model.platform,
    created_at: model.created_at,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('devices')
      .values(rows.slice(i, i + 500))
      .execute();
  return { accountId: model.account_id, ids: rows.map((r) => r.id) };
}
