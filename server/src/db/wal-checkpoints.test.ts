import { existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DbHandle } from './connect.js';
import { CHECKPOINT_AT_BYTES, WalCheckpoints, WORKER_RETRY_MS } from './wal-checkpoints.js';

// What the server's event loop is spared: SQLite's checkpoint (copying its log into the database
// file and syncing it) runs in a worker thread, never inside one of the server's commits.

const dirs: string[] = [];
function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-wal-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** Commits of 8 KB rows, one per commit as heartbeats and edits come, to `bytes` in all. */
async function writeCommits(handle: DbHandle, bytes: number) {
  await sql`create table if not exists filler (id integer primary key, body blob)`.execute(
    handle.db,
  );
  const row = Buffer.alloc(8192, 7);
  for (let written = 0; written < bytes; written += row.length)
    await sql`insert into filler (body) values (${row})`.execute(handle.db);
}

describe('checkpoints of the SQLite log', () => {
  it('never run in a commit of the server: the log grows until the worker copies it', async () => {
    const dataDir = newDataDir();
    const onCheckpointError = vi.fn();
    const handle = connectDatabase({
      dataDir,
      databaseUrl: undefined,
      startCheckpoints: false,
      onCheckpointError,
    });
    const file = join(dataDir, 'marquee.db');
    await writeCommits(handle, 2 * CHECKPOINT_AT_BYTES);
    // SQLite's default would have copied the log at 1,000 pages, in the commit that passed them.
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(2 * CHECKPOINT_AT_BYTES);
    expect(sizeOf(file)).toBeLessThan(CHECKPOINT_AT_BYTES / 4);

    await handle.checkpoints!.tick();
    expect(sizeOf(file)).toBeGreaterThan(2 * CHECKPOINT_AT_BYTES);
    expect(onCheckpointError).not.toHaveBeenCalled();

    // Closing: the worker's connection first, so the server's is the last and removes the log.
    await handle.db.destroy();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('leave a log under 1,000 pages for later', async () => {
    const dataDir = newDataDir();
    const handle = connectDatabase({ dataDir, databaseUrl: undefined, startCheckpoints: false });
    const file = join(dataDir, 'marquee.db');
    await writeCommits(handle, CHECKPOINT_AT_BYTES / 4);
    const before = sizeOf(file);
    await handle.checkpoints!.tick();
    expect(sizeOf(file)).toBe(before);
    await handle.db.destroy();
  });

  it('run on the server’s connection, and say so, when the worker fails', async () => {
    const dataDir = newDataDir();
    const file = join(dataDir, 'marquee.db');
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('wal_autocheckpoint = 0');
    sqlite.exec('create table filler (id integer primary key, body blob)');
    const insert = sqlite.prepare('insert into filler (body) values (?)');
    for (let i = 0; i < 600; i++) insert.run(Buffer.alloc(8192, 7));
    const onError = vi.fn();
    const fallback = vi.fn(() => sqlite.pragma('wal_checkpoint(PASSIVE)'));
    let clock = 0;
    const checkpoints = new WalCheckpoints({
      file,
      fallback,
      onError,
      module: new URL(`data:text/javascript,throw new Error('no worker')`),
      now: () => clock,
    });
    expect(sizeOf(file)).toBeLessThan(CHECKPOINT_AT_BYTES / 4);
    await checkpoints.tick();
    expect(onError).toHaveBeenCalledOnce();
    expect(sizeOf(file)).toBeGreaterThan(CHECKPOINT_AT_BYTES);

    // Until WORKER_RETRY_MS have passed, the next checkpoints run here without a worker, and
    // without another report; then a worker is tried again.
    let writes = 0;
    const more = async () => {
      for (let i = 0; i < 50; i++) insert.run(Buffer.alloc(8192, 7));
      // The kernel stamps files to the tick of its coarse clock: two writes a millisecond apart
      // can share one mtime. A distinct one says "written since" as a later write would.
      utimesSync(`${file}-wal`, new Date(), new Date(Date.UTC(2030, 0, 1, 0, 0, ++writes)));
      await checkpoints.tick();
    };
    clock = WORKER_RETRY_MS - 1;
    await more();
    expect(onError).toHaveBeenCalledOnce();
    expect(fallback).toHaveBeenCalledTimes(2);
    clock = WORKER_RETRY_MS + 1;
    await more();
    expect(onError).toHaveBeenCalledTimes(2);
    expect(fallback).toHaveBeenCalledTimes(3);
    await checkpoints.close();
    sqlite.close();
  });
});
