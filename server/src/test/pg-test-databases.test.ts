import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signUpAccount } from './accounts.js';
import { TEST_DB, TestServer } from './harness.js';

// Test servers on PostgreSQL get a database that an earlier server used and gave back: nothing of
// what that server wrote may reach the next one. (On SQLite each server has a new file.)
describe.skipIf(TEST_DB !== 'postgres')('a test database lent again', () => {
  async function rowCounts(url: string): Promise<Record<string, number>> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'marquee_migrations%'",
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`);
        counts[name] = Number(rows[0]!.n);
      }
      return counts;
    } finally {
      await client.end();
    }
  }

  it('holds only what its own server seeded, never the rows of the server before', async () => {
    const first = await TestServer.start();
    const used = first.databaseUrl!;
    const seeded = await rowCounts(used);
    await signUpAccount(first, 'other@example.com');
    expect((await rowCounts(used)).accounts).toBe(seeded.accounts! + 1);
    await first.close();
    // A database given back goes to the next server of the same process.
    const next = await TestServer.start();
    expect(next.databaseUrl).toBe(used);
    expect(await rowCounts(used)).toEqual(seeded);
    await next.close();
  });
});
