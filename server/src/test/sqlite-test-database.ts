import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { schemaHash } from './schema-hash.js';

// Migrating a new SQLite file took 0.1-0.5 s of each test server's start. The schema is migrated
// once per schema into a file in the temp dir, and each server's data dir gets a copy of it.

/** The migrated file; made under a working name and renamed, so none is seen half made. */
async function migratedFile(): Promise<string> {
  const file = join(tmpdir(), `marquee-test-schema-${schemaHash()}.db`);
  if (existsSync(file)) return file;
  const building = mkdtempSync(join(tmpdir(), 'marquee-test-schema-'));
  const { db } = connectDatabase({ dataDir: building, databaseUrl: undefined });
  try {
    await migrateToLatest(db);
  } finally {
    // Closing the last connection checkpoints the WAL into the file and removes it.
    await db.destroy();
  }
  renameSync(join(building, 'marquee.db'), file);
  rmSync(building, { recursive: true, force: true });
  return file;
}

/** Puts an empty migrated database where the server in `dataDir` opens its own. */
export async function placeMigratedSqlite(dataDir: string): Promise<void> {
  copyFileSync(await migratedFile(), join(dataDir, 'marquee.db'));
}
