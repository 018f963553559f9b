import SqliteDatabase from 'better-sqlite3';
import { parentPort } from 'node:worker_threads';
import type { CheckpointJob, CheckpointResult } from './wal-checkpoints.js';

// The worker thread that checkpoints one SQLite database's write-ahead log (see
// wal-checkpoints.ts): its own connection, opened at the first job and kept for the next ones.

const port = parentPort!;
let connection: { file: string; db: SqliteDatabase.Database } | undefined;

function databaseOf(file: string): SqliteDatabase.Database {
  if (connection?.file !== file) {
    connection?.db.close();
    const db = new SqliteDatabase(file, { fileMustExist: true });
    // As the server's own connection: the checkpoint syncs the database file once it is written.
    db.pragma('synchronous = NORMAL');
    connection = { file, db };
  }
  return connection.db;
}

port.on('message', (job: CheckpointJob) => {
  if (job.close) {
    connection?.db.close();
    connection = undefined;
    port.postMessage({ frames: 0, copied: 0 } satisfies CheckpointResult);
    return;
  }
  // PASSIVE: copies what no reader still needs and never waits for, or blocks, the server's
  // connection; what it leaves is copied by the next one.
  const [row] = databaseOf(job.file).pragma('wal_checkpoint(PASSIVE)') as {
    busy: number;
    log: number;
    checkpointed: number;
  }[];
  const result: CheckpointResult = { frames: row?.log ?? 0, copied: row?.checkpointed ?? 0 };
  port.postMessage(result);
});
