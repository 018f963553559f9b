import type { PlayQuota } from '@marquee/sdk/model';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { FilesTable } from '../../db/schema.js';
import { sharedToSpace } from '../../db/json-text-match.js';
import type { ContentScope } from '../folders/repo.js';

export type { ContentScope };

export type PlaybackSource = 'Converted' | 'Original';
export type { PlayQuota };

export interface FileRow {
  id: string;
  accountId: string;
  originalName: string;
  mimetype: string;
  fileSizeInBytes: number;
  parentFolderId: string | null;
  w: number | null;
  h: number | null;
  originalWidth: number | null;
  originalHeight: number | null;
  duration: number | null;
  status: string;
  fileProcessingProgressPercents: number;
  playbackSource: PlaybackSource;
  playQuota: PlayQuota | null;
  /** Shown from this wall-clock time ("YYYY-MM-DDTHH:mm", each screen's zone); null: no start. */
  validFrom: string | null;
  /** Shown until this wall-clock time; null: no end. */
  validUntil: string | null;
  /** A video plays without sound. */
  muted: boolean;
  numberOfPages: number | null;
  errorMessage: string | null;
  isDemo: boolean;
  spaceIds: string[];
  blobKey: string;
  /** sha256 hex of the bytes, computed when the file was stored ('' until uploaded). */
  checksum: string;
  convertedBlobKey: string | null;
  convertedMimetype: string | null;
  convertedSizeInBytes: number | null;
  /** sha256 hex of the converted bytes, when there are any and it was recorded. */
  convertedChecksum: string | null;
  thumbnailBlobKey: string | null;
  /** Blob keys of a PDF's page images, in page order (at most MAX_PDF_PAGE_IMAGES); else null. */
  pageBlobKeys: string[] | null;
  createdAt: string;
  updatedAt: string | null;
  deletedAt: string | null;
  /** Only on the answer to createFiles. */
  uploadUrl?: string;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export const toFile = (r: Selectable<FilesTable>): FileRow => ({
  id: r.id,
  accountId: r.account_id,
  originalName: r.original_name,
  mimetype: r.mimetype,
  fileSizeInBytes: Number(r.file_size_in_bytes),
  parentFolderId: r.parent_folder_id,
  w: r.w,
  h: r.h,
  originalWidth: r.original_width,
  originalHeight: r.original_height,
  duration: num(r.duration),
  status: r.status,
  fileProcessingProgressPercents: Number(r.file_processing_progress_percents),
  playbackSource: r.playback_source === 'Original' ? 'Original' : 'Converted',
  playQuota: parseJson<PlayQuota | null>(r.play_quota, null),
  validFrom: r.valid_from ?? null,
  validUntil: r.valid_until ?? null,
  muted: Number(r.muted) === 1,
  numberOfPages: r.number_of_pages,
  errorMessage: r.error_message,
  isDemo: Number(r.is_demo) === 1,
  spaceIds: parseJson<string[]>(r.space_ids, []),
  blobKey: r.blob_key,
  checksum: r.checksum,
  convertedBlobKey: r.converted_blob_key,
  convertedMimetype: r.converted_mimetype,
  convertedSizeInBytes: num(r.converted_size_in_bytes),
  convertedChecksum: r.converted_checksum ?? null,
  thumbnailBlobKey: r.thumbnail_blob_key,
  pageBlobKeys: parseJson<string[] | null>(r.page_blob_keys, null),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  deletedAt: r.deleted_at,
});

export type NewFile = Pick<
  FileRow,
  | 'id'
  | 'accountId'
  | 'originalName'
  | 'mimetype'
  | 'fileSizeInBytes'
  | 'w'
  | 'h'
  | 'duration'
  | 'status'
  | 'isDemo'
  | 'spaceIds'
  | 'blobKey'
  | 'checksum'
  | 'createdAt'
> &
  Partial<Pick<FileRow, 'parentFolderId' | 'originalWidth' | 'originalHeight'>>;

export async function insertFile(db: Db, f: NewFile): Promise<void> {
  await db
    .insertInto('files')
    .values({
      id: f.id,
      account_id: f.accountId,
      original_name: f.originalName,
      mimetype: f.mimetype,
      file_size_in_bytes: f.fileSizeInBytes,
      parent_folder_id: f.parentFolderId ?? null,
      w: f.w,
      h: f.h,
      original_width: f.originalWidth ?? null,
      original_height: f.originalHeight ?? null,
      duration: f.duration,
      status: f.status,
      is_demo: f.isDemo ? 1 : 0,
      space_ids: JSON.stringify(f.spaceIds),
      blob_key: f.blobKey,
      checksum: f.checksum,
      file_processing_progress_percents: f.status === 'READY' ? 100 : 0,
      playback_source: 'Converted',
      play_quota: null,
      number_of_pages: null,
      error_message: null,
      converted_blob_key: null,
      converted_mimetype: null,
      converted_size_in_bytes: null,
      converted_checksum: null,
      thumbnail_blob_key: null,
      page_blob_keys: null,
      created_at: f.createdAt,
      updated_at: f.createdAt,
      deleted_at: null,
    })
    .execute();
}

/**
 * Live (not deleted) files of the scope's account, as a query to narrow further; `folder`
 * undefined means every folder. With a space in the scope only files shared to it are kept, in
 * SQL, so a page and its count agree with what the caller may see.
 */
export function liveFilesQuery(
  db: Db,
  scope: ContentScope,
  folder?: { parentFolderId: string | null },
) {
  let query = db
    .selectFrom('files')
    .where('account_id', '=', scope.accountId)
    .where('deleted_at', 'is', null);
  if (folder) {
    query =
      folder.parentFolderId === null
        ? query.where('parent_folder_id', 'is', null)
        : query.where('parent_folder_id', '=', folder.parentFolderId);
  }
  if (scope.spaceId) query = query.where(sharedToSpace(scope.spaceId));
  return query;
}

/** Live files the scope can see, oldest first; `folder` undefined means every folder. */
export async function listFiles(
  db: Db,
  scope: ContentScope,
  folder?: { parentFolderId: string | null },
): Promise<FileRow[]> {
  const rows = await liveFilesQuery(db, scope, folder)
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toFile);
}

