import type { Resolvers } from '../../graphql/generated.js';
import { scopeOf } from '../../graphql/guards.js';
import type { FolderRow } from './repo.js';
import * as folders from './service.js';

/** An argument left out means "everywhere"; an explicit null means the root folder. */
export const folderFilter = (args: { parentFolderId?: string | null }) =>
  'parentFolderId' in args ? { parentFolderId: args.parentFolderId ?? null } : undefined;

// deleteFolder and purgeFolder are resolved in the files module: they remove the files inside.
export const folderResolvers: Resolvers = {
  Query: {
    folders: (_root, args, ctx) => folders.folders(ctx.services, scopeOf(ctx), folderFilter(args)),
    folder: (_root, { id }, ctx) => folders.folder(ctx.services, scopeOf(ctx), id),
  },
  Mutation: {
    createFolder: (_root, { name, parentFolderId }, ctx) =>
      folders.createFolder(ctx.services, scopeOf(ctx), name, parentFolderId ?? null),
    updateFolder: (_root, { id, data }, ctx) =>
      folders.updateFolder(ctx.services, scopeOf(ctx), id, data),
    restoreFolder: (_root, { id }, ctx) => folders.restoreFolder(ctx.services, scopeOf(ctx), id),
  },
  Subscription: {
    subscribeToFolderChange: {
      subscribe: (_root, { id }, ctx) => folders.folderChanges(ctx.services, scopeOf(ctx), id),
      resolve: (folder: FolderRow) => folder,
    },
  },
  Folder: {
    _id: (f) => f.id,
    ancestors: (f, _args, ctx) => folders.ancestors(ctx.services, f),
  },
};
