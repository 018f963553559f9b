import type { AppServices } from '../../app-services.js';

// The media topics join the shared Topics map by declaration merging, so pubsub.ts stays as it is.
declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A file's record changed (status, progress, name, folder, quota) or it was deleted. */
    'media:file-changed': { fileId: string };
    /** A folder's record or its direct content changed. Keyed by folder id. */
    'media:folder-changed': { folderId: string };
  }
}

export function publishFileChanged(
  services: AppServices,
  file: { id: string; parentFolderId: string | null },
): void {
  services.pubsub.publish('media:file-changed', file.id, { fileId: file.id });
  if (file.parentFolderId) publishFolderChanged(services, file.parentFolderId);
}

export function publishFolderChanged(services: AppServices, folderId: string): void {
  services.pubsub.publish('media:folder-changed', folderId, { folderId });
}
