import type { Resolvers } from '../../graphql/generated.js';
import { folderFilter } from '../files/resolvers.js';
import type { FolderRow } from './repo.js';
import * as folders from './service.js';

export const folderResolvers: Resolvers = {
  Query: {
    folders: async (_root, args, ctx) => folders.folders(ctx, folderFilter(args)),
    folder: async (_root, { id }, ctx) => folders.folder(ctx, id),
  },
  Mutation: {
    createFolder: (_root, { name, parentFolderId }, ctx) =>
      folders.createFolder(ctx, name, parentFolderId ?? null),
    updateFolder: (_root, { id, data }, ctx) => folders.updateFolder(ctx, id, data),
    deleteFolder: (_root, { id }, ctx) => folders.deleteFolder(ctx, id),
    restoreFolder: (_root, { id }, ctx) => folders.restoreFolder(ctx, id),
    purgeFolder: (_root, { id }, ctx) => folders.purgeFolder(ctx, id),
  },
  Subscription: {
    subscribeToFolderChange: {
      subscribe: (_root, { id }, ctx) => folders.folderChanges(ctx, id),
      resolve: (folder: FolderRow) => folder,
    },
  },
  Folder: {
    _id: (f) => f.id,
    ancestors: async (f, _args, ctx) => folders.ancestors(ctx, f),
  },
};
