import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.js';

describe('the SQLite database file', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-connect-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** journal_mode and synchronous as a connection sees them (synchronous 1 is NORMAL). */
  async function modesOf() {
    const { db } = connectDatabase({ dataDir, databaseUrl: undefined });
    try {
      const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
      const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
      return { journal: journal.rows[0]!.journal_mode, synchronous: sync.rows[0]!.synchronous };
    } finally {
      await db.destroy();
    }
  }

  it('commits without waiting for the disk from the first run on, as after a restart', async () => {
    expect(await modesOf()).toEqual({ journal: 'wal', synchronous: 1 });
    expect(await modesOf()).toEqual({ journal: 'wal', synchronous: 1 });
  });
});