/** One query for any number of ids; unknown ids, deleted files and other accounts' files are absent. */
/** Live files of the account by id, shared to the space when one is given (null: any space). */
export async function findFilesByIds(
  db: Db,
  accountId: string,
  spaceId: string | null,
  ids: readonly string[],
): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .where(sharedToSpace(spaceId))
    .execute();
  return rows.map(toFile);
}

/**
 * A file of the scope's account shared to its space (when set), including a soft-deleted one
 * (undo and purge need it).
 */
export async function findFile(
  db: Db,
  scope: ContentScope,
  id: string,
): Promise<FileRow | undefined> {
  let query = db
    .selectFrom('files')
    .selectAll()
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id);
  if (scope.spaceId) query = query.where(sharedToSpace(scope.spaceId));
  const row = await query.executeTakeFirst();
  return row ? toFile(row) : undefined;
}

/** Used by the upload endpoint and jobs, which act on a file id alone. */
export async function findFileById(db: Db, id: string): Promise<FileRow | undefined> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFile(row) : undefined;
}

export async function updateFileColumns(
  db: Db,
  id: string,
  columns: Updateable<FilesTable>,
): Promise<void> {
  await db.updateTable('files').set(columns).where('id', '=', id).execute();
}

export async function deleteFileRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).execute();
}

/** Bytes counted against the storage quota: every own file's original, demo files excepted. */
export async function usedStorageBytes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('file_size_in_bytes').as('total'))
    .where('account_id', '=', accountId)
    .where('is_demo', '=', 0)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Bytes of the account's non-demo files whose upload was confirmed (any status but UPLOADING). */
export async function storedBytes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('file_size_in_bytes').as('total'))
    .where('account_id', '=', accountId)
    .where('is_demo', '=', 0)
    .where('status', '!=', 'UPLOADING')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function filesInFolders(db: Db, folderIds: readonly string[]): Promise<FileRow[]> {
  if (folderIds.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('parent_folder_id', 'in', [...folderIds])
    .execute();
  return rows.map(toFile);
}
