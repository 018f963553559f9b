import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { MEDIA } from '../folders/resolvers.js';
import { folderFilter } from '../folders/resolvers.js';
import { deleteFolder, purgeFolder } from './folder-removal.js';
import type { FileRow } from './repo.js';
import * as files from './service.js';
import { usedStorageMB } from './storage-quota.js';
import { signedDownloadUrl, signedFileUrl, signedPageUrls, signedThumbnailUrl } from './urls.js';

export const fileResolvers: Resolvers = {
  Query: {
    files: (_root, args, ctx) =>
      files.files(ctx.services, guard(ctx, MEDIA.read), folderFilter(args)),
    filesPage: (_root, args, ctx) =>
      files.filesPage(ctx.services, guard(ctx, MEDIA.read), folderFilter(args), args),
    file: (_root, { id }, ctx) => files.file(ctx.services, guard(ctx, MEDIA.read), id),
  },
  Mutation: {
    createFiles: (_root, args, ctx) =>
      files.createFiles(ctx.services, guard(ctx, MEDIA.update), args.files, ctx.baseUrl),
    confirmUpload: (_root, { fileId }, ctx) =>
      files.confirmUpload(ctx.services, guard(ctx, MEDIA.update), fileId),
    updateFile: (_root, { id, data }, ctx) =>
      files.updateFile(ctx.services, guard(ctx, MEDIA.update), id, data),
    deleteFile: (_root, { id }, ctx) =>
      files.deleteFile(ctx.services, guard(ctx, MEDIA.delete), id),
    restoreFile: (_root, { id }, ctx) =>
      files.restoreFile(ctx.services, guard(ctx, MEDIA.delete), id),
    purgeFile: (_root, { id }, ctx) => files.purgeFile(ctx.services, guard(ctx, MEDIA.delete), id),
    // Folder mutations that remove files (see folder-removal.ts).
    deleteFolder: (_root, { id }, ctx) => deleteFolder(ctx.services, guard(ctx, MEDIA.delete), id),
    purgeFolder: (_root, { id }, ctx) => purgeFolder(ctx.services, guard(ctx, MEDIA.delete), id),
  },
  Subscription: {
    subscribeToFileChange: {
      subscribe: (_root, { id }, ctx) =>
        files.fileChanges(ctx.services, guard(ctx, MEDIA.read), id),
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
