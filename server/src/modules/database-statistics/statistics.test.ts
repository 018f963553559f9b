import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB, TestServer } from '../../test/harness.js';
import { REFRESH_EVERY_MS } from './statistics.js';

// SQLite only: PostgreSQL plans from the statistics its autovacuum keeps.
describe.runIf(TEST_DB === 'sqlite')('the query planner on SQLite, as an account grows', () => {
  let t: TestServer;
  let accountId: string;
  let some: string[] = [];

  beforeAll(async () => {
    t = await TestServer.start();
    const { deviceId } = await t.pairDevice(await t.signIn(), 'Model screen');
    const db = t.server.services.db;
    const model = await db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    accountId = model.account_id;
    // Written straight to the table, after the start's refresh saw one screen: the account now
    // has 2,000 and the statistics do not know it yet.
    const rows = Array.from({ length: 2000 }, (_, i) => ({
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
    some = rows.slice(0, 100).map((r) => r.id);
  });
  afterAll(() => t.close());

  /** How SQLite reads a batch of 100 of the account's screens (the bulk action's read). */
  const plan = async () => {
    const query = t.server.services.db
      .selectFrom('devices')
      .select(['id', 'device_info'])
      .where('account_id', '=', accountId)
      .where('id', 'in', some)
      .compile();
    const explained = await t.server.services.db.executeQuery<{ detail: string }>({
      ...query,
      sql: `EXPLAIN QUERY PLAN ${query.sql}`,
    });
    return explained.rows.map((r) => r.detail).join('; ');
  };

  it('reads a batch of screens by their ids once the statistics are refreshed on the clock', async () => {
    expect(await plan()).toContain('devices_account_idx');
    t.clock.advance(REFRESH_EVERY_MS);
    await expect.poll(plan).toContain('sqlite_autoindex_devices_1');
    expect(await plan()).not.toContain('devices_account_idx');
  });
});
