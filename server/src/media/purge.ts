import type { AppServices } from '../app-services.js';
import type { JobHandler } from '../jobs/job-provider.js';
import {
  deleteFileRow,
  findFileById,
  filesInFolders,
  type FileRow,
} from '../modules/files/repo.js';
import { deleteFolderRows, descendantFolderIds, findFolderById } from '../modules/folders/repo.js';

export const PURGE_JOB = 'media:purge';
export type PurgePayload = { fileId: string } | { folderId: string };

/** Blobs first, the row last: a crash in between leaves a row the retried job finishes, never an orphan blob. */
export async function purgeFileNow(services: AppServices, file: FileRow): Promise<void> {
  const keys = [
    file.blobKey,
    file.convertedBlobKey,
    file.thumbnailBlobKey,
    ...(file.pageBlobKeys ?? []),
  ];
  for (const key of keys) if (key) await services.blobs.delete(key);
  await deleteFileRow(services.db, file.id);
}

/** A folder, its subfolders and every file in them. */
export async function purgeFolderNow(services: AppServices, folderId: string): Promise<void> {
  const ids = [folderId, ...(await descendantFolderIds(services.db, folderId))];
  for (const file of await filesInFolders(services.db, ids)) await purgeFileNow(services, file);
  await deleteFolderRows(services.db, ids);
}

/** The backstop for an undoable delete the client never confirmed (tab closed mid-countdown). */
export function purgeJob(services: AppServices): JobHandler<PurgePayload> {
  return {
    kind: PURGE_JOB,
    async run(payload) {
      if ('fileId' in payload) {
        const file = await findFileById(services.db, payload.fileId);
        if (file?.deletedAt) await purgeFileNow(services, file);
      } else {
        const folder = await findFolderById(services.db, payload.folderId);
        if (folder?.deletedAt) await purgeFolderNow(services, folder.id);
      }
    },
  };
}
