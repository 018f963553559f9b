import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { defineJob } from '../../jobs/define-job.js';
import { deleteFolderRows, descendantFolderIds, findFolderById } from '../folders/repo.js';
import { deleteFileRow, findFileById, filesInFolders, type FileRow } from './repo.js';

// Removing for good: the blobs, then the rows. Folders are purged here too, because a folder's
// purge removes the files inside it and files sits above folders.

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

/**
 * The backstop for an undoable delete the client never confirmed (tab closed mid-countdown): a
 * file or a folder still deleted when the job runs is purged; a restored one is left alone.
 */
export const PURGE_JOB = defineJob({
  kind: 'media:purge',
  payload: z.union([
    z.object({ fileId: z.string().min(1) }),
    z.object({ folderId: z.string().min(1) }),
  ]),
  async run(payload, _job, app) {
    if ('fileId' in payload) {
      const file = await findFileById(app.db, payload.fileId);
      if (file?.deletedAt) await purgeFileNow(app, file);
    } else {
      const folder = await findFolderById(app.db, payload.folderId);
      if (folder?.deletedAt) await purgeFolderNow(app, folder.id);
    }
  },
});
