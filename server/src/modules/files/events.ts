import type { AppServices } from '../../app-services.js';
import { publishFolderChanged } from '../folders/events.js';

// The file topic joins the shared Topics map by declaration merging, so pubsub.ts stays as it is.
declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A file's record changed (status, progress, name, folder, quota) or it was deleted. */
    'media:file-changed': { fileId: string };
  }
}

/** Tells the file's subscribers, and its folder's: a folder's content changed with it. */
export function publishFileChanged(
  services: AppServices,
  file: { id: string; parentFolderId: string | null },
): void {
  services.pubsub.publish('media:file-changed', file.id, { fileId: file.id });
  if (file.parentFolderId) publishFolderChanged(services, file.parentFolderId);
}
