import type { AppServices } from '../../app-services.js';

// The folder topic joins the shared Topics map by declaration merging, so pubsub.ts stays as it is.
declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A folder's record or its direct content changed. Keyed by folder id. */
    'media:folder-changed': { folderId: string };
  }
}

export function publishFolderChanged(services: AppServices, folderId: string): void {
  services.pubsub.publish('media:folder-changed', folderId, { folderId });
}
