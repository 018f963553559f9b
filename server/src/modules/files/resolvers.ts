import type { Resolvers } from '../../graphql/generated.js';
import type { FileRow } from './repo.js';
import * as files from './service.js';
import { signedDownloadUrl, signedFileUrl, signedPageUrls, signedThumbnailUrl } from './urls.js';

/** An argument left out means "everywhere"; an explicit null means the root folder. */
export const folderFilter = (args: { parentFolderId?: string | null }) =>
  'parentFolderId' in args ? { parentFolderId: args.parentFolderId ?? null } : undefined;

export const fileResolvers: Resolvers = {
  Query: {
    files: (_root, args, ctx) => files.files(ctx, folderFilter(args)),
    filesPage: (_root, args, ctx) =>
      files.filesPage(ctx, folderFilter(args), args.first, args.after ?? null),
    file: (_root, { id }, ctx) => files.file(ctx, id),
  },
  Mutation: {
    createFiles: (_root, args, ctx) => files.createFiles(ctx, args.files),
    confirmUpload: (_root, { fileId }, ctx) => files.confirmUpload(ctx, fileId),
    updateFile: (_root, { id, data }, ctx) => files.updateFile(ctx, id, data),
    deleteFile: (_root, { id }, ctx) => files.deleteFile(ctx, id),
    restoreFile: (_root, { id }, ctx) => files.restoreFile(ctx, id),
    purgeFile: (_root, { id }, ctx) => files.purgeFile(ctx, id),
  },
  Subscription: {
    subscribeToFileChange: {
      subscribe: (_root, { id }, ctx) => files.fileChanges(ctx, id),
      resolve: (file: FileRow) => file,
    },
  },
  File: {
    _id: (f) => f.id,
    uploadUrl: (f) => f.uploadUrl ?? null,
    url: (f, _args, ctx) => signedFileUrl(ctx, f),
    downloadUrl: (f, _args, ctx) => signedDownloadUrl(ctx, f),
    thumbnailUrl: (f, _args, ctx) => signedThumbnailUrl(ctx, f),
    pageUrls: (f, _args, ctx) => signedPageUrls(ctx, f),
  },
};
