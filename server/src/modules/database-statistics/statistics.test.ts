import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB, TestServer } from '../../test/harness.js';
import { screensWrittenLike } from '../../test/screens-in-table.js';
import { REFRESH_EVERY_MS } from './statistics.js';

// SQLite only: PostgreSQL plans from the statistics its autovacuum keeps.
describe.runIf(TEST_DB === 'sqlite')('the query planner on SQLite, as an account grows', () => {
  let t: TestServer;
  let accountId: string;
  let some: string[] = [];

  beforeAll(async () => {
    t = await TestServer.start();
    const { deviceId } = await t.pairDevice(await t.signIn(), 'Model screen');
    // Written after the start's refresh, which saw no screens: the account now has 2,001 and the
    // statistics do not know it yet.
    const fleet = await screensWrittenLike(t, deviceId, 2000);
    accountId = fleet.accountId;
    some = fleet.ids.slice(0, 100);
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
