import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import type { FolderRow } from './repo.js';
import * as folders from './service.js';

/** The media library's files and folders: read, update (upload, rename, move), delete. */
export const MEDIA = {
  read: { anyOf: [PERMISSIONS.media.read] },
  update: { anyOf: [PERMISSIONS.media.update] },
  delete: { anyOf: [PERMISSIONS.media.delete] },
} as const satisfies Record<string, Access>;

/** An argument left out means "everywhere"; an explicit null means the root folder. */
export const folderFilter = (args: { parentFolderId?: string | null }) =>
  'parentFolderId' in args ? { parentFolderId: args.parentFolderId ?? null } : undefined;

// deleteFolder and purgeFolder are resolved in the files module: they remove the files inside.
export const folderResolvers: Resolvers = {
  Query: {
    folders: (_root, args, ctx) =>
      folders.folders(ctx.services, guard(ctx, MEDIA.read), folderFilter(args)),
    folder: (_root, { id }, ctx) => folders.folder(ctx.services, guard(ctx, MEDIA.read), id),
  },
  Mutation: {
    createFolder: (_root, { name, parentFolderId }, ctx) =>
      folders.createFolder(ctx.services, guard(ctx, MEDIA.update), name, parentFolderId ?? null),
    updateFolder: (_root, { id, data }, ctx) =>
      folders.updateFolder(ctx.services, guard(ctx, MEDIA.update), id, data),
    restoreFolder: (_root, { id }, ctx) =>
      folders.restoreFolder(ctx.services, guard(ctx, MEDIA.delete), id),
  },
  Subscription: {
    subscribeToFolderChange: {
      subscribe: (_root, { id }, ctx) =>
        folders.folderChanges(ctx.services, guard(ctx, MEDIA.read), id),
      resolve: (folder: FolderRow) => folder,
    },
  },
  Folder: {
    _id: (f) => f.id,
    ancestors: (f, _args, ctx) => folders.ancestors(ctx.services, f),
  },
};
