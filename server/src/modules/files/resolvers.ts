import type { Resolvers } from '../../graphql/generated.js';
import { scopeOf } from '../../graphql/guards.js';
import { folderFilter } from '../folders/resolvers.js';
import { deleteFolder, purgeFolder } from './folder-removal.js';
import type { FileRow } from './repo.js';
import * as files from './service.js';
import { usedStorageMB } from './storage-quota.js';
import { signedDownloadUrl, signedFileUrl, signedPageUrls, signedThumbnailUrl } from './urls.js';

export const fileResolvers: Resolvers = {
  Query: {
    files: (_root, args, ctx) => files.files(ctx.services, scopeOf(ctx), folderFilter(args)),
    filesPage: (_root, args, ctx) =>
      files.filesPage(
        ctx.services,
        scopeOf(ctx),
        folderFilter(args),
        args.first,
        args.after ?? null,
      ),
    file: (_root, { id }, ctx) => files.file(ctx.services, scopeOf(ctx), id),
  },
  Mutation: {
    createFiles: (_root, args, ctx) =>
      files.createFiles(ctx.services, scopeOf(ctx), args.files, ctx.baseUrl),
    confirmUpload: (_root, { fileId }, ctx) =>
      files.confirmUpload(ctx.services, scopeOf(ctx), fileId),
    updateFile: (_root, { id, data }, ctx) =>
      files.updateFile(ctx.services, scopeOf(ctx), id, data),
    deleteFile: (_root, { id }, ctx) => files.deleteFile(ctx.services, scopeOf(ctx), id),
    restoreFile: (_root, { id }, ctx) => files.restoreFile(ctx.services, scopeOf(ctx), id),
    purgeFile: (_root, { id }, ctx) => files.purgeFile(ctx.services, scopeOf(ctx), id),
    // Folder mutations that remove files (see folder-removal.ts).
    deleteFolder: (_root, { id }, ctx) => deleteFolder(ctx.services, scopeOf(ctx), id),
    purgeFolder: (_root, { id }, ctx) => purgeFolder(ctx.services, scopeOf(ctx), id),
  },
  Subscription: {
    subscribeToFileChange: {
      subscribe: (_root, { id }, ctx) => files.fileChanges(ctx.services, scopeOf(ctx), id),
      resolve: (file: FileRow) => file,
    },
  },
  Account: {
    usedStorageCapacityInMB: (account, _args, ctx) => usedStorageMB(ctx.services, account.id),
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
