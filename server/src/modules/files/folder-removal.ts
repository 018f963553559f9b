import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { conflict } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { publishFolderChanged } from '../folders/events.js';
import * as folders from '../folders/repo.js';
import { visibleFolder } from '../folders/service.js';
import { PURGE_JOB, purgeFolderNow } from './purge.js';
import { PURGE_AFTER_MS } from './rules.js';

// Deleting a folder removes the files inside it, so these two folder mutations live in the files
// module (files sits above folders; folders imports nothing of files).

/**
 * Undoable delete: the folder and every folder below it are hidden at once, and purged on
 * purgeFolder or by the backstop job a minute later.
 */
export async function deleteFolder(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.delete);
  const found = await visibleFolder(app, scope, id);
  const now = app.clock.now();
  const subtree = [found.id, ...(await folders.descendantFolderIds(app.db, found.id))];
  await folders.markFoldersDeleted(app.db, scope.accountId, subtree, now.toISOString());
  await app.jobs.enqueue(
    PURGE_JOB,
    { folderId: found.id },
    { runAt: new Date(now.getTime() + PURGE_AFTER_MS) },
  );
  publishFolderChanged(app, found.id);
  if (found.parentFolderId) publishFolderChanged(app, found.parentFolderId);
  return true;
}

/** Ends the undo window now: the folder, its subfolders and their files go. */
export async function purgeFolder(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.media.delete);
  const found = await visibleFolder(app, scope, id, true);
  if (!found.deletedAt) throw conflict('Delete the folder before removing it for good');
  await purgeFolderNow(app, found.id);
  return true;
}
