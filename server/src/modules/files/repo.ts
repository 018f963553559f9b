import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { FilesTable } from '../../db/schema.js';

export interface FileRow {
  id: string;
  accountId: string;
  originalName: string;
  mimetype: string;
  fileSizeInBytes: number;
  w: number | null;
  h: number | null;
  duration: number | null;
  status: string;
  isDemo: boolean;
  spaceIds: string[];
  blobKey: string;
  /** sha256 hex of the bytes, computed when the file was stored. */
  checksum: string;
  createdAt: string;
}

const toFile = (r: FilesTable): FileRow => ({
  id: r.id,
  accountId: r.account_id,
  originalName: r.original_name,
  mimetype: r.mimetype,
  fileSizeInBytes: Number(r.file_size_in_bytes),
  w: r.w,
  h: r.h,
  duration: r.duration === null ? null : Number(r.duration),
  status: r.status,
  isDemo: Number(r.is_demo) === 1,
  spaceIds: parseJson<string[]>(r.space_ids, []),
  blobKey: r.blob_key,
  checksum: r.checksum,
  createdAt: r.created_at,
});

export async function insertFile(db: Db, f: FileRow): Promise<void> {
  await db
    .insertInto('files')
    .values({
      id: f.id,
      account_id: f.accountId,
      original_name: f.originalName,
      mimetype: f.mimetype,
      file_size_in_bytes: f.fileSizeInBytes,
      w: f.w,
      h: f.h,
      duration: f.duration,
      status: f.status,
      is_demo: f.isDemo ? 1 : 0,
      space_ids: JSON.stringify(f.spaceIds),
      blob_key: f.blobKey,
      checksum: f.checksum,
      created_at: f.createdAt,
    })
    .execute();
}

export async function listFiles(db: Db, accountId: string): Promise<FileRow[]> {
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toFile);
}

/** One query for any number of ids; unknown ids and other accounts' files are simply absent. */
export async function findFilesByIds(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toFile);
}
